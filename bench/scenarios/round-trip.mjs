import { compare } from '../lib.mjs';

/**
 * gateway → Kafka → catalog service → Mongo → back (uncached), against a bare handler serving the
 * same body, at 50 and 200 connections: with request/reply batched, throughput grows with load.
 */
export default async function roundTrip({ durationSeconds }) {
  const results = [];
  for (const connections of [50, 200]) {
    results.push(await compare({ name: `round-trip-${connections}`, path: '/api/v1/categories', durationSeconds, connections }));
  }
  return results;
}
