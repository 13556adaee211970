// Two replicas of the gateway and of the catalog service on this machine (distinct ports, the same
// consumer groups), against the running stack (`npm run loadtest -- replicas`):
//   1. the load-test mix on one gateway + one catalog (the stack as started);
//   2. a second catalog and a second gateway started; which catalog replica owns which partitions
//      of catalog.requests, and how many requests each replica's log shows it handled, under the
//      same mix spread over both gateways (as a Service would); aggregate throughput;
//   3. a closed loop of catalog-bound requests over both gateways while the second catalog is
//      killed (SIGKILL), then while the second gateway is killed: every failure is counted and set
//      beside the requests in flight at the kill. A request refused at connect (the dead gateway's
//      port is closed) is sent to the other gateway, as a Service or nginx's proxy_next_upstream
//      does; it was never accepted, so it is counted as rerouted, not as lost.
// Results: bench/results/loadtest-replicas-<time>.json, with the load average beside each figure.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { AssignerProtocol, Kafka, logLevel } from 'kafkajs';
import { freePort, gatewayUrl, stackDir, startReplica as startAppReplica, waitFor } from '../lib.mjs';
import { prepare } from './mix.mjs';
import { loadTest, parseStages, printReport, stackPids, writeReport } from './run.mjs';

const { values } = parseArgs({
  options: {
    stages: { type: 'string', default: process.env.LOADTEST_STAGES ?? '20:20,50:20' },
    'kill-seconds': { type: 'string', default: '30' },
  },
});
const load = () => loadavg().map((n) => Math.round(n * 100) / 100);
const started = [];

/** Starts one more replica of an app from its build (see bench/lib.mjs), stopped at the end. */
function startReplica(name, cwd, env) {
  const replica = startAppReplica(name, cwd, env);
  started.push(replica);
  return replica;
}

const logText = (name) => {
  try {
    return readFileSync(join(stackDir, 'logs', `${name}.log`), 'utf8');
  } catch {
    return '';
  }
};
/** Requests a catalog process logged as handled (one line per request, by its RPC interceptor). */
const handledCount = (name) => (logText(name).match(/catalog\.rpc.*req=/g) ?? []).length;

async function catalogAssignment(admin) {
  const [group] = (await admin.describeGroups(['catalog.requests.rpc'])).groups;
  return group.members.map((member) => {
    const assignment = AssignerProtocol.MemberAssignment.decode(member.memberAssignment);
    return {
      member: member.clientId,
      host: member.clientHost,
      partitions: assignment?.assignment['catalog.requests'] ?? [],
    };
  });
}

/**
 * A closed loop of `workers` callers over the gateways in turn, each request bound for the catalog
 * (uncached detail and category list). `kill` runs at `killAt` seconds; returns what happened.
 */
async function killRun({ gateways, ctx, seconds, killAt, kill, workers = 16 }) {
  const requests = [
    () => ({
      path: `/api/v1/videos/${ctx.videos[Math.floor(Math.random() * ctx.videos.length)]}`,
      headers: { authorization: `Bearer ${ctx.token}` },
    }),
    () => ({ path: '/api/v1/categories', headers: {} }),
  ];
  const stats = {
    ok: 0,
    failed: 0,
    rerouted: 0,
    failures: [],
    byGateway: Object.fromEntries(gateways.map((g) => [g, 0])),
  };
  const inFlight = new Map(gateways.map((g) => [g, 0]));
  let killedAt;
  let inFlightAtKill;
  const startedAt = Date.now();
  const end = startedAt + seconds * 1000;
  let turn = 0;
  const one = async () => {
    const { path, headers } = requests[turn % requests.length]();
    const order = [gateways[turn % gateways.length], ...gateways.filter((_, i) => i !== turn % gateways.length)];
    turn += 1;
    for (const gateway of order) {
      inFlight.set(gateway, inFlight.get(gateway) + 1);
      const sentAt = Date.now();
      try {
        const res = await fetch(`${gateway}${path}`, { headers, signal: AbortSignal.timeout(20_000) });
        await res.arrayBuffer();
        if (res.ok) stats.ok += 1;
        else {
          stats.failed += 1;
          stats.failures.push({ status: res.status, gateway, sentAtSeconds: (sentAt - startedAt) / 1000 });
        }
        stats.byGateway[gateway] += 1;
        return;
      } catch (err) {
        const code = err?.cause?.code;
        if (code === 'ECONNREFUSED') {
          // Never accepted: a load balancer sends it to the next endpoint.
          stats.rerouted += 1;
          continue;
        }
        stats.failed += 1;
        stats.failures.push({ status: code ?? String(err?.name), gateway, sentAtSeconds: (sentAt - startedAt) / 1000 });
        return;
      } finally {
        inFlight.set(gateway, inFlight.get(gateway) - 1);
      }
    }
    stats.failed += 1;
    stats.failures.push({ status: 'no gateway', sentAtSeconds: (Date.now() - startedAt) / 1000 });
  };
  const killer = (async () => {
    await sleep(killAt * 1000);
    inFlightAtKill = Object.fromEntries(inFlight);
    killedAt = (Date.now() - startedAt) / 1000;
    await kill();
  })();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  await killer;
  const failedBefore = stats.failures.filter((f) => f.sentAtSeconds < killedAt);
  const failedAfter = stats.failures.filter((f) => f.sentAtSeconds >= killedAt);
  return {
    seconds,
    workers,
    killedAtSeconds: killedAt,
    // Failures of requests sent before the kill (the in-flight ones) and after it.
    failedSentBeforeKill: failedBefore.length,
    failedSentAfterKill: failedAfter.length,
    lastFailureSentAtSeconds: stats.failures.at(-1)?.sentAtSeconds ?? null,
    inFlightAtKill,
    requests: stats.ok + stats.failed,
    ok: stats.ok,
    failed: stats.failed,
    rerouted: stats.rerouted,
    byGateway: stats.byGateway,
    failures: stats.failures.slice(0, 50),
    requestsPerSecond: Math.round((stats.ok + stats.failed) / seconds),
  };
}

async function main() {
  const stages = parseStages(values.stages);
  const killSeconds = Number(values['kill-seconds']);
  const kafka = new Kafka({
    clientId: 'streamhub-loadtest',
    brokers: process.env.KAFKA_BROKERS.split(','),
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  await admin.connect();
  const report = { at: new Date().toISOString(), stages };
  try {
    // 1. One replica of each.
    report.assignmentSingle = await catalogAssignment(admin);
    report.single = await loadTest({ targets: [gatewayUrl], stages, label: 'one gateway, one catalog' });
    printReport(report.single);

    // 2. A second catalog (same consumer group) and a second gateway (its own port and reply partition).
    const gatewayPort = await freePort();
    const healthPort = await freePort();
    const catalog2 = startReplica('catalog-2', 'services/catalog', {
      SEED_DEMO_CATALOG: 'false',
      // Its probe port, as in a pod: answered once it consumes requests and its database answers.
      HEALTH_PORT: String(healthPort),
      HEALTH_HOST: '127.0.0.1',
    });
    const gateway2 = startReplica('gateway-2', 'gateway', {
      GATEWAY_PORT: String(gatewayPort),
      TRUSTED_PROXIES: '127.0.0.1',
      METRICS_PORT: '0',
    });
    const gateway2Url = `http://127.0.0.1:${gatewayPort}`;
    await waitFor(
      'catalog-2 to join catalog.requests.rpc',
      async () => (await catalogAssignment(admin)).length === 2 && /service listening/.test(logText('catalog-2')),
    );
    await waitFor('gateway-2 to be healthy', async () => (await fetch(`${gateway2Url}/api/v1/health`)).ok);
    await waitFor('both catalog replicas to own partitions', async () =>
      (await catalogAssignment(admin)).every((m) => m.partitions.length > 0),
    );
    report.assignmentTwo = await catalogAssignment(admin);
    const probe = async (path) => (await fetch(`http://127.0.0.1:${healthPort}${path}`)).status;
    report.catalog2Health = { live: await probe('/health/live'), ready: await probe('/health/ready') };
    const handledBefore = { catalog: handledCount('catalog'), 'catalog-2': handledCount('catalog-2') };
    report.two = await loadTest({
      targets: [gatewayUrl, gateway2Url],
      stages,
      label: 'two gateways, two catalogs',
      pids: { ...stackPids(), 'gateway-2': gateway2.child.pid, 'catalog-2': catalog2.child.pid },
    });
    report.handledByCatalogReplica = {
      catalog: handledCount('catalog') - handledBefore.catalog,
      'catalog-2': handledCount('catalog-2') - handledBefore['catalog-2'],
    };
    printReport(report.two);

    // 3. Kills under load.
    const ctx = await prepare(gatewayUrl);
    // Load through both gateways while `replica` is killed a third of the way in.
    const killUnderLoad = async (replica) => {
      const loadBefore = load();
      const run = await killRun({
        gateways: [gatewayUrl, gateway2Url],
        ctx,
        seconds: killSeconds,
        killAt: killSeconds / 3,
        kill: async () => {
          replica.child.kill('SIGKILL');
          await replica.exited;
        },
      });
      run.loadAverage = { before: loadBefore, after: load() };
      return run;
    };
    report.killCatalog = await killUnderLoad(catalog2);
    report.assignmentAfterCatalogKill = await catalogAssignment(admin);
    report.killGateway = await killUnderLoad(gateway2);
  } finally {
    await admin.disconnect();
    for (const replica of started)
      if (replica.child.exitCode === null && replica.child.signalCode === null) replica.child.kill('SIGTERM');
    await Promise.all(started.map((replica) => replica.exited));
  }

  const overall = (r) =>
    r.stages.map(
      (s) =>
        `${s.connections} conns: ${s.overall.requestsPerSecond} req/s, p99 ${s.overall.latencyMs.p99} ms, errors ${(s.overall.errorRate * 100).toFixed(2)}% (load ${s.loadAverage.before[0]})`,
    );
  console.log('\nreplicas: catalog.requests partitions', JSON.stringify(report.assignmentTwo.map((m) => m.partitions)));
  console.log('replicas: requests handled per catalog replica', JSON.stringify(report.handledByCatalogReplica));
  console.log('replicas: catalog-2 probes', JSON.stringify(report.catalog2Health));
  console.log(
    'replicas: requests per gateway',
    JSON.stringify(report.two.stages.map((s) => Object.values(s.targets).map((t) => t.requests))),
  );
  console.log(`replicas: single  ${overall(report.single).join(' | ')}`);
  console.log(`replicas: two     ${overall(report.two).join(' | ')}`);
  for (const [name, run] of [
    ['catalog SIGKILL', report.killCatalog],
    ['gateway SIGKILL', report.killGateway],
  ])
    console.log(
      `replicas: ${name} at ${run.killedAtSeconds}s: ${run.requests} requests, ${run.failed} failed (${run.failedSentBeforeKill} sent before the kill, ${run.failedSentAfterKill} after), ${run.rerouted} rerouted at connect, in flight at the kill ${JSON.stringify(run.inFlightAtKill)} (load ${run.loadAverage.before[0]})`,
    );
  const file = writeReport({ ...report, label: 'replicas' });
  console.log(`\nreplicas: results written to ${file}`);
}

await main();
