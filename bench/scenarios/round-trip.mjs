import { compare, withUncachedGateway } from '../lib.mjs';

/**
 * gateway → Kafka → catalog service → Mongo → back, against a bare handler serving the same body,
 * at 50 and 200 connections: with request/reply batched, throughput grows with load. GET
 * /categories is cached by the stack's gateway, so this runs against a second gateway with its
 * list cache off.
 */
export default async function roundTrip({ durationSeconds }) {
  return withUncachedGateway(async ({ url }) => {
    const results = [];
    for (const connections of [50, 200]) {
      results.push(
        await compare({
          name: `round-trip-${connections}`,
          baseUrl: url,
          path: '/api/v1/categories',
          side: 'uncached',
          durationSeconds,
          connections,
        }),
      );
    }
    return results;
  });
}
