// `npm run chaos [-- scenario ...]`: breaks the HA stack (docs/ha.md) on purpose under mixed
// traffic and checks that nothing acknowledged was lost. Each scenario: 10 s of traffic, the fault,
// its hold time, the repair, 20 s more; then an audit of every acknowledged write. The report goes
// to stdout, bench/results/chaos-<time>.json and docs/chaos-report.md.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { closeTestKafka } from '@streamhub/testkit';
import { SERVER_URL_VARS } from '../../deploy/local/lib/config.mjs';
import { audit, prepareTraffic, startTraffic } from './traffic.mjs';
import { summarise, reportMarkdown } from './report.mjs';

const run = promisify(execFile);
const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const stackDir = process.env.STACK_DIR ?? join(repoRoot, '.stack-ha');
const stackCli = join(repoRoot, 'deploy/local/stack.mjs');
const BASELINE_MS = 10_000;
const SETTLE_MS = 20_000;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function pidOf(name) {
  // The stack's pid files hold the pid, then the process's start time (lib/processes.mjs).
  return Number(readFileSync(join(stackDir, 'pids', `${name}.pid`), 'utf8').split('\n')[0]);
}

/** SIGKILL, as a crash or the OOM killer would: no shutdown hooks run. */
function kill(name) {
  process.kill(pidOf(name), 'SIGKILL');
}

/** The stack's server URLs: given in the environment they would mark the servers external (not ours to start). */
async function restart(names) {
  const env = { ...process.env, STACK_DIR: stackDir, STACK_HA: '1' };
  for (const name of SERVER_URL_VARS) delete env[name];
  const { stdout } = await run(process.execPath, [stackCli, 'start', '--ha', '--only', names.join(',')], {
    env,
    timeout: 180_000,
  });
  // Each named process must really have been started again.
  for (const name of names) {
    if (!new RegExp(`${name}: (running|ready|started)`).test(stdout))
      throw new Error(`chaos: ${name} was not restarted: ${stdout}`);
  }
}

/**
 * The KRaft quorum's leader: the highest-epoch leader any node's quorum-state file names (each
 * node writes the leader it follows there; a stopped node's file may be stale, its epoch lower).
 */
function quorumLeader() {
  let best = { epoch: -1, leader: undefined };
  for (const node of [1, 2, 3]) {
    try {
      const file = join(stackDir, 'data', `kafka-${node}`, 'logs', '__cluster_metadata-0', 'quorum-state');
      const state = JSON.parse(readFileSync(file, 'utf8'));
      if (state.leaderId > 0 && state.leaderEpoch > best.epoch)
        best = { epoch: state.leaderEpoch, leader: state.leaderId };
    } catch {
      // not written yet
    }
  }
  if (best.leader === undefined) throw new Error("no quorum leader in the brokers' quorum-state files");
  return best.leader;
}

const BROKERS = ['kafka-1', 'kafka-2', 'kafka-3'];
const drive = (n) => join(stackDir, 'data', 'minio-ha', `drive${n}`);

/** Each scenario: what breaks, how long it stays broken, how it is repaired. */
const SCENARIOS = {
  'broker-kill': {
    what: 'SIGKILL one Kafka broker (not the quorum leader), back after 20 s',
    fault(state) {
      const leader = quorumLeader();
      state.broker = BROKERS.find((name) => name !== `kafka-${leader}`);
      kill(state.broker);
    },
    holdMs: 20_000,
    repair: (state) => restart([state.broker]),
  },
  'controller-kill': {
    what: "SIGKILL the KRaft quorum's leader, back after 20 s",
    fault(state) {
      state.broker = `kafka-${quorumLeader()}`;
      kill(state.broker);
    },
    holdMs: 20_000,
    repair: (state) => restart([state.broker]),
  },
  'drive-loss': {
    what: 'one MinIO drive made unreadable during playback and an upload, given back after 20 s',
    fault: () => chmodSync(drive(3), 0o000),
    holdMs: 20_000,
    repair: () => chmodSync(drive(3), 0o755),
  },
  'redis-kill': {
    what: 'SIGKILL Redis during a transcode and sign-ins, restarted after 5 s (append-only file)',
    fault: () => kill('redis'),
    holdMs: 5_000,
    repair: () => restart(['redis']),
  },
  'replica-kill': {
    what: 'SIGKILL one replica each of gateway, catalog and billing, restarted after 15 s',
    fault: () => ['gateway-2', 'catalog-2', 'billing-2'].forEach(kill),
    holdMs: 15_000,
    repair: () => restart(['gateway-2', 'catalog-2', 'billing-2']),
  },
  'kafka-down': {
    what: 'all of Kafka SIGKILLed for 20 s during payments',
    fault: () => BROKERS.forEach(kill),
    holdMs: 20_000,
    repair: () => restart(BROKERS),
  },
  'mongo-restart': {
    what: 'the Mongo-wire server SIGKILLed and restarted after 3 s',
    fault: () => kill('mongo'),
    holdMs: 3_000,
    repair: () => restart(['mongo']),
  },
};

async function scenario(name, ctx) {
  const spec = SCENARIOS[name];
  console.log(`chaos: ${name}: ${spec.what}`);
  const traffic = startTraffic(ctx);
  const startedAt = Date.now();
  // An upload acknowledged before the fault, so its transcode runs through it (it must reach ready).
  await sleep(2_000);
  const upload = traffic.upload();
  await sleep(BASELINE_MS - 2_000);
  const state = {};
  const faultAt = Date.now();
  console.log(`chaos: ${name}: fault at +${((faultAt - startedAt) / 1000).toFixed(1)} s`);
  await spec.fault(state);
  await sleep(spec.holdMs);
  const repairAt = Date.now();
  await spec.repair(state);
  const repairedAt = Date.now();
  console.log(`chaos: ${name}: repaired in ${((repairedAt - repairAt) / 1000).toFixed(1)} s`);
  await upload;
  await sleep(SETTLE_MS);
  const { log, writes } = await traffic.stop();
  console.log(`chaos: ${name}: ${log.length} requests; auditing`);
  const checks = await audit(ctx, writes);
  const result = summarise({ name, what: spec.what, log, startedAt, faultAt, repairAt, repairedAt, checks });
  result.ranAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
  result.loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(JSON.stringify(result, null, 2));
  return result;
}

async function main(argv) {
  const names = argv.length > 0 ? argv : Object.keys(SCENARIOS);
  const unknown = names.filter((name) => !SCENARIOS[name]);
  if (unknown.length > 0)
    throw new Error(`unknown scenario ${unknown.join(', ')} (known: ${Object.keys(SCENARIOS).join(', ')})`);
  console.log('chaos: preparing viewers, a plan, a subscriber and a clip');
  const ctx = await prepareTraffic();
  const results = [];
  for (const name of names) results.push(await scenario(name, ctx));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench', 'results', `chaos-${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
  // The report keeps the latest result of every scenario (a run may try only some of them).
  const reportJson = join(repoRoot, 'docs', 'chaos-report.json');
  const previous = existsSync(reportJson) ? JSON.parse(readFileSync(reportJson, 'utf8')) : [];
  const latest = [...previous.filter((old) => !results.some((r) => r.name === old.name)), ...results].sort(
    (a, b) => Object.keys(SCENARIOS).indexOf(a.name) - Object.keys(SCENARIOS).indexOf(b.name),
  );
  writeFileSync(reportJson, `${JSON.stringify(latest, null, 2)}\n`);
  // Formatted as the repository's checks expect of every Markdown file.
  const reportFile = join(repoRoot, 'docs', 'chaos-report.md');
  const prettier = await import('prettier');
  const options = { ...(await prettier.resolveConfig(reportFile)), parser: 'markdown' };
  writeFileSync(reportFile, await prettier.format(reportMarkdown(latest), options));
  console.log('chaos: report written to docs/chaos-report.md');
  const failed = results.filter((result) => !result.held);
  if (failed.length > 0) {
    console.log(`chaos: lost or duplicated writes in ${failed.map((result) => result.name).join(', ')}`);
    process.exitCode = 1;
  }
}

main(process.argv.slice(2))
  .catch((error) => {
    console.error(`chaos: ${error.stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(() => closeTestKafka().catch(() => undefined));
