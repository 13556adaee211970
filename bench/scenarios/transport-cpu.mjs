import { cpuPerRequest, describeCpu, stackPid } from '../cpu.mjs';
import { SYSTEM_PATTERN_COUNT } from '../transport-common.mjs';
import { startTransportBench } from '../transport-launch.mjs';

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 4000);

/** Fetch settings compared side by side: kafkajs's "answer at once" and a short wait for more bytes. */
const VARIANTS = [
  { name: 'fetch-at-once', fetch: {} },
  { name: 'fetch-2KiB-or-2ms', fetch: { minBytes: 2048, maxWaitMs: 2 } },
];

/**
 * CPU per request of the transport alone (no database): the caller, the service and the broker,
 * measured from /proc over a fixed number of requests at 50 connections, for each fetch setting
 * in turn (twice, interleaved, so a change in the machine's load hits both alike).
 */
export default async function transportCpu() {
  const broker = stackPid('kafka');
  const lines = [];
  for (const round of [1, 2]) {
    for (const variant of VARIANTS) {
      const bench = await startTransportBench(SYSTEM_PATTERN_COUNT, variant.fetch);
      try {
        const pids = { ...bench.pids, ...(broker ? { broker } : {}) };
        const run = await cpuPerRequest({ url: `${bench.baseUrl}/kafka`, pids, amount: REQUESTS });
        lines.push(
          `${variant.name} #${round}: ${run.requestsPerSecond} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, ` +
            `${run.failed} failed; ${describeCpu(run.cpuMsPerRequest)}; idle ${run.idleCpuMsPerSecond} ms CPU/s`,
        );
      } finally {
        await bench.stop();
      }
    }
  }
  return { name: 'transport-cpu', lines };
}
