import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '@streamhub/contracts';
import { DEMO_ADMIN, closeTestKafka, probeMedia, signInAs, testEnv, unique, waitFor } from '@streamhub/testkit';
import { subscribedViewer, subscriberVideo, uploadTranscodedVideo } from './media-helpers';

/*
 * Publish first, improve later (docs/media.md): an upload whose ladder has AV1 is published with its
 * H.264 rungs; a follow-up job adds the AV1 rungs to the same manifests. The stack runs with
 * MEDIA_TEST_HOOKS=1: this source asks, in its own comment tag, for H.264 + AV1 (uploads are H.264
 * only in the test stack) and for its AV1 job to wait until the test releases it (a Redis key).
 */

const run = promisify(execFile);
const HOOKS = 'streamhub-test-hooks: codecs=h264+av1 hold-av1';
const releaseKey = (videoId: string) => `media:test:release-av1:${videoId}`;

let dir: string;
let redis: Redis;
let admin: string;
let viewer: { token: string; userId: string };
let video: Video;

const fetchText = async (url: string) => (await fetch(`${testEnv.gatewayUrl}${url}`)).text();
const base = (v: Video) => {
  const url = v.sources.find((s) => s.type === 'dash')!.url;
  return url.slice(0, url.lastIndexOf('/') + 1);
};
/** Representation id → codecs, height and default_KID (a protected title's) of an MPD. */
function representations(mpd: string): { id: string; codecs: string; height: number; kid: string | undefined }[] {
  return [...mpd.matchAll(/<Representation\b([^>]*)>([\s\S]*?)<\/Representation>/g)]
    .filter((m) => /mimeType="video\//.test(m[1]!))
    .map((m) => ({
      id: /\sid="(\d+)"/.exec(m[1]!)![1]!,
      codecs: /codecs="([^"]+)"/.exec(m[1]!)![1]!,
      height: Number(/height="(\d+)"/.exec(m[1]!)![1]),
      kid: /default_KID="([^"]+)"/.exec(m[2]!)?.[1],
    }));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-av1-later-'));
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  // 4 s of a 320x180 test card and a tone: one rung, one segment, a second or two of AV1.
  const path = join(dir, 'source.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=24:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    ...['-metadata', `comment=${HOOKS}`, path],
  ]);
  admin = (await signInAs(DEMO_ADMIN)).token;
  viewer = await subscribedViewer('AV1 Later', 'av1-later');
  video = await uploadTranscodedVideo(
    { videoTitle: unique('AV1 Later '), genre: 'drama' },
    await readFile(path),
    admin,
  );
}, 180_000);

afterAll(async () => {
  if (video) await redis.del(releaseKey(video._id)).catch(() => undefined);
  redis?.disconnect();
  await closeTestKafka();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('publish first, improve later', () => {
  it('plays with its H.264 ladder while the AV1 job is held, and gains AV1 in the same manifests after', async () => {
    const playable = await subscriberVideo(video._id, viewer.token);
    const dash = playable.sources.find((s) => s.type === 'dash')!.url;
    const hls = playable.sources.find((s) => s.type === 'hls')!.url;
    const prefix = base(playable);

    // Active and playing: H.264 only, every file it names answers.
    const before = await fetchText(dash);
    const h264 = representations(before);
    expect(h264.length).toBeGreaterThan(0);
    expect(h264.every((r) => r.codecs.startsWith('avc1'))).toBe(true);
    expect(await probeMedia(`${testEnv.gatewayUrl}${dash}`)).toMatchObject({ videoCodecs: ['h264'], audio: true });
    const segmentOf = async (id: string) => {
      for (const file of [`init-${id}.m4s`, `chunk-${id}-00001.m4s`]) {
        const res = await fetch(`${testEnv.gatewayUrl}${prefix}${file}`);
        expect(res.status, file).toBe(200);
        if (file.startsWith('chunk')) return Buffer.from(await res.arrayBuffer());
        await res.arrayBuffer();
      }
      throw new Error('unreachable');
    };
    const firstSegment = await segmentOf(h264[0]!.id);
    expect(await fetchText(hls)).not.toMatch(/av01/);

    // The AV1 job may go on now; the same manifest URLs gain its renditions.
    await redis.set(releaseKey(video._id), '1', 'EX', 600);
    const after = await waitFor(
      async () => {
        const mpd = await fetchText(dash);
        return /codecs="av01/.test(mpd) ? mpd : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 1_000, what: 'the AV1 renditions in the manifest' },
    );
    const reps = representations(after);
    const av1 = reps.filter((r) => r.codecs.startsWith('av01'));
    expect(av1.map((r) => r.height).sort()).toEqual(h264.map((r) => r.height).sort());
    // The H.264 representations and their files are as they were (no break for a player).
    expect(reps.filter((r) => r.codecs.startsWith('avc1'))).toEqual(h264);
    expect((await segmentOf(h264[0]!.id)).equals(firstSegment)).toBe(true);
    for (const r of av1) {
      await segmentOf(r.id);
      // A protected title: the AV1 rung is under the key of the same track type as the H.264 rung.
      expect(r.kid).toBe(h264.find((h) => h.height === r.height)!.kid);
    }
    for (const url of [dash, hls]) {
      expect(await probeMedia(`${testEnv.gatewayUrl}${url}`)).toMatchObject({
        videoCodecs: ['av1', 'h264'],
        audio: true,
      });
    }
    expect(await fetchText(hls)).toMatch(/CODECS="av01[^"]*,mp4a[^"]*",AUDIO="/);
  }, 180_000);
});
