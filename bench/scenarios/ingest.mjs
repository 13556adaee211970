import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { installPaths } from '../../deploy/local/lib/config.mjs';
import { freePort, gatewayUrl, repoRoot, round, startReplica, stackDir } from '../lib.mjs';
import { onCleanup } from '../cleanup.mjs';
import { makeClip, signIn, uploadAndWait, watchVideoOutcomes } from '../media-support.mjs';

/*
 * Ingest (docs/media.md "Chunked encoding", "Publish first, improve later"):
 * - a generated source of BENCH_INGEST_SECONDS (600 s, 720p) encoded through the stack with its one
 *   media worker, then with a second worker process beside it (chunks of ENCODE_CHUNK_SECONDS go to
 *   whichever worker is free): upload → playable wall time of each and their ratio (target ≤ 0.6×);
 * - upload → playable of the 60 s 1080p clip with AV1 on (MEDIA_CODECS=h264,av1: published with
 *   H.264, AV1 by the follow-up job) against H.264 only (target: within 10 % of it), and when the
 *   AV1 renditions reached the manifest.
 * Every title it uploads is deleted afterwards, the second worker stopped and the stack's worker
 * restarted with its own settings.
 */

const LONG_SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 600);
const LONG_HEIGHT = Number(process.env.BENCH_INGEST_HEIGHT ?? 720);
const CLIP_SECONDS = 60;
const TARGET_RATIO = 0.6;
const AV1_TARGET = 1.1;

/** Restarts the stack's media worker with `env` on top of the stack's environment. */
function workerWith(env) {
  const stack = (...args) =>
    execFileSync(process.execPath, [join(repoRoot, 'deploy/local/stack.mjs'), ...args, '--only', 'media-worker'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  stack('stop');
  stack('start');
}

/** Seconds from `since` until the title's DASH manifest lists AV1 Representations. */
async function av1Added(token, videoId, since, timeoutMs = 30 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const got = await (
      await fetch(`${gatewayUrl}/api/v1/videos/${videoId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const dash = got.data?.video?.sources?.find((s) => s.type === 'dash')?.url;
    if (dash && /codecs="av01/.test(await (await fetch(`${gatewayUrl}${dash}`)).text())) {
      return Number(process.hrtime.bigint() - since) / 1e9;
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  return null;
}

async function timedUpload(token, path, title, outcomes) {
  const started = process.hrtime.bigint();
  const video = await uploadAndWait(token, path, title, { outcomes });
  return { video, started, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

export default async function ingest() {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-ingest-'));
  onCleanup('ingest scratch files', async () => rmSync(dir, { recursive: true, force: true }));
  // Whatever happens, the stack's worker ends as it was (its own codecs and chunk length).
  onCleanup('the media worker restarted with its own settings', async () => workerWith({}));
  const uptimeAtStart = execFileSync('uptime', { encoding: 'utf8' }).trim();
  const token = await signIn();
  const outcomes = await watchVideoOutcomes();
  onCleanup('the outcome watcher', () => outcomes.close());
  const lines = [`load at start: ${uptimeAtStart}`];

  // 1. A long source, one worker then two.
  const width = Math.round((LONG_HEIGHT * 16) / 9 / 2) * 2;
  const long = await makeClip(join(dir, 'long.mp4'), { width, height: LONG_HEIGHT, seconds: LONG_SECONDS });
  workerWith({ MEDIA_CODECS: 'h264' });
  const one = await timedUpload(token, long, `BENCH INGEST 1 worker ${Date.now()}`, outcomes);
  const second = startReplica('media-worker-2', 'services/media-worker', {
    MEDIA_CODECS: 'h264',
    SHAKA_PACKAGER: process.env.SHAKA_PACKAGER ?? installPaths.packager(),
    MEDIA_WORK_DIR: join(stackDir, 'media-worker-2'),
    HEALTH_PORT: String(await freePort()),
  });
  onCleanup('the second media worker', () => second.stop());
  let two;
  try {
    two = await timedUpload(token, long, `BENCH INGEST 2 workers ${Date.now()}`, outcomes);
  } finally {
    await second.stop();
  }
  const ratio = two.seconds / one.seconds;
  lines.push(
    `${LONG_SECONDS} s ${LONG_HEIGHT}p source, upload → playable: 1 worker ${round(one.seconds, 1)} s, 2 workers ${round(two.seconds, 1)} s ` +
      `(${round(ratio)}x; target ≤ ${TARGET_RATIO}x) — ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}`,
  );

  // 2. The 60 s 1080p clip: H.264 only against AV1 on (published first with H.264).
  const clip = await makeClip(join(dir, 'clip.mp4'), { width: 1920, height: 1080, seconds: CLIP_SECONDS });
  workerWith({ MEDIA_CODECS: 'h264' });
  const h264 = await timedUpload(token, clip, `BENCH INGEST H.264 ${Date.now()}`, outcomes);
  workerWith({ MEDIA_CODECS: 'h264,av1' });
  const both = await timedUpload(token, clip, `BENCH INGEST AV1 ${Date.now()}`, outcomes);
  const withAv1 = await av1Added(token, both.video._id, both.started);
  const av1Ratio = both.seconds / h264.seconds;
  lines.push(
    `${CLIP_SECONDS} s 1080p clip, upload → playable: H.264 only ${round(h264.seconds, 1)} s, AV1 on ${round(both.seconds, 1)} s ` +
      `(${round(av1Ratio)}x; target ≤ ${AV1_TARGET}x) — ${av1Ratio <= AV1_TARGET ? 'met' : 'NOT met'}; ` +
      `AV1 in the manifest after ${withAv1 === null ? 'n/a (not within 30 min)' : `${round(withAv1, 1)} s`}`,
  );
  lines.push(`load at end: ${execFileSync('uptime', { encoding: 'utf8' }).trim()} (1-min ${loadavg()[0].toFixed(2)})`);
  return {
    name: 'ingest',
    lines,
    figures: {
      long: { seconds: LONG_SECONDS, height: LONG_HEIGHT, oneWorker: one.seconds, twoWorkers: two.seconds, ratio },
      clip: { h264: h264.seconds, av1On: both.seconds, ratio: av1Ratio, av1AddedAfter: withAv1 },
    },
  };
}
