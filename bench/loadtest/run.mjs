// `npm run loadtest`: the scenario mix of bench/loadtest/mix.mjs against the running gateway(s),
// ramped in stages; per stage and scenario: req/s, error rate, p50/p95/p99 — printed and written to
// bench/results/loadtest-<label>-<time>.json, with the machine's load average beside every figure.
//   node bench/loadtest/run.mjs [--stages 10:15,25:15,50:15] [--targets http://127.0.0.1:3000,...] [--label name]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { gatewayUrl } from '../lib.mjs';
import { prepare, runStage } from './mix.mjs';

const { values } = parseArgs({
  options: {
    stages: { type: 'string', default: process.env.LOADTEST_STAGES ?? '10:15,25:15,50:15' },
    targets: { type: 'string', default: gatewayUrl },
    label: { type: 'string', default: 'single' },
  },
});

/** "connections:seconds,..." — bounded: at most 10 stages of at most 120 s each. */
export function parseStages(text) {
  const stages = text.split(',').map((part) => {
    const [connections, seconds] = part.split(':').map(Number);
    if (!Number.isInteger(connections) || connections < 1 || connections > 1000)
      throw new Error(`bad stage ${part}: connections 1..1000`);
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 120)
      throw new Error(`bad stage ${part}: seconds 1..120`);
    return { connections, seconds };
  });
  if (stages.length > 10) throw new Error('at most 10 stages');
  return stages;
}

const load = () => loadavg().map((n) => Math.round(n * 100) / 100);
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Pids of the local stack's processes (from $STACK_DIR/pids), for CPU per request. */
export function stackPids(names = ['gateway', 'catalog', 'auth', 'kafka', 'mongo', 'redis', 'minio']) {
  const dir = join(process.env.STACK_DIR ?? '.stack', 'pids');
  const pids = {};
  for (const name of names) {
    try {
      pids[name] = Number(readFileSync(join(dir, `${name}.pid`), 'utf8').split('\n')[0]);
    } catch {
      // not running here (an external server)
    }
  }
  return pids;
}

export async function loadTest({ targets, stages, label, pids = stackPids() }) {
  const ctx = await prepare(targets[0]);
  const results = [];
  for (const stage of stages) {
    const before = load();
    const cpuBefore = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
    process.stdout.write(
      `loadtest ${label}: ${stage.connections} connections (+2 sign-in) for ${stage.seconds}s on ${targets.length} gateway(s), load ${before[0]}...\n`,
    );
    const result = await runStage({ targets, ctx, ...stage });
    // CPU milliseconds each process spent per request of the mix: capacity per core = 1000 / this.
    const cpuMsPerRequest = {};
    for (const [name, pid] of Object.entries(pids)) {
      const used = cpuSeconds(pid) - cpuBefore[name];
      if (Number.isFinite(used) && result.overall.requests > 0)
        cpuMsPerRequest[name] = Math.round((used * 1000 * 100) / result.overall.requests) / 100;
    }
    results.push({ ...result, cpuMsPerRequest, loadAverage: { before, after: load() } });
  }
  return {
    label,
    at: new Date().toISOString(),
    targets,
    machine: { cpus: cpus().length, model: cpus()[0]?.model },
    stages: results,
  };
}

export function printReport(report) {
  const row = (name, m, loadText = '') =>
    `${name.padEnd(10)}${String(m.requestsPerSecond).padStart(7)}${String(m.latencyMs.p50).padStart(8)}${String(m.latencyMs.p95).padStart(8)}${String(m.latencyMs.p99).padStart(8)}${(m.errorRate * 100).toFixed(2).padStart(8)}%  ${loadText}`;
  for (const stage of report.stages) {
    console.log(
      `\n${report.label}: ${stage.connections} connections, ${stage.seconds}s  (load average ${stage.loadAverage.before[0]} → ${stage.loadAverage.after[0]} on ${report.machine.cpus} cores)`,
    );
    console.log('scenario    req/s  p50 ms  p95 ms  p99 ms   errors');
    for (const [name, m] of Object.entries(stage.scenarios)) console.log(row(name, m));
    console.log(row('overall', stage.overall));
    console.log(
      `CPU ms per request: ${Object.entries(stage.cpuMsPerRequest)
        .map(([name, ms]) => `${name} ${ms}`)
        .join(', ')}`,
    );
  }
}

export function writeReport(report) {
  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  const file = `loadtest-${report.label}-${report.at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(new URL(`../results/${file}`, import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
  return `bench/results/${file}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await loadTest({
    targets: values.targets.split(','),
    stages: parseStages(values.stages),
    label: values.label,
  });
  printReport(report);
  console.log(`\nloadtest: results written to ${writeReport(report)}`);
  const failed = report.stages.some((stage) => stage.overall.errorRate > 0.01);
  if (failed) process.exitCode = 1;
}
