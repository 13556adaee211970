import { withUncachedGateway } from '../lib.mjs';
import { cpuPerRequest, describeCpu, stackPid } from '../cpu.mjs';

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 4000);

/**
 * CPU per uncached round trip (GET /categories: gateway → Kafka → catalog → Mongo → back) of each
 * process of the running stack, from /proc over a fixed number of requests at 50 connections. The
 * stack's gateway caches GET /categories, so the gateway side is a second one with its cache off.
 */
export default async function roundTripCpu() {
  const pids = Object.fromEntries(
    ['catalog', 'kafka', 'mongo'].map((name) => [name, stackPid(name)]).filter(([, pid]) => pid),
  );
  if (Object.keys(pids).length < 3)
    throw new Error('round-trip-cpu needs the pid files of the running stack (STACK_DIR)');
  const run = await withUncachedGateway(({ url, pid }) =>
    cpuPerRequest({ url: `${url}/api/v1/categories`, pids: { gateway: pid, ...pids }, amount: REQUESTS }),
  );
  return {
    name: 'round-trip-cpu',
    lines: [
      `${run.requestsPerSecond} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, ${run.failed} failed; ` +
        `${describeCpu(run.cpuMsPerRequest)}; idle ${run.idleCpuMsPerSecond} ms CPU/s`,
    ],
  };
}
