import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Queue, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaQueues, type Video } from '@streamhub/contracts';
import { DEMO_ADMIN, closeTestKafka, signInAs, testEnv, unique } from '@streamhub/testkit';
import { subscribedViewer, subscriberVideo, uploadTranscodedVideo } from './media-helpers';

/*
 * Chunked parallel encoding (docs/media.md "Chunked encoding"): the same 12 s clip uploaded twice,
 * once as it is (one pass: shorter than ENCODE_CHUNK_SECONDS) and once asking, by a test hook in its
 * comment tag (MEDIA_TEST_HOOKS=1 in the test stack), for 4 s chunks whose second fails its first
 * attempt. Each rung of the chunked encode matches the one pass's SSIM against the source within
 * 0.002, has every frame with no timestamp gap, and only the failed chunk ran twice.
 */

const run = promisify(execFile);
const SECONDS = 12;
const FPS = 24;

let dir: string;
let connection: IORedis;
let queue: Queue;
let admin: string;
let viewer: { token: string; userId: string };
let onePass: Video;
let chunked: Video;
let source: string;

/**
 * Each video Representation of the title's DASH manifest, downloaded whole (init + segments) as one
 * fMP4 file, by rendition height.
 */
async function renditions(video: Video, name: string): Promise<Map<number, string>> {
  const playable = await subscriberVideo(video._id, viewer.token);
  const dash = playable.sources.find((s) => s.type === 'dash')!.url;
  const base = `${testEnv.gatewayUrl}${dash.slice(0, dash.lastIndexOf('/') + 1)}`;
  const mpd = await (await fetch(`${testEnv.gatewayUrl}${dash}`)).text();
  const files = new Map<number, string>();
  for (const m of mpd.matchAll(/<Representation\b[^>]*\sid="(\d+)"[^>]*mimeType="video\/mp4"[^>]*height="(\d+)"/g)) {
    const [, id, height] = m as unknown as [string, string, string];
    const init = await fetch(`${base}init-${id}.m4s`);
    expect(init.status).toBe(200);
    const parts: Buffer[] = [Buffer.from(await init.arrayBuffer())];
    for (let n = 1; ; n++) {
      const res = await fetch(`${base}chunk-${id}-${String(n).padStart(5, '0')}.m4s`);
      if (res.status !== 200) break;
      parts.push(Buffer.from(await res.arrayBuffer()));
    }
    const path = join(dir, `${name}-${height}.mp4`);
    await writeFile(path, Buffer.concat(parts));
    files.set(Number(height), path);
  }
  return files;
}

/** The mean SSIM of a rendition against the source scaled to its size (ffmpeg's ssim filter, "All:"). */
async function ssim(rendition: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=width,height',
    '-of',
    'csv=p=0',
    rendition,
  ]);
  const [width, height] = stdout.trim().split(',').map(Number);
  const { stderr } = await run('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-i', rendition, '-i', source],
    ...['-lavfi', `[1:v]scale=${width}:${height}:flags=bicubic[ref];[0:v][ref]ssim`, '-f', 'null', '-'],
  ]);
  return Number(/All:([0-9.]+)/.exec(stderr)![1]);
}

/** Presentation times of a rendition's frames, in order. */
async function frameTimes(rendition: string): Promise<number[]> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', rendition],
  ]);
  return stdout
    .trim()
    .split('\n')
    .map(Number)
    .sort((a, b) => a - b);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-chunked-'));
  connection = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  queue = new Queue(process.env.MEDIA_QUEUE ?? MediaQueues.transcode, { connection });
  source = join(dir, 'source.mp4');
  // 12 s of a 320x180 test card with motion and a tone: one rung (its own size), three 4 s segments.
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=${FPS}:duration=${SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-c:a', 'aac', '-shortest', source],
  ]);
  // The same streams, asking for 4 s chunks and a failed first attempt of the second chunk.
  const hooked = join(dir, 'hooked.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', source, '-c', 'copy'],
    ...['-metadata', 'comment=streamhub-test-hooks: chunk-seconds=4 fail-chunk=1', hooked],
  ]);
  admin = (await signInAs(DEMO_ADMIN)).token;
  viewer = await subscribedViewer('Chunked Viewer', 'chunked');
  // Clear titles, so the renditions can be read back and measured.
  [onePass, chunked] = await Promise.all([
    uploadTranscodedVideo(
      { videoTitle: unique('One Pass '), genre: 'drama', protection: 'clear' },
      await readFile(source),
      admin,
    ),
    uploadTranscodedVideo(
      { videoTitle: unique('Chunked '), genre: 'drama', protection: 'clear' },
      await readFile(hooked),
      admin,
    ),
  ]);
}, 240_000);

afterAll(async () => {
  await queue?.close();
  connection?.disconnect();
  await closeTestKafka();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('chunked encoding', () => {
  it('matches the one pass rung by rung (SSIM within 0.002), every frame there, no timestamp gap', async () => {
    // One title after the other: the viewer's default playback follows the title last opened.
    const whole = await renditions(onePass, 'one-pass');
    const joined = await renditions(chunked, 'chunked');
    expect([...joined.keys()]).toEqual([...whole.keys()]);
    expect(joined.size).toBeGreaterThan(0);
    for (const [height, file] of joined) {
      const [a, b] = [await ssim(whole.get(height)!), await ssim(file)];
      expect(Math.abs(a - b), `${height}p: one pass ${a}, chunked ${b}`).toBeLessThanOrEqual(0.002);
      const times = await frameTimes(file);
      expect(times.length).toBe(SECONDS * FPS);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeLessThan(1.5 / FPS);
    }
  });

  it('encoded chunk × rung jobs, and retried only the chunk that failed', async () => {
    const jobs = (await queue.getJobs(['completed'], 0, 999)).filter(
      (j: Job) => j?.name === 'chunk' && j.data?.videoId === chunked._id,
    );
    expect(jobs.map((j) => j.data.chunk.index).sort()).toEqual([0, 1, 2]);
    const started = (j: Job) => j.attemptsStarted ?? j.attemptsMade;
    const traces = (j: Job) => j.stacktrace ?? [];
    const failed = jobs.find((j) => j.data.chunk.index === 1)!;
    const others = jobs.filter((j) => j !== failed);
    expect(traces(failed)).toHaveLength(1);
    expect(traces(failed)[0]).toMatch(/test hook: chunk 1/);
    expect(others.every((j) => traces(j).length === 0)).toBe(true);
    expect(others.map(started)).toEqual([started(others[0]!), started(others[0]!)]);
    expect(started(failed)).toBe(started(others[0]!) + 1);
    // The one pass was not chunked.
    expect(
      (await queue.getJobs(['completed'], 0, 999)).some(
        (j: Job) => j?.data?.videoId === onePass._id && j.name === 'chunk',
      ),
    ).toBe(false);
  });
});
