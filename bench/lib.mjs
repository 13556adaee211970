import { fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;

/** Starts the ceiling server with `body`; resolves to { url, stop }. */
export async function startCeiling(body) {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-'));
  const file = join(dir, 'body.json');
  writeFileSync(file, body);
  const child = fork(new URL('./ceiling-server.mjs', import.meta.url), [file], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** One autocannon run; bounded in time and aimed at loopback only. */
export async function load({ url, method = 'GET', headers, body, connections, durationSeconds }) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error(`bench targets loopback only, not ${url}`);
  const result = await autocannon({ url, method, headers, body, connections, duration: durationSeconds, pipelining: 1 });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    total: result.requests.total,
    failed: non2xx,
  };
}

/** Runs the gateway route and the ceiling side by side (gateway first, then ceiling) and compares. */
export async function compare({
  name,
  path,
  method = 'GET',
  headers = {},
  body,
  connections = 50,
  durationSeconds,
  warmupSeconds = 2,
  baseUrl = gatewayUrl,
  side = 'gateway',
}) {
  const target = `${baseUrl}${path}`;
  const sample = await fetch(target, { method, headers, body });
  const sampleBody = await sample.text();
  if (!sample.ok) throw new Error(`${name}: ${method} ${path} answered ${sample.status}: ${sampleBody.slice(0, 200)}`);
  const ceiling = await startCeiling(sampleBody);
  try {
    await load({ url: target, method, headers, body, connections, durationSeconds: warmupSeconds });
    const gateway = await load({ url: target, method, headers, body, connections, durationSeconds });
    await load({ url: ceiling.url, method, headers, body, connections, durationSeconds: warmupSeconds });
    const bare = await load({ url: ceiling.url, method, headers, body, connections, durationSeconds });
    return {
      name,
      side,
      route: baseUrl === gatewayUrl ? `${method} /api/v1${path.replace(/^\/api\/v1/, '')}` : `${method} ${path}`,
      connections,
      durationSeconds,
      payloadBytes: Buffer.byteLength(sampleBody),
      gateway,
      ceiling: bare,
      ratio: {
        requestsPerSecond: round(gateway.requestsPerSecond / bare.requestsPerSecond),
        p99: round(gateway.latencyMs.p99 / Math.max(bare.latencyMs.p99, 1)),
      },
    };
  } finally {
    ceiling.stop();
  }
}

export function round(n, digits = 2) {
  return Math.round(n * 10 ** digits) / 10 ** digits;
}
