// `npm run bench`: measures each scenario side by side with its ceiling in one run, prints the
// figures and ratios, and writes them to bench/results/. Expects the stack to be running
// (scripts/bench.sh starts it).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { cleanUp } from './cleanup.mjs';
import { round } from './lib.mjs';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.argv.slice(2);
const scenarioDir = new URL('./scenarios/', import.meta.url);
const all = readdirSync(scenarioDir)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.replace(/\.mjs$/, ''));
const names = all.filter((n) => only.length === 0 || only.includes(n));
const unknown = only.filter((n) => !all.includes(n));
if (unknown.length > 0) {
  console.error(`bench: no scenario ${unknown.join(', ')}; scenarios: ${all.join(', ')}`);
  process.exit(2);
}

// Stopped half-way (Ctrl-C, a CI timeout): what the running scenario made still goes.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    void cleanUp().then((failures) => {
      for (const f of failures) console.error(`bench: could not clean up ${f}`);
      process.exit(130);
    });
  });

const results = [];
for (const name of names) {
  const { default: scenario } = await import(new URL(`${name}.mjs`, scenarioDir));
  // The figures only mean something on a quiet machine: the load average goes with each of them.
  const load = loadavg().map((l) => round(l, 2));
  process.stdout.write(`bench: ${name} (${durationSeconds}s per side), load average ${load.join(' ')}...\n`);
  try {
    results.push(...[await scenario({ durationSeconds })].flat().map((r) => ({ loadAverage: load, ...r })));
  } catch (err) {
    results.push({ name, loadAverage: load, error: err instanceof Error ? err.message : String(err) });
  } finally {
    // What the scenario made goes before the next one runs (and before a failed run ends).
    const failures = await cleanUp();
    if (failures.length > 0) results.push({ name: `${name} cleanup`, loadAverage: load, error: failures.join('; ') });
  }
}

const fmt = (n) => String(n).padStart(8);
console.log('\nscenario              side       req/s    p50 ms   p99 ms   failed');
for (const r of results) {
  if (r.error) {
    console.log(`${r.name.padEnd(21)} ERROR ${r.error}`);
    continue;
  }
  if (r.kind === 'latency') {
    // A one-path latency, not a throughput comparison: no ceiling side.
    console.log(
      `${r.name.padEnd(21)} ${r.purchases} runs    p50 ${r.latencyMs.p50} ms  p99 ${r.latencyMs.p99} ms  max ${r.latencyMs.max} ms (target p99 ≤ ${r.targetP99Ms} ms)`,
    );
    continue;
  }
  // Scenarios that are not request rates report their own lines (e.g. transcode wall times).
  if (r.lines) {
    for (const line of r.lines) console.log(`${r.name.padEnd(21)} ${line}`);
    continue;
  }
  for (const [side, m] of [
    [r.side ?? 'gateway', r.gateway],
    ['ceiling', r.ceiling],
  ]) {
    console.log(
      `${r.name.padEnd(21)} ${side.padEnd(8)}${fmt(m.requestsPerSecond)}${fmt(m.latencyMs.p50)} ${fmt(m.latencyMs.p99)} ${fmt(m.failed)}`,
    );
  }
  console.log(
    `${r.name.padEnd(21)} ratio     ${fmt(r.ratio.requestsPerSecond)} of ceiling req/s; p99 ${r.ratio.p99}x (${r.route}, ${r.connections} connections, ${r.payloadBytes} B${r.target ? `; target ≥ ${r.target.ratio}` : ''}; load average ${r.loadAverage.join(' ')})`,
  );
  if (r.ratio.cpuPerRequest)
    console.log(
      `${r.name.padEnd(21)} cpu       ${r.gateway.cpuMsPerRequest} vs ${r.ceiling.cpuMsPerRequest} ms per request: ${r.ratio.cpuPerRequest}x the ceiling's`,
    );
  if (r.rounds)
    console.log(
      `${r.name.padEnd(21)} rounds    ${r.rounds.map((x) => `${x.requestsPerSecond} (p99 ${x.p99}x${x.cpuPerRequest ? `, cpu ${x.cpuPerRequest}x` : ''})`).join(', ')} (medians above)`,
    );
}

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const report = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model },
  durationSeconds,
  results,
};
const stamp = report.at.replace(/[:.]/g, '-');
writeFileSync(new URL(`./results/bench-${stamp}.json`, import.meta.url), JSON.stringify(report, null, 2));
writeFileSync(new URL('./results/latest.json', import.meta.url), JSON.stringify(report, null, 2));
console.log(`\nbench: results written to bench/results/bench-${stamp}.json`);
if (results.some((r) => r.error)) process.exitCode = 1;
