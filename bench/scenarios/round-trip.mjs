import { compare } from '../lib.mjs';

/** gateway → Kafka → catalog service → Mongo → back, against a bare handler serving the same body. */
export default async function roundTrip({ durationSeconds }) {
  return compare({ name: 'round-trip', path: '/api/v1/categories', durationSeconds, connections: 50 });
}
