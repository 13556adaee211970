import { compare } from '../lib.mjs';
import { SYSTEM_PATTERN_COUNT } from '../transport-common.mjs';
import { startTransportBench } from '../transport-launch.mjs';

/**
 * The transport alone: one Nest handler that touches no database (registered under as many
 * patterns as the whole system has), called from a bare Fastify route through our Kafka
 * request/reply transport and through Nest's TCP transport (no broker), each against the same
 * route answering directly, at 50 and 200 connections.
 */
export default async function transport({ durationSeconds }) {
  const bench = await startTransportBench(SYSTEM_PATTERN_COUNT);
  try {
    const results = [];
    for (const connections of [50, 200]) {
      for (const side of ['kafka', 'tcp']) {
        results.push(
          await compare({
            name: `no-db-${side}-${connections}`,
            side,
            baseUrl: bench.baseUrl,
            path: `/${side}`,
            durationSeconds,
            connections,
          }),
        );
      }
    }
    return results;
  } finally {
    await bench.stop();
  }
}
