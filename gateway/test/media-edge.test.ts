import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_ID_HEADER, MEDIA_BUCKET_DEFAULT, mediaKeys, STREAM_MANIFESTS, type Video } from '@streamhub/contracts';
import { DEMO_ADMIN, api, closeTestKafka, signInAs, testEnv, unique, waitFor } from '@streamhub/testkit';
import { mediaEdge } from '../../deploy/local/lib/edge.mjs';
import { signMediaToken, type MediaGrant } from '../src/media/media-token';
import { adminVideoTitled, subscribedViewer } from './media-helpers';

/*
 * The media edge (deploy/local/lib/edge.mjs: nginx + njs) in front of the real gateway. The stack
 * runs one; this file starts one more from the same config, with an empty cache, whose origin is
 * the gateway behind a pass-through that counts what reaches it, so "served from the cache" and
 * "refused at the edge" can be counted exactly whatever other test files do meanwhile.
 */
const DEMO_TITLE = 'COLOR OF RAIN';
const SECRET = process.env.MEDIA_URL_SECRET!;

let video: Video;
let dir: string;
let edge: ResultPromise;
let edgeUrl: string;
let counter: Server;
/** Requests that reached the gateway through the test's edge, by path. */
const reached: string[] = [];
/** The Representation id of each video height (480 and 360 for the demo's ladder). */
let idOfHeight: Map<number, string>;

const freePort = (): Promise<number> =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

const token = (grant: Partial<MediaGrant> = {}) =>
  signMediaToken(
    {
      videoId: video._id,
      userId: unique('viewer'),
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      ...grant,
    },
    SECRET,
  );
const viaEdge = (signed: string, file: string) => fetch(`${edgeUrl}/api/v1/media/s/${signed}/${file}`);
const fileFetches = (file: string) =>
  reached.filter((path) => path.startsWith('/api/v1/media/s/') && path.endsWith(`/${file}`));

beforeAll(async () => {
  const admin = (await signInAs(DEMO_ADMIN)).token;
  video = await waitFor(
    async () => {
      const found = await adminVideoTitled(admin, DEMO_TITLE);
      return found?.status === 'active' ? found : undefined;
    },
    { timeoutMs: 180_000, intervalMs: 1_000, what: `the demo video ${DEMO_TITLE} to be transcoded` },
  );
  const gateway = new URL(testEnv.gatewayUrl);
  counter = createServer((req, res) => {
    reached.push(req.url!);
    const upstream = request(
      { host: gateway.hostname, port: gateway.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((done) => counter.listen(0, '127.0.0.1', done));
  const port = await freePort();
  dir = mkdtempSync(join(tmpdir(), 'streamhub-edge-test-'));
  chmodSync(dir, 0o755); // nginx's workers may run as nobody
  const app = mediaEdge({ port, origin: `127.0.0.1:${(counter.address() as AddressInfo).port}`, dir });
  edge = execa(app.command, app.args, { env: { MEDIA_URL_SECRET: SECRET }, reject: false });
  edgeUrl = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(app.ready).catch(() => undefined))?.ok || undefined, {
    timeoutMs: 10_000,
    what: 'the test edge to answer',
  });
  const mpd = await (await viaEdge(token(), 'manifest.mpd')).text();
  idOfHeight = new Map(
    [...mpd.matchAll(/<Representation\b[^>]*\sid="([^"]+)"[^>]*\sheight="(\d+)"/g)].map((m) => [Number(m[2]), m[1]!]),
  );
}, 200_000);

afterAll(async () => {
  edge?.kill('SIGTERM');
  await edge;
  counter?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await closeTestKafka();
});

describe('the media edge', () => {
  it("answers a second viewer's request for the same segment from its cache", async () => {
    expect([...idOfHeight.keys()].sort()).toEqual([360, 480]);
    const file = `chunk-${idOfHeight.get(360)}-00002.m4s`;
    const first = await viaEdge(token(), file);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await first.arrayBuffer());

    const second = await viaEdge(token(), file);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    expect(fileFetches(file)).toHaveLength(1);

    // The stack's own edge is what the web app's server sends signed media to.
    const web = await fetch(`${process.env.WEB_URL ?? 'http://127.0.0.1:5173'}/api/v1/media/s/${token()}/${file}`);
    expect(web.status).toBe(200);
    expect(web.headers.get('x-cache-status')).toMatch(/^(MISS|HIT)$/);
  });

  it('refuses tampered, malformed and expired tokens itself: the gateway never sees them', async () => {
    const before = reached.length;
    const good = token();
    const last = good.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${good.slice(0, -1)}${last}`;
    const otherVideo = good.replace(video._id, `${video._id.slice(0, -1)}${video._id.at(-1) === '0' ? '1' : '0'}`);
    const expired = token({ expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const uncapped = token({ maxHeight: 360 }).replace('.h360.', '.h480.');
    for (const bad of [tampered, otherVideo, expired, uncapped, 'not-a-token', `${good}.x`]) {
      const res = await viaEdge(bad, 'manifest.mpd');
      expect(res.status, bad).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('This media link is invalid or has expired');
    }
    expect(reached.slice(before)).toEqual([]);
  });

  it("never gives a capped token a taller rendition's segment, even once it is cached", async () => {
    const tall = `chunk-${idOfHeight.get(480)}-00001.m4s`;
    const uncapped = await viaEdge(token(), tall);
    expect(uncapped.status).toBe(200);
    expect((await viaEdge(token(), tall)).headers.get('x-cache-status')).toBe('HIT');

    const capped = token({ maxHeight: 360 });
    expect((await viaEdge(capped, tall)).status).toBe(403);
    expect((await viaEdge(capped, `chunk-${idOfHeight.get(360)}-00001.m4s`)).status).toBe(200);
    // Its manifest is cut to its cap, and cached apart from the uncapped one.
    const mpd = await (await viaEdge(capped, 'manifest.mpd')).text();
    // (Each codec family, H.264 and AV1, lists its own 360 rung.)
    const heights = [...mpd.matchAll(/\sheight="(\d+)"/g)].map((m) => Number(m[1]));
    expect(heights.length).toBeGreaterThan(0);
    expect(new Set(heights)).toEqual(new Set([360]));
    const full = await (await viaEdge(token(), 'manifest.mpd')).text();
    expect(full).toContain(`id="${idOfHeight.get(480)}"`);
  });

  it("keys its cache by encode: a new encode's files are never answered from an old one's", async () => {
    const file = `chunk-${idOfHeight.get(360)}-00001.m4s`;
    await viaEdge(token(), file);
    expect((await viaEdge(token(), file)).headers.get('x-cache-status')).toBe('HIT');
    const fetched = fileFetches(file).length;

    // A new encode writes a new MPD (here the same bytes again, which still makes it a new object).
    const s3 = new URL(process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000');
    const storage = new Client({
      endPoint: s3.hostname,
      port: Number(s3.port),
      useSSL: false,
      accessKey: process.env.S3_ACCESS_KEY ?? '',
      secretKey: process.env.S3_SECRET_KEY ?? '',
    });
    const bucket = process.env.MEDIA_BUCKET ?? MEDIA_BUCKET_DEFAULT;
    const key = mediaKeys.streamFile(video._id, STREAM_MANIFESTS.dash);
    const written = (await storage.statObject(bucket, key)).lastModified.getTime();
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.getObject(bucket, key)) chunks.push(chunk as Buffer);
    // Object times have whole seconds: wait for the next one.
    await waitFor(async () => Math.floor(Date.now() / 1000) > Math.floor(written / 1000) || undefined, {
      timeoutMs: 3_000,
      intervalMs: 100,
      what: 'the next second',
    });
    const mpd = Buffer.concat(chunks);
    await storage.putObject(bucket, key, mpd, mpd.length, { 'Content-Type': 'application/dash+xml' });

    const after = await viaEdge(token(), file);
    expect(after.status).toBe(200);
    expect(after.headers.get('x-cache-status')).toBe('MISS');
    expect(fileFetches(file)).toHaveLength(fetched + 1);
  });

  it("refuses an ended stream session's files within seconds", async () => {
    const viewer = await subscribedViewer('Edge Viewer', 'edge', unique('EDGE'), { maxQuality: 'SD', screens: 1 });
    const device = unique('device');
    const play = await waitFor(
      async () => {
        const res = await api('GET', `/videos/${video._id}`, {
          token: viewer.token,
          headers: { [DEVICE_ID_HEADER]: device },
        });
        return res.body?.data?.session ? res : undefined;
      },
      { timeoutMs: 20_000, what: 'the subscription to reach the access check' },
    );
    const signed = /\/media\/s\/([^/]+)\//.exec((play.body.data.video as Video).sources[0]!.url)![1]!;
    const file = `chunk-${idOfHeight.get(360)}-00003.m4s`;
    expect((await viaEdge(signed, file)).status).toBe(200);

    const stopped = await api('DELETE', `/playback/sessions/${play.body.data.session.id}`, {
      token: viewer.token,
      headers: { [DEVICE_ID_HEADER]: device },
    });
    expect(stopped.status).toBe(200);
    await waitFor(async () => (await viaEdge(signed, file)).status === 403 || undefined, {
      timeoutMs: 15_000,
      intervalMs: 500,
      what: 'the edge to refuse the ended session',
    });
  });
});
