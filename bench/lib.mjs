import { fork, spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { GATEWAY_RUNTIME_ENV } from '../deploy/local/apps.mjs';
import { cpuMs } from './cpu.mjs';

export const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;
export const repoRoot = resolve(new URL('..', import.meta.url).pathname);
export const stackDir = process.env.STACK_DIR ?? join(repoRoot, '.stack');

/** A free port on loopback. */
export async function freePort() {
  return new Promise((done) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Polls `check` until it resolves truthy; throws after `timeoutMs`. */
export async function waitFor(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(500);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Starts one more replica of an app from its build (`cwd` relative to the repository) with the
 * running stack's environment (a gateway tuned as the stack starts it) plus `env`, logging to
 * $STACK_DIR/logs/<name>.log. Resolves to { name, child, exited, stop }.
 */
export function startReplica(name, cwd, env) {
  mkdirSync(join(stackDir, 'logs'), { recursive: true });
  const log = openSync(join(stackDir, 'logs', `${name}.log`), 'w');
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: join(repoRoot, cwd),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ...(cwd === 'gateway' ? GATEWAY_RUNTIME_ENV : {}),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { name, child, exited, stop };
}

/**
 * Runs `fn({ url, pid })` against one more gateway of the running stack (its own port, the
 * stack's environment plus `env`), started for it and stopped afterwards.
 */
export async function withGatewayReplica(name, env, fn) {
  const port = await freePort();
  const gateway = startReplica(name, 'gateway', {
    GATEWAY_PORT: String(port),
    TRUSTED_PROXIES: '127.0.0.1',
    METRICS_PORT: '0',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(`${name} to be healthy`, async () => (await fetch(`${url}/api/v1/health`)).ok),
      gateway.exited.then((code) => {
        throw new Error(`${name} exited with ${code} (${stackDir}/logs/${name}.log)`);
      }),
    ]);
    return await fn({ url, pid: gateway.child.pid });
  } finally {
    await gateway.stop();
  }
}

/**
 * Runs `fn({ url, pid })` against a second gateway whose list cache is off (CATALOG_CACHE_TTL_MS=0),
 * so a cached public route such as GET /categories measures the whole round trip (gateway → Kafka
 * → catalog → Mongo → back) again.
 */
export function withUncachedGateway(fn) {
  return withGatewayReplica('gateway-uncached', { CATALOG_CACHE_TTL_MS: '0' }, fn);
}

/** Starts the ceiling server with `body`; resolves to { url, stop }. */
export async function startCeiling(body) {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-'));
  const file = join(dir, 'body.json');
  writeFileSync(file, body);
  const child = fork(new URL('./ceiling-server.mjs', import.meta.url), [file], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** One autocannon run; bounded in time and aimed at loopback only. */
export async function load({ url, method = 'GET', headers, body, connections, durationSeconds }) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error(`bench targets loopback only, not ${url}`);
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections,
    duration: durationSeconds,
    pipelining: 1,
  });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    total: result.requests.total,
    failed: non2xx,
  };
}

/**
 * Runs the gateway route and the ceiling side by side (gateway first, then ceiling) and compares.
 * With `rounds` > 1 the two alternate that many times (the duration split between the rounds), so
 * a change in the machine's load falls on both sides: each figure is then the median over the
 * rounds, and the ratios are the medians of the rounds' own ratios (all listed in `rounds`).
 * With `gatewayPid`, each side's CPU time per request is measured too (/proc): a figure that a busy
 * machine disturbs far less than req/s, since it counts only what each process itself used.
 */
export async function compare({
  name,
  path,
  method = 'GET',
  headers = {},
  body,
  connections = 50,
  durationSeconds,
  warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
  baseUrl = gatewayUrl,
  side = 'gateway',
  rounds = 1,
  gatewayPid,
}) {
  const target = `${baseUrl}${path}`;
  const sample = await fetch(target, { method, headers, body });
  const sampleBody = await sample.text();
  if (!sample.ok) throw new Error(`${name}: ${method} ${path} answered ${sample.status}: ${sampleBody.slice(0, 200)}`);
  const ceiling = await startCeiling(sampleBody);
  const seconds = Math.max(1, Math.round(durationSeconds / rounds));
  try {
    const measured = [];
    for (let i = 0; i < rounds; i++) {
      await load({ url: target, method, headers, body, connections, durationSeconds: warmupSeconds });
      const gateway = await withCpu(gatewayPid, () =>
        load({ url: target, method, headers, body, connections, durationSeconds: seconds }),
      );
      await load({ url: ceiling.url, method, headers, body, connections, durationSeconds: warmupSeconds });
      const bare = await withCpu(gatewayPid && ceiling.pid, () =>
        load({ url: ceiling.url, method, headers, body, connections, durationSeconds: seconds }),
      );
      measured.push({ gateway, ceiling: bare, ratio: ratioOf(gateway, bare) });
    }
    const gateway = medianSide(measured.map((m) => m.gateway));
    const bare = medianSide(measured.map((m) => m.ceiling));
    return {
      name,
      side,
      route: baseUrl === gatewayUrl ? `${method} /api/v1${path.replace(/^\/api\/v1/, '')}` : `${method} ${path}`,
      connections,
      durationSeconds,
      payloadBytes: Buffer.byteLength(sampleBody),
      gateway,
      ceiling: bare,
      ratio:
        rounds === 1
          ? measured[0].ratio
          : {
              requestsPerSecond: median(measured.map((m) => m.ratio.requestsPerSecond)),
              p99: median(measured.map((m) => m.ratio.p99)),
              ...(gatewayPid ? { cpuPerRequest: median(measured.map((m) => m.ratio.cpuPerRequest)) } : {}),
            },
      ...(rounds > 1 ? { rounds: measured.map((m) => m.ratio) } : {}),
    };
  } finally {
    ceiling.stop();
  }
}

/** `run()`'s figures, with the CPU time `pid` used per request meanwhile when a pid is given. */
async function withCpu(pid, run) {
  if (!pid) return run();
  const before = cpuMs(pid);
  const result = await run();
  return { ...result, cpuMsPerRequest: round((cpuMs(pid) - before) / Math.max(result.total, 1), 3) };
}

function ratioOf(gateway, bare) {
  return {
    requestsPerSecond: round(gateway.requestsPerSecond / bare.requestsPerSecond),
    p99: round(gateway.latencyMs.p99 / Math.max(bare.latencyMs.p99, 1)),
    ...(gateway.cpuMsPerRequest && bare.cpuMsPerRequest
      ? { cpuPerRequest: round(gateway.cpuMsPerRequest / bare.cpuMsPerRequest) }
      : {}),
  };
}

/** The median; of an even count, the mean of the middle two (to 3 decimals: CPU ms per request are ~0.05). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : round((sorted[mid - 1] + sorted[mid]) / 2, 3);
}

/** One side's figures over several rounds: the median of each, the totals summed. */
function medianSide(runs) {
  if (runs.length === 1) return runs[0];
  return {
    requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
    latencyMs: {
      p50: median(runs.map((r) => r.latencyMs.p50)),
      p99: median(runs.map((r) => r.latencyMs.p99)),
      max: Math.max(...runs.map((r) => r.latencyMs.max)),
    },
    total: runs.reduce((sum, r) => sum + r.total, 0),
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
    ...(runs[0].cpuMsPerRequest !== undefined ? { cpuMsPerRequest: median(runs.map((r) => r.cpuMsPerRequest)) } : {}),
  };
}

export function round(n, digits = 2) {
  return Math.round(n * 10 ** digits) / 10 ** digits;
}
