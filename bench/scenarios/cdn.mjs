import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, repoRoot, round } from '../lib.mjs';
import { makeClip, mediaStorage, signIn, uploadAndWait } from '../media-support.mjs';

const edgeUrl = process.env.EDGE_URL ?? `http://127.0.0.1:${process.env.EDGE_PORT ?? 8088}`;
const metricsUrl = `http://127.0.0.1:${process.env.METRICS_PORT ?? 9464}/metrics`;
const VIEWERS = 50;
const SECONDS = 8;
const FILE_ROUTE = '/api/v1/media/s/:token/:file';
const CHECK_ROUTE = '/api/v1/media/check/:token/:file';

/** The gateway's own signer (its build, which `npm run bench` makes first): tokens as viewers get them. */
const { signMediaToken } = createRequire(import.meta.url)(join(repoRoot, 'gateway/dist/media/media-token.js'));

/** Requests the gateway has answered on a route so far (its Prometheus histogram's counts). */
async function gatewayRequests(route) {
  const text = await (await fetch(metricsUrl)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (
      line.startsWith('streamhub_gateway_http_request_duration_seconds_count{') &&
      line.includes(`route="${route}"`)
    ) {
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return total;
}

/**
 * The media edge (deploy/local/lib/edge.mjs) as a CDN in front of the gateway: 50 viewers, each
 * with a token of their own (signed as the gateway signs them, each a different user), play the
 * same new title through it at once (manifest, then the init and every segment of the tallest
 * video rendition and of the audio, as a player would): how many of those requests reached the
 * gateway. Then one cached segment through the edge against a presigned GET of the same object
 * from MinIO, side by side; and tampered and expired tokens, which must get 403 without the
 * gateway hearing of them. Targets: origin file requests ≤ 1/25 of the edge's; edge ≥ 0.9 of MinIO.
 */
export default async function cdn({ durationSeconds }) {
  const secret = process.env.MEDIA_URL_SECRET;
  if (!secret) throw new Error('MEDIA_URL_SECRET is not set (source the stack env)');
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-cdn-'));
  const admin = await signIn();
  const video = await uploadAndWait(
    admin,
    await makeClip(join(dir, 'cdn.mp4'), { width: 1280, height: 720, seconds: SECONDS }),
    `BENCH CDN ${Date.now()}`,
  );
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const tokens = Array.from({ length: VIEWERS }, (_, i) =>
    signMediaToken({ videoId: video._id, userId: `bench-viewer-${i}`, expiresAt }, secret),
  );
  const url = (token, file) => `${edgeUrl}/api/v1/media/s/${token}/${file}`;

  // The files a player fetches: from the MPD, the tallest video rendition and the audio.
  const mpd = await (await fetch(url(tokens[0], 'manifest.mpd'))).text();
  const reps = [...mpd.matchAll(/<Representation\b[^>]*\sid="([^"]+)"[^>]*>/g)].map((m) => ({
    id: m[1],
    height: Number(/\sheight="(\d+)"/.exec(m[0])?.[1] ?? 0),
  }));
  const tallest = reps.filter((r) => r.height > 0).sort((a, b) => b.height - a.height)[0];
  const audio = reps.find((r) => r.height === 0);
  const segments = Math.ceil(SECONDS / 4);
  const files = [tallest, audio]
    .filter(Boolean)
    .flatMap((r) => [
      `init-${r.id}.m4s`,
      ...Array.from({ length: segments }, (_, n) => `chunk-${r.id}-${String(n + 1).padStart(5, '0')}.m4s`),
    ]);

  const filesBefore = await gatewayRequests(FILE_ROUTE);
  const checksBefore = await gatewayRequests(CHECK_ROUTE);
  const statuses = new Map();
  let edgeRequests = 0;
  let edgeSegmentRequests = 0;
  let cacheHits = 0;
  const started = Date.now();
  await Promise.all(
    tokens.map(async (token) => {
      for (const file of ['manifest.mpd', ...files]) {
        const res = await fetch(url(token, file));
        await res.arrayBuffer();
        edgeRequests++;
        if (file.endsWith('.m4s')) edgeSegmentRequests++;
        if (res.headers.get('x-cache-status') === 'HIT') cacheHits++;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const playSeconds = (Date.now() - started) / 1000;
  const originFiles = (await gatewayRequests(FILE_ROUTE)) - filesBefore;
  const originChecks = (await gatewayRequests(CHECK_ROUTE)) - checksBefore;

  // Tampered and expired: 403 from the edge, nothing at the gateway.
  const before403 = (await gatewayRequests(FILE_ROUTE)) + (await gatewayRequests(CHECK_ROUTE));
  const good = tokens[1];
  const tampered = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
  const expired = signMediaToken({ videoId: video._id, userId: 'bench-expired', expiresAt: 1_700_000_000 }, secret);
  const refused = [];
  for (const token of [tampered, expired]) refused.push((await fetch(url(token, files[1]))).status);
  const reachedOrigin = (await gatewayRequests(FILE_ROUTE)) + (await gatewayRequests(CHECK_ROUTE)) - before403;

  // Throughput of one cached segment: the edge against MinIO itself.
  const segment = files[1];
  const edgeTarget = url(tokens[2], segment);
  const { minio, bucket } = mediaStorage();
  const direct = await minio.presignedGetObject(bucket, `videos/${video._id}/stream/${segment}`, 3600);
  const bytes = (await (await fetch(edgeTarget)).arrayBuffer()).byteLength;
  const connections = 16;
  await load({ url: edgeTarget, connections, durationSeconds: 2 });
  const edge = await load({ url: edgeTarget, connections, durationSeconds });
  await load({ url: direct, connections, durationSeconds: 2 });
  const ceiling = await load({ url: direct, connections, durationSeconds });

  const play = {
    name: 'cdn',
    lines: [
      `${VIEWERS} viewers, ${VIEWERS} tokens, one ${tallest?.height}p title: ${edgeRequests} edge requests (${edgeSegmentRequests} segments) in ${round(playSeconds, 1)} s, ${cacheHits} cache hits, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      `origin file requests ${originFiles} (manifests included) = 1/${round(edgeRequests / Math.max(originFiles, 1), 1)} of edge requests (target ≤ 1/25); origin checks ${originChecks} (one per token and rendition)`,
      `tampered, expired token → ${refused.join(', ')} at the edge; requests that reached the gateway: ${reachedOrigin} (target 403, 403, 0)`,
    ],
    viewers: VIEWERS,
    edgeRequests,
    edgeSegmentRequests,
    cacheHits,
    originFileRequests: originFiles,
    originCheckRequests: originChecks,
    originShare: round(originFiles / edgeRequests, 4),
    refused,
    refusedReachedOrigin: reachedOrigin,
  };
  const throughput = {
    name: 'cdn',
    side: 'edge',
    route: 'a cached segment through the edge vs MinIO presigned GET',
    connections,
    durationSeconds,
    payloadBytes: bytes,
    gateway: edge,
    ceiling,
    ratio: {
      requestsPerSecond: round(edge.requestsPerSecond / ceiling.requestsPerSecond),
      p99: round(edge.latencyMs.p99 / Math.max(ceiling.latencyMs.p99, 1)),
    },
    target: { ratio: 0.9 },
  };
  return [play, throughput];
}
