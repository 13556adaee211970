// The load test's traffic: what a viewer population does against the gateway, as weighted
// scenarios run side by side (one autocannon instance each, connections split by weight), ramped
// in stages. Every request goes to loopback only; each run is bounded in time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { makeClip, signIn, uploadAndWait } from '../media-support.mjs';

/** Search terms: a mix of hits and misses, so the gateway cache sees several keys. */
const TERMS = ['BENCH', 'DEMO', 'ACTION', 'DRAMA', 'SPACE', 'OCEAN', 'CITY', 'NIGHT', 'A', 'THE'];

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

/** A client address per request: the gateway trusts loopback's X-Forwarded-For, as behind an Ingress. */
function clientAddress() {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

/**
 * What the scenarios need: a signed-in viewer-side token (the demo admin: entitled to every video,
 * so detail answers with signed sources), active videos, and one video's signed manifest and segment.
 */
export async function prepare(gatewayUrl) {
  const token = await signIn();
  const all = await (await fetch(`${gatewayUrl}/api/v1/videos/all`)).json();
  const videos = (all.data?.videos ?? []).filter((v) => v.status !== 'inactive').map((v) => v._id ?? v.id);
  if (videos.length === 0) throw new Error('no active videos: start the stack with its demo data (npm start) first');
  let playable;
  for (const id of videos) {
    const res = await fetch(`${gatewayUrl}/api/v1/videos/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const video = (await res.json()).data?.video;
    if (video?.defaultUrl?.includes('/media/s/')) {
      playable = video;
      break;
    }
  }
  if (!playable) {
    // No transcoded video yet: upload a short generated clip through the real pipeline (once).
    const dir = mkdtempSync(join(tmpdir(), 'streamhub-loadtest-'));
    try {
      const clip = await makeClip(join(dir, 'clip.mp4'), { width: 854, height: 480, seconds: 8 });
      playable = await uploadAndWait(token, clip, 'LOADTEST CLIP');
      videos.push(playable._id);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // The HLS chain a player walks: master playlist → variant playlist → media segment.
  const hls = playable.sources.find((source) => source.type === 'hls') ?? { url: playable.defaultUrl };
  const manifestPath = new URL(hls.url, gatewayUrl).pathname;
  const firstUri = (text) =>
    text
      .split('\n')
      .find((line) => line.trim() && !line.startsWith('#'))
      ?.trim();
  let segmentPath;
  const variant = firstUri(await (await fetch(`${gatewayUrl}${manifestPath}`)).text());
  if (variant) {
    const variantUrl = new URL(variant, `${gatewayUrl}${manifestPath}`);
    const segment = firstUri(await (await fetch(variantUrl)).text());
    if (segment) segmentPath = new URL(segment, variantUrl).pathname;
  }
  if (!segmentPath) throw new Error(`no media segment found from ${manifestPath}`);
  const check = await fetch(`${gatewayUrl}${segmentPath}`);
  if (!check.ok) throw new Error(`segment ${segmentPath} answered ${check.status}`);
  await check.arrayBuffer();
  return {
    token,
    videos,
    manifestPath,
    segmentPath,
    credentials: JSON.stringify({
      email: process.env.DEMO_USER_EMAIL ?? 'user@streamhub.local',
      password: process.env.DEMO_USER_PASSWORD ?? 'User@123',
    }),
  };
}

/**
 * The scenarios. `share` is the part of the connections a scenario gets; sign-in has a fixed,
 * small number (argon2 is slow by design, and the auth service refuses more than 5 concurrent
 * attempts per account).
 */
export function scenarios(ctx) {
  const auth = { authorization: `Bearer ${ctx.token}` };
  return [
    {
      name: 'browse',
      share: 0.3,
      request: () => ({
        method: 'GET',
        path: pick([
          '/api/v1/videos/all',
          '/api/v1/videos/episodes/all',
          '/api/v1/categories',
          '/api/v1/videos/filters',
        ]),
      }),
    },
    {
      name: 'search',
      share: 0.2,
      request: () => ({
        method: 'GET',
        path: `/api/v1/videos?q=${pick(TERMS)}&page=${1 + Math.floor(Math.random() * 3)}&limit=12`,
      }),
    },
    {
      name: 'detail',
      share: 0.15,
      request: () => ({ method: 'GET', path: `/api/v1/videos/${pick(ctx.videos)}`, headers: auth }),
    },
    { name: 'manifest', share: 0.15, request: () => ({ method: 'GET', path: ctx.manifestPath }) },
    { name: 'segment', share: 0.2, request: () => ({ method: 'GET', path: ctx.segmentPath }) },
    {
      name: 'sign-in',
      fixedConnections: 2,
      request: () => ({
        method: 'POST',
        path: '/api/v1/auth/signin',
        headers: { 'content-type': 'application/json' },
        body: ctx.credentials,
      }),
    },
  ];
}

/** Latency percentile (ms) of a list of samples. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] * 10) / 10;
}

export function summarize(samples, seconds) {
  const latencies = samples.latencies.slice().sort((a, b) => a - b);
  const total = samples.ok + samples.failed;
  return {
    requests: total,
    requestsPerSecond: Math.round(total / seconds),
    errorRate: total === 0 ? 0 : Math.round((samples.failed / total) * 10_000) / 10_000,
    failed: samples.failed,
    statuses: samples.statuses,
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? null,
    },
  };
}

function emptySamples() {
  return { ok: 0, failed: 0, latencies: [], statuses: {} };
}

/**
 * One stage: every scenario at once for `seconds`, `connections` split by share, spread over the
 * gateway replicas in `targets` (as a Service would). Returns per-scenario and overall figures.
 */
export async function runStage({ targets, ctx, connections, seconds }) {
  for (const target of targets)
    if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(target))
      throw new Error(`load tests target loopback only, not ${target}`);
  const all = emptySamples();
  const perScenario = {};
  const perTarget = Object.fromEntries(targets.map((target) => [target, emptySamples()]));
  const runs = [];
  let opened = 0;
  for (const scenario of scenarios(ctx)) {
    const count = scenario.fixedConnections ?? Math.max(1, Math.round(connections * scenario.share));
    opened += count;
    const samples = (perScenario[scenario.name] = emptySamples());
    targets.forEach((target, index) => {
      // Split this scenario's connections over the targets (the first ones get the remainder).
      const share = Math.floor(count / targets.length) + (index < count % targets.length ? 1 : 0);
      if (share === 0) return;
      const instance = autocannon({
        url: target,
        connections: share,
        duration: seconds,
        timeout: 15,
        requests: [
          {
            setupRequest: (request) => {
              const next = scenario.request();
              return { ...request, ...next, headers: { ...next.headers, 'x-forwarded-for': clientAddress() } };
            },
          },
        ],
      });
      const record = (status, responseTime) => {
        const ok = typeof status === 'number' && status >= 200 && status < 400;
        for (const s of [samples, all, perTarget[target]]) {
          s[ok ? 'ok' : 'failed'] += 1;
          if (responseTime !== undefined) s.latencies.push(responseTime);
          s.statuses[status] = (s.statuses[status] ?? 0) + 1;
        }
      };
      instance.on('response', (_client, statusCode, _bytes, responseTime) => record(statusCode, responseTime));
      // Connection errors and requests unanswered within the timeout count as failed.
      instance.on('reqError', () => record('error'));
      instance.on('timeout', () => record('timeout'));
      runs.push(new Promise((resolve, reject) => instance.on('done', resolve).on('error', reject)));
    });
  }
  await Promise.all(runs);
  return {
    connections: opened,
    seconds,
    overall: summarize(all, seconds),
    scenarios: Object.fromEntries(Object.entries(perScenario).map(([name, s]) => [name, summarize(s, seconds)])),
    targets: Object.fromEntries(Object.entries(perTarget).map(([target, s]) => [target, summarize(s, seconds)])),
  };
}
