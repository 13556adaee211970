import { compare, round } from '../lib.mjs';
import { SYSTEM_PATTERN_COUNT } from '../transport-common.mjs';
import { startTransportBench } from '../transport-launch.mjs';

/**
 * Doubling the number of request/reply patterns leaves the figures where they are: the same
 * no-database handler over our Kafka transport, registered under N patterns (as many as the
 * system has) and then under 2N, called round-robin over all of them at 50 connections, each run
 * beside the bare ceiling; then 2N's figures as ratios of N's.
 */
export default async function transportPatterns({ durationSeconds }) {
  const runs = [];
  for (const patterns of [SYSTEM_PATTERN_COUNT, 2 * SYSTEM_PATTERN_COUNT]) {
    const bench = await startTransportBench(patterns);
    try {
      runs.push(
        await compare({
          name: `patterns-${patterns}`,
          side: 'kafka',
          baseUrl: bench.baseUrl,
          path: '/kafka',
          durationSeconds,
          connections: 50,
        }),
      );
    } finally {
      await bench.stop();
    }
  }
  const [n, twoN] = runs;
  const doubling = {
    name: 'patterns-2N/N',
    lines: [
      `req/s ${round(twoN.gateway.requestsPerSecond / n.gateway.requestsPerSecond)}x, ` +
        `p50 ${round(twoN.gateway.latencyMs.p50 / Math.max(n.gateway.latencyMs.p50, 1))}x, ` +
        `p99 ${round(twoN.gateway.latencyMs.p99 / Math.max(n.gateway.latencyMs.p99, 1))}x ` +
        `(${2 * SYSTEM_PATTERN_COUNT} patterns against ${SYSTEM_PATTERN_COUNT}; 1.0 = unchanged)`,
    ],
  };
  return [...runs, doubling];
}
