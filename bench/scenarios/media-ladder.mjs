import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, round, stackDir } from '../lib.mjs';
import {
  CRF,
  PRESET,
  RUNGS,
  X264,
  DASH,
  ffmpeg,
  makeClip,
  signIn,
  singlePassArgs,
  timed,
  uploadAndWait,
  watchVideoOutcomes,
} from '../media-support.mjs';

const require = createRequire(import.meta.url);

const SECONDS = Number(process.env.BENCH_LADDER_SECONDS ?? 60);
const X264_SEPARATE = ['-preset', PRESET, '-crf', String(CRF), ...X264];

/** The same ladder as one hand-written ffmpeg command: decode once, split, four encodes, one package. */
function handSinglePass(source, out, tuning = {}) {
  ffmpeg(singlePassArgs(source, join(out, 'manifest.mpd'), tuning));
}

/** The same ladder as separate runs: each rendition decodes and scales the source on its own. */
function separateRuns(source, out) {
  for (const r of RUNGS) {
    const dir = join(out, String(r.h));
    mkdirSync(dir, { recursive: true });
    ffmpeg([
      '-i',
      source,
      '-vf',
      `scale=${r.w}:${r.h}`,
      '-map',
      '0:v:0',
      '-c:v',
      'libx264',
      '-maxrate',
      String(r.max),
      '-bufsize',
      String(2 * r.max),
      ...X264_SEPARATE,
      ...DASH,
      join(dir, 'manifest.mpd'),
    ]);
  }
  const audio = join(out, 'audio');
  mkdirSync(audio, { recursive: true });
  ffmpeg(['-i', source, '-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', ...DASH, join(audio, 'manifest.mpd')]);
}

// The worker's own argument builders (its build output), so "by hand" is exactly the worker's command.
const worker = (file) => require(join(repoRoot, 'services/media-worker/dist', file));
const { ladderArgs } = worker('ffmpeg-args.js');
const { buildLadder } = worker('ladder.js');
const { planStoryboard, storyboardFilter, storyboardOutput } = worker('storyboard.js');
const { probe } = worker('ffmpeg.js');

/** The worker's ffmpeg command for `source`, run by hand; `extras` adds its stills and storyboard outputs. */
async function workerPass(source, out, extras) {
  const info = await probe(source);
  const stream = join(out, 'stream');
  mkdirSync(stream, { recursive: true });
  const plan = planStoryboard(info);
  const at = Math.min(info.durationSeconds * 0.1, 10);
  const args = ladderArgs(
    source,
    stream,
    info,
    buildLadder(info),
    undefined,
    extras
      ? {
          stills: [
            { path: join(out, 'poster.jpg'), atSeconds: at, height: 720, portrait: true },
            { path: join(out, 'thumb.jpg'), atSeconds: at, height: 360 },
          ],
          storyboard: { filter: storyboardFilter(plan), output: storyboardOutput(stream, plan) },
        }
      : {},
  );
  // Asynchronously: a blocked event loop would keep the HTTP client from seeing its idle
  // connections closed, and the next upload would go out on a dead one.
  const started = process.hrtime.bigint();
  await promisify(execFile)('ffmpeg', args, { maxBuffer: 64 * 1024 * 1024 });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** The worker's log line of the job that made `videoId` ready: the seconds of each stage. */
function workerStages(videoId) {
  try {
    const lines = readFileSync(join(stackDir, 'logs', 'media-worker.log'), 'utf8').split('\n');
    for (const line of lines.reverse()) {
      if (!line.includes(videoId) || !line.includes('transcode completed')) continue;
      return JSON.parse(line.slice(line.indexOf('{'))).seconds ?? null;
    }
  } catch {
    // No log here (a stack started elsewhere): the stages are left out.
  }
  return null;
}

/** The median (of an even count, the mean of the middle two). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
const REPEAT = Math.max(1, Number(process.env.BENCH_LADDER_REPEAT ?? 3));

/**
 * A generated 1080p clip to the full ladder (1080/720/480/360, x264 capped CRF): the pipeline
 * (upload → queue → worker → MinIO → ready, through the running stack) against the worker's own
 * ffmpeg command run by hand (pipeline overhead, target ≤ 10 %), alternating BENCH_LADDER_REPEAT
 * times (medians), and against the plain hand-written single pass (veryfast everywhere); that single
 * pass against separate per-rendition runs (what one pass saves, target ≥ 1.2×).
 */
export default async function mediaLadder() {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-ladder-'));
  let outcomes;
  try {
    const source = await makeClip(join(dir, 'source.mp4'), { width: 1920, height: 1080, seconds: SECONDS });
    const token = await signIn();
    outcomes = await watchVideoOutcomes();
    const runs = [];
    for (let i = 0; i < REPEAT; i++) {
      const started = process.hrtime.bigint();
      let uploaded = 0n;
      let videoId = '';
      await uploadAndWait(token, source, `BENCH LADDER ${Date.now()}`, {
        outcomes,
        onUploaded: (id) => {
          uploaded = process.hrtime.bigint();
          videoId = id;
        },
      });
      const ended = process.hrtime.bigint();
      const byHand = await workerPass(source, mkdtempSync(join(dir, 'worker-')), false);
      const withExtras = await workerPass(source, mkdtempSync(join(dir, 'extras-')), true);
      runs.push({
        pipeline: Number(ended - started) / 1e9,
        afterUpload: Number(ended - uploaded) / 1e9,
        upload: Number(uploaded - started) / 1e9,
        byHand,
        withExtras,
        stages: workerStages(videoId),
      });
    }
    const pipeline = median(runs.map((r) => r.pipeline));
    const afterUpload = median(runs.map((r) => r.afterUpload));
    const byHand = median(runs.map((r) => r.byHand));
    const withExtras = median(runs.map((r) => r.withExtras));
    // Overheads per run (each pipeline beside the by-hand run right after it), then their median:
    // load that comes and goes moves both sides of a pair alike.
    const overhead = median(runs.map((r) => r.pipeline / r.byHand - 1));
    const overheadStored = median(runs.map((r) => r.afterUpload / r.byHand - 1));
    const extrasCost = median(runs.map((r) => r.withExtras / r.byHand - 1));
    const single = timed(() => handSinglePass(source, mkdtempSync(join(dir, 'single-'))));
    const separate = timed(() => separateRuns(source, mkdtempSync(join(dir, 'separate-'))));
    const share = (x) => `${x >= 0 ? '+' : ''}${round(x * 100, 1)} %`;
    return {
      name: 'media-ladder',
      lines: [
        `clip: ${SECONDS} s 1920x1080 30 fps → 1080/720/480/360 + AAC, x264 ${PRESET} CRF ${CRF} capped, 4 s CMAF segments; ${REPEAT} alternating runs (medians); load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
        `pipeline (upload → ready)          ${round(pipeline, 1)} s   real-time factor ${round(SECONDS / pipeline)}x`,
        `pipeline (stored upload → ready)   ${round(afterUpload, 1)} s   (the upload through the gateway took ${round(median(runs.map((r) => r.upload)), 1)} s)`,
        `the worker's ffmpeg by hand        ${round(byHand, 1)} s   (its ladder command; the same command with its stills and storyboard outputs: ${round(withExtras, 1)} s, ${share(extrasCost)} per run)`,
        `pipeline overhead (per run)        ${share(overhead)} from upload, ${share(overheadStored)} from the stored upload (target ≤ 10 %)`,
        ...runs.map(
          (r, i) =>
            `  run ${i + 1}: pipeline ${round(r.pipeline, 1)} s (upload ${round(r.upload, 1)} s), by hand ${round(r.byHand, 1)} s (${share(r.pipeline / r.byHand - 1)}), with stills and storyboard ${round(r.withExtras, 1)} s; worker stages ${
              r.stages
                ? Object.entries(r.stages)
                    .map(([k, v]) => `${k} ${round(v, 1)}`)
                    .join(', ')
                : 'not in a log here'
            }`,
        ),
        `hand-written single ffmpeg         ${round(single, 1)} s   (${PRESET} everywhere, every rung from the source) pipeline is ${round(single / pipeline)}x its speed`,
        `separate per-rendition runs        ${round(separate, 1)} s   the pipeline is ${round(separate / pipeline)}x faster, the hand-written single pass ${round(separate / single)}x (target ≥ 1.2x)`,
      ],
      figures: {
        seconds: SECONDS,
        pipeline,
        afterUpload,
        byHand,
        withExtras,
        overhead,
        overheadStored,
        extrasCost,
        single,
        separate,
        runs,
      },
    };
  } finally {
    await outcomes?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
