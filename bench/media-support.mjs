// Helpers of the media benchmarks: a generated clip, an upload through the gateway, a signed URL.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kafka } from 'kafkajs';
import { Client } from 'minio';
import { CatalogEvents } from '@streamhub/contracts';
import { writeTestClip } from '@streamhub/testkit';
import { kafkaConfig } from '@streamhub/nest-kit';
import { deleteVideosAfter } from './cleanup.mjs';
import { gatewayUrl } from './lib.mjs';

export const ADMIN = {
  email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@streamhub.local',
  password: process.env.DEMO_ADMIN_PASSWORD ?? 'Admin@123',
};

/** A test-card clip with a tone, H.264/AAC: testkit's generated clip, busier (testsrc2, 30 fps, CRF 18). */
export function makeClip(path, { width, height, seconds }) {
  return writeTestClip(path, { width, height, seconds, pattern: 'testsrc2', fps: 30, crf: 18 });
}

/** The media bucket of the stack's object storage, for reading and writing objects directly. */
export function mediaStorage() {
  const endpoint = new URL(process.env.S3_ENDPOINT);
  const minio = new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: process.env.S3_ACCESS_KEY,
    secretKey: process.env.S3_SECRET_KEY,
  });
  return { minio, bucket: process.env.MEDIA_BUCKET ?? 'streamhub-media' };
}

/** Signs in through the gateway: the session, token and user. */
export async function signInSession(credentials = ADMIN) {
  const res = await fetch(`${gatewayUrl}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${body.message}`);
  return body.data;
}

/** Signs in through the gateway: the bearer token. */
export async function signIn(credentials = ADMIN) {
  return (await signInSession(credentials)).token;
}

/**
 * Catalog's "video updated" events, read as they are published: a wait for a video to become
 * ready then puts no polling load on the stack whose speed is being measured (a poll every 250 ms
 * kept the gateway, Kafka, catalog and MongoDB busy beside the encode).
 */
export async function watchVideoOutcomes() {
  const kafka = new Kafka(kafkaConfig('bench', process.env.KAFKA_BROKERS ?? '127.0.0.1:9092'));
  const consumer = kafka.consumer({ groupId: `bench-outcomes-${process.pid}-${Date.now()}`, maxWaitTimeInMs: 5_000 });
  const outcomes = new Map();
  const waiters = new Map();
  const joined = new Promise((resolve) => consumer.on(consumer.events.GROUP_JOIN, resolve));
  await consumer.connect();
  await consumer.subscribe({ topics: [CatalogEvents.videoUpdated], fromBeginning: false });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const { videoId, status } = JSON.parse(message.value?.toString() ?? '{}').payload ?? {};
      if (status !== 'active' && status !== 'failed') return;
      outcomes.set(videoId, status);
      waiters.get(videoId)?.(status);
    },
  });
  await joined;
  return {
    /** Resolves with 'active' or 'failed' once catalog has published the video's outcome. */
    outcome: (videoId) =>
      outcomes.has(videoId)
        ? Promise.resolve(outcomes.get(videoId))
        : new Promise((resolve) => waiters.set(videoId, resolve)),
    close: () => consumer.disconnect(),
  };
}

/**
 * Uploads `path` and waits until it is transcoded; returns the video (with signed sources for the
 * admin). `onUploaded` is called once the gateway has stored the upload (the 201). With `outcomes`
 * (a watchVideoOutcomes()) it waits for catalog's event, then reads the video once; otherwise it
 * reads the video every 250 ms.
 */
export async function uploadAndWait(token, path, title, { onUploaded, outcomes } = {}) {
  const form = new FormData();
  form.append('videoTitle', title);
  form.append('genre', 'BENCH');
  form.append('file', new Blob([readFileSync(path)], { type: 'video/mp4' }), 'clip.mp4');
  const post = () =>
    fetch(`${gatewayUrl}/api/v1/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  // After a long pause (a minute or more of encoding by hand) the pooled keep-alive connection may
  // have been closed by the gateway: a POST is not retried by fetch itself, so once here.
  const res = await post().catch((err) => {
    if (!(err instanceof TypeError)) throw err;
    console.error(`bench: upload failed (${err.cause?.code ?? err.cause?.message ?? err.message}); trying once more`);
    return post();
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${body.message}`);
  const id = body.data.video._id;
  deleteVideosAfter([id], `upload "${title}"`);
  onUploaded?.(id);
  if (outcomes) await outcomes.outcome(id);
  for (;;) {
    const got = await (
      await fetch(`${gatewayUrl}/api/v1/videos/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const video = got.data?.video;
    if (video?.status === 'active') return video;
    if (video?.status === 'failed') throw new Error(`transcode failed: ${video.failureReason}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The ladder of a 1080p source, as the worker builds it: rung size and peak bitrate (bits/s). */
export const RUNGS = [
  { h: 1080, w: 1920, max: 5_000_000 },
  { h: 720, w: 1280, max: 2_800_000 },
  { h: 480, w: 854, max: 1_400_000 },
  { h: 360, w: 640, max: 800_000 },
];
export const PRESET = 'veryfast';
export const CRF = 23;
/** The worker's tuning of the same ladder: 1080 one preset faster, each rung scaled from the one above. */
export const WORKER_TUNING = { presets: ['superfast', PRESET, PRESET, PRESET], cascade: true };
/** x264 settings shared by every ladder command: 4 s closed GOPs at 30 fps, bounded threads. */
export const X264 = ['-pix_fmt', 'yuv420p', '-g', '120', '-keyint_min', '120', '-sc_threshold', '0', '-threads', '2'];
/** CMAF packaging: DASH + HLS over the same 4 s segments, one init segment per representation. */
export const DASH = [
  '-f',
  'dash',
  '-seg_duration',
  '4',
  '-use_template',
  '1',
  '-use_timeline',
  '1',
  '-hls_playlist',
  '1',
  '-init_seg_name',
  'init-$RepresentationID$.m4s',
  '-media_seg_name',
  'chunk-$RepresentationID$-$Number%05d$.m4s',
];

export const ffmpeg = (args) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { maxBuffer: 64 * 1024 * 1024 });

/** Wall time of `fn` in seconds. */
export function timed(fn) {
  const started = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * The whole ladder in one ffmpeg command: decode once, split, scale, four capped-CRF x264 encodes
 * and AAC, one CMAF package (video representations 0–3 in rung order, audio 4).
 * - default: every rung scaled from the source, one preset and CRF for all (the hand-written pass);
 * - `cascade`: each rung scaled from the rung above it (the first from the source, not at all when
 *   it has the source's size);
 * - `presets` / `crfs`: per rung.
 */
export function singlePassArgs(source, manifest, { presets, crfs, cascade = false, sourceHeight = 1080 } = {}) {
  const dar = 'setdar=16/9';
  let filter;
  if (cascade) {
    const parts = [];
    let from = '0:v';
    RUNGS.forEach((r, i) => {
      const last = i === RUNGS.length - 1;
      const scaled = r.h === sourceHeight && i === 0 ? `[${from}]null` : `[${from}]scale=${r.w}:${r.h}`;
      parts.push(last ? `${scaled},${dar}[v${i}]` : `${scaled},split=2[c${i}][n${i}];[c${i}]${dar}[v${i}]`);
      from = `n${i}`;
    });
    filter = parts.join(';');
  } else {
    filter =
      `[0:v]split=${RUNGS.length}${RUNGS.map((_, i) => `[s${i}]`).join('')};` +
      RUNGS.map((r, i) => `[s${i}]scale=${r.w}:${r.h},${dar}[v${i}]`).join(';');
  }
  const video = RUNGS.flatMap((r, i) => [
    '-map',
    `[v${i}]`,
    `-c:v:${i}`,
    'libx264',
    `-preset:v:${i}`,
    presets?.[i] ?? PRESET,
    `-crf:v:${i}`,
    String(crfs?.[i] ?? CRF),
    `-maxrate:v:${i}`,
    String(r.max),
    `-bufsize:v:${i}`,
    String(2 * r.max),
  ]);
  return [
    '-i',
    source,
    '-filter_complex',
    filter,
    ...video,
    '-map',
    '0:a:0',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    ...X264,
    ...DASH,
    '-adaptation_sets',
    'id=0,streams=v id=1,streams=a',
    manifest,
  ];
}

/**
 * Runs ffmpeg with `args` and returns its wall time and CPU time (user + system, from the shell's
 * `times`) in seconds: on a shared machine the CPU time moves much less with the load than the
 * wall time does.
 */
export function ffmpegTimed(args) {
  const started = process.hrtime.bigint();
  const run = spawnSync(
    'bash',
    ['-c', 'ffmpeg -hide_banner -loglevel error -nostdin -y "$@" && times', 'ffmpeg', ...args],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr.slice(-300)}`);
  // The second line of `times`: user and system time of the shell's children.
  const children = run.stdout.trim().split('\n').at(-1);
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, m) => sum + 60 * Number(m[1]) + Number(m[2]),
    0,
  );
  return { wall, cpu: seconds };
}

/** One representation's init segment and media segments, joined into one fragmented MP4. */
export function representation(out, index) {
  const chunks = readdirSync(out)
    .filter((f) => f.startsWith(`chunk-${index}-`))
    .sort();
  if (chunks.length === 0) throw new Error(`no segments of representation ${index} in ${out}`);
  const file = join(out, `rendition-${index}.mp4`);
  writeFileSync(file, Buffer.concat([`init-${index}.m4s`, ...chunks].map((f) => readFileSync(join(out, f)))));
  return file;
}

/** ffmpeg's ssim filter: the rendition against the source scaled to the rendition's size ("All"). */
export function ssim(rendition, source, rung) {
  const filter =
    `[1:v]scale=${rung.w}:${rung.h}:flags=bicubic,setpts=PTS-STARTPTS[ref];` +
    `[0:v]setpts=PTS-STARTPTS[enc];[enc][ref]ssim`;
  const run = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-nostdin', '-nostats', '-i', rendition, '-i', source, '-lavfi', filter, '-f', 'null', '-'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const all = run.stderr.match(/SSIM .*All:([\d.]+)/);
  if (run.status !== 0 || !all) throw new Error(`ssim of ${rendition} failed: ${run.stderr.slice(-300)}`);
  return Number(all[1]);
}
