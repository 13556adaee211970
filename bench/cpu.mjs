import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** Where the running stack keeps its pid files. */
const stackDir = process.env.STACK_DIR ?? new URL('../.stack/', import.meta.url).pathname;

/** The pid of one of the stack's processes (kafka, gateway, catalog, mongo, ...), if running. */
export function stackPid(name) {
  const file = `${stackDir}/pids/${name}.pid`;
  // The first line is the pid (the second, the process's start time).
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

/** CPU time (user + system) a process has used so far, in ms. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU per request of each process in `pids` (name → pid) over `amount` requests to `url` at
 * `connections` (everything each used meanwhile, idle polling included); plus the rate, the
 * latencies and what the processes use per second while idle.
 */
export async function cpuPerRequest({ url, pids, amount, connections = 50 }) {
  await autocannon({ url, connections, amount: Math.min(500, amount) }); // warm-up
  const idleMs = 2_000;
  const idle0 = snapshot(pids);
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const idle = diff(pids, idle0, snapshot(pids));
  const before = snapshot(pids);
  const result = await autocannon({ url, connections, amount });
  const used = diff(pids, before, snapshot(pids));
  const perRequest = {};
  let total = 0;
  for (const name of Object.keys(pids)) {
    perRequest[name] = Math.round((used[name] / result.requests.total) * 100) / 100;
    total += perRequest[name];
  }
  const idleMsPerSecond = Object.values(idle).reduce((sum, ms) => sum + ms, 0) / (idleMs / 1000);
  return {
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    cpuMsPerRequest: { ...perRequest, total: Math.round(total * 100) / 100 },
    idleCpuMsPerSecond: Math.round(idleMsPerSecond),
  };
}

function snapshot(pids) {
  return Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
}

function diff(pids, a, b) {
  return Object.fromEntries(Object.keys(pids).map((name) => [name, b[name] - a[name]]));
}

/** "caller 0.41 · service 0.52 · broker 0.9 · total 1.83 ms CPU per request" */
export function describeCpu(cpu) {
  return `${Object.entries(cpu)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(' · ')} ms CPU per request`;
}
