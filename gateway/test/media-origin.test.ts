import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '@streamhub/contracts';
import { api, freePort, stopChild, testEnv, waitFor } from '@streamhub/testkit';

/*
 * The media origin (deploy/k8s media-origin, compose media-origin): the gateway's own build started
 * with GATEWAY_ROLE=media beside the stack, with the stack's settings (the same object storage,
 * Redis, Kafka and media URL key). It must answer media reads exactly as the gateway does and
 * nothing of the API.
 */
let origin: ChildProcess;
let originUrl: string;

beforeAll(async () => {
  const port = await freePort();
  originUrl = `http://127.0.0.1:${port}`;
  origin = spawn(process.execPath, [resolve(__dirname, '../dist/main.js')], {
    env: { ...process.env, GATEWAY_ROLE: 'media', GATEWAY_PORT: String(port), METRICS_PORT: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await waitFor(async () => (await fetch(`${originUrl}/api/v1/health/live`).catch(() => undefined))?.ok, {
    timeoutMs: 60_000,
    what: 'the media-role gateway to start',
  });
}, 90_000);

afterAll(async () => {
  if (origin) await stopChild(origin);
});

describe('a gateway in its media role', () => {
  it('serves media as the gateway does, and no API route', { timeout: 200_000 }, async () => {
    // A poster the media pipeline extracted from a demo video (SEED_DEMO_MEDIA, scripts/test.sh).
    const poster = await waitFor(
      async () => {
        const videos = (await api('GET', '/videos/all')).body as { data: { videos: Video[] } };
        return videos.data.videos.map((v) => v.posterUrl).find((url) => url?.startsWith('/api/v1/media/images/'));
      },
      { timeoutMs: 180_000, intervalMs: 1_000, what: 'a demo video with its stored poster' },
    );
    const [fromGateway, fromOrigin] = await Promise.all([
      fetch(`${testEnv.gatewayUrl}${poster}`),
      fetch(`${originUrl}${poster}`),
    ]);
    expect(fromOrigin.status).toBe(200);
    expect(fromOrigin.headers.get('content-type')).toBe(fromGateway.headers.get('content-type'));
    expect(Buffer.from(await fromOrigin.arrayBuffer()).equals(Buffer.from(await fromGateway.arrayBuffer()))).toBe(true);

    // The signed path checks its token there too.
    const forged = await fetch(`${originUrl}/api/v1/media/s/not-a-token/master.m3u8`);
    expect(forged.status).toBe(403);
    // Everything else is the gateway's.
    for (const path of ['/api/v1/videos/all', '/api/v1/auth/signin', '/api/v1/playback/sessions'])
      expect((await fetch(`${originUrl}${path}`)).status, path).toBe(404);
  });
});
