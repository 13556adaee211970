import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, round, stackDir } from '../lib.mjs';
import {
  ffmpegTimed,
  makeClip,
  mediaStorage,
  representation,
  signIn,
  ssim,
  uploadAndWait,
  watchVideoOutcomes,
} from '../media-support.mjs';

const require = createRequire(import.meta.url);
// The worker's own argument builders (its build output): each family's ladder exactly as the worker encodes it.
const worker = (file) => require(join(repoRoot, 'services/media-worker/dist', file));
const { DEFAULT_ENCODE, QUIET_ARGS, ladderArgs, ladderRepresentations, rungAv1Crf } = worker('ffmpeg-args.js');
const { buildLadder } = worker('ladder.js');
const { probe } = worker('ffmpeg.js');

const SECONDS = Number(process.env.BENCH_LADDER_SECONDS ?? 60);
/** AV1 CRFs tried beside the worker's: the highest whose SSIM is within the tolerance is the tuned one. */
const AV1_CRFS = (
  process.env.BENCH_AV1_CRFS ?? `${DEFAULT_ENCODE.av1Crf - 4},${DEFAULT_ENCODE.av1Crf},${DEFAULT_ENCODE.av1Crf + 4}`
)
  .split(',')
  .map(Number);
/** Equal quality: AV1's SSIM at most this much below H.264's, rung by rung. */
const SSIM_TOLERANCE = 0.002;
/** Target: AV1 at least this share fewer bytes than H.264 at equal quality. */
const TARGET_SAVING = 0.3;
/** Upload → ready runs of each side (alternating; medians); 0 leaves the pipeline out. */
const PIPELINE_RUNS = Math.max(0, Number(process.env.BENCH_AV1_PIPELINE_RUNS ?? 2));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const pct = (x) => `${x >= 0 ? '+' : ''}${round(x * 100, 1)} %`;

/**
 * One codec family's ladder of `source` as the worker encodes it (its command, without stills and
 * storyboard), timed: wall and CPU seconds; per rung its bytes and SSIM against the source.
 */
async function encodeFamily(dir, source, codec, settings = {}) {
  const info = await probe(source);
  const ladder = buildLadder(info);
  const encode = { ...DEFAULT_ENCODE, ...settings, codecs: [codec] };
  const out = mkdtempSync(join(dir, `${codec}-`));
  const args = ladderArgs(source, out, info, ladder, encode).slice(QUIET_ARGS.length);
  // Progress reports are of no use here.
  const at = args.indexOf('-progress');
  if (at >= 0) args.splice(at, 2);
  const { wall, cpu } = ffmpegTimed(args);
  const rungs = ladderRepresentations(ladder, encode.codecs).map((r, k) => {
    const file = representation(out, k);
    return {
      height: r.height,
      crf: codec === 'av1' ? rungAv1Crf(encode.av1Crf, r.height) : encode.crf,
      bytes: statSync(file).size,
      ssim: ssim(file, source, { w: r.width, h: r.height }),
    };
  });
  rmSync(out, { recursive: true, force: true });
  return { wall, cpu, rungs, seconds: info.durationSeconds };
}

/** H.264 against AV1 at each CRF on one source: per rung bytes and SSIM, the tuned CRF per rung, CPU seconds. */
async function compare(dir, source, label) {
  const h264 = await encodeFamily(dir, source, 'h264');
  const av1 = [];
  for (const crf of AV1_CRFS) av1.push({ crf, ...(await encodeFamily(dir, source, 'av1', { av1Crf: crf })) });
  const atWorker = av1.find((a) => a.crf === DEFAULT_ENCODE.av1Crf) ?? av1[0];
  const rungs = h264.rungs.map((h, i) => {
    // The tuned CRF of this rung: the one with the fewest bytes whose SSIM is within the tolerance.
    const equal = av1
      .map((a) => a.rungs[i])
      .filter((a) => a.ssim >= h.ssim - SSIM_TOLERANCE)
      .sort((a, b) => a.bytes - b.bytes)[0];
    return { height: h.height, h264: h, av1: atWorker.rungs[i], tuned: equal ?? null };
  });
  const total = (pick) => rungs.reduce((sum, r) => sum + (pick(r)?.bytes ?? NaN), 0);
  const h264Bytes = total((r) => r.h264);
  const workerBytes = total((r) => r.av1);
  const tunedBytes = total((r) => r.tuned);
  const kbps = (bytes, seconds) => Math.round((bytes * 8) / seconds / 1000);
  const lines = [
    `${label}: H.264 (x264 ${DEFAULT_ENCODE.preset}, CRF ${DEFAULT_ENCODE.crf}) ${round(h264.cpu, 1)} CPU s / ${round(h264.wall, 1)} s wall; ` +
      av1
        .map(
          (a) =>
            `AV1 base CRF ${a.crf} (SVT-AV1 preset ${DEFAULT_ENCODE.av1Preset}) ${round(a.cpu, 1)} CPU s / ${round(a.wall, 1)} s`,
        )
        .join('; '),
    `${label}: AV1/H.264 encode CPU at base CRF ${atWorker.crf}: ${round(atWorker.cpu / h264.cpu)}x`,
    ...rungs.map(
      (r) =>
        `${label}: ${String(r.height).padStart(4)}p  H.264 ${kbps(r.h264.bytes, h264.seconds)} kbit/s SSIM ${r.h264.ssim.toFixed(4)} | ` +
        `AV1 CRF ${r.av1.crf} ${kbps(r.av1.bytes, h264.seconds)} kbit/s SSIM ${r.av1.ssim.toFixed(4)} (Δ ${(r.av1.ssim - r.h264.ssim).toFixed(4)}, bytes ${round(r.av1.bytes / r.h264.bytes)}x) | ` +
        (r.tuned
          ? `tuned CRF ${r.tuned.crf}: ${kbps(r.tuned.bytes, h264.seconds)} kbit/s SSIM ${r.tuned.ssim.toFixed(4)}, bytes ${round(r.tuned.bytes / r.h264.bytes)}x`
          : `no AV1 CRF tried within ${SSIM_TOLERANCE} SSIM`),
    ),
    `${label}: all rungs: AV1 at base CRF ${atWorker.crf} ${round(workerBytes / h264Bytes)}x H.264's bytes (${pct(workerBytes / h264Bytes - 1)}); ` +
      `tuned per rung (SSIM within ${SSIM_TOLERANCE}) ${Number.isFinite(tunedBytes) ? `${round(tunedBytes / h264Bytes)}x (${pct(tunedBytes / h264Bytes - 1)})` : 'n/a'}; target ≤ ${1 - TARGET_SAVING}x`,
  ];
  return {
    lines,
    figures: {
      h264: { cpu: h264.cpu, wall: h264.wall },
      av1: av1.map((a) => ({ crf: a.crf, cpu: a.cpu, wall: a.wall })),
      rungs,
      bytesRatioAtWorkerCrf: workerBytes / h264Bytes,
      bytesRatioTuned: tunedBytes / h264Bytes,
      cpuRatio: atWorker.cpu / h264.cpu,
    },
  };
}

/**
 * A demo title's rendered source, as the worker stored it (where an upload would be: under
 * `uploads/demo-<uuid>/`): the first rendered, which on a fresh stack is the oldest release,
 * "Color of Rain".
 */
async function demoSource(dir) {
  const { minio, bucket } = mediaStorage();
  const sources = [];
  await new Promise((resolve, reject) => {
    const list = minio.listObjectsV2(bucket, 'uploads/demo-', true);
    list.on('data', (item) => {
      if (item.name?.endsWith('/file')) sources.push(item);
    });
    list.on('error', reject);
    list.on('end', resolve);
  });
  const first = sources.sort((a, b) => a.lastModified - b.lastModified)[0];
  if (!first) throw new Error('no demo title has been rendered on this stack (SEED_DEMO_MEDIA)');
  const path = join(dir, 'demo.mp4');
  await minio.fGetObject(bucket, first.name, path);
  return path;
}

/** Restarts the stack's media worker with MEDIA_CODECS=`codecs` (uploads' codec families). */
function workerWith(codecs) {
  const stack = (...args) =>
    execFileSync(process.execPath, [join(repoRoot, 'deploy/local/stack.mjs'), ...args, '--only', 'media-worker'], {
      env: { ...process.env, MEDIA_CODECS: codecs },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  stack('stop');
  stack('start');
}

/**
 * AV1 beside H.264, per rung: the worker's ladder of a generated 1080p clip and of a demo title's
 * source in each family (separate encodes, so each family's CPU seconds are its own), bytes and
 * SSIM against the source per rung, at the worker's AV1 CRF and at the highest CRF tried whose SSIM
 * stays within 0.002 of H.264's (BENCH_AV1_CRFS); then the whole pipeline (upload → ready through
 * the running stack) with uploads in H.264 only and in H.264 + AV1 (the worker restarted with
 * MEDIA_CODECS between runs, alternating, BENCH_AV1_PIPELINE_RUNS each).
 */
export default async function av1Ladder() {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-av1-'));
  let outcomes;
  try {
    const loadAtStart = loadavg();
    const uptimeAtStart = execFileSync('uptime', { encoding: 'utf8' }).trim();
    const clip = await makeClip(join(dir, 'clip.mp4'), { width: 1920, height: 1080, seconds: SECONDS });
    const onClip = await compare(dir, clip, `${SECONDS} s 1080p clip`);
    const onDemo = await compare(dir, await demoSource(dir), 'demo title (12 s 480p)');

    const pipeline = { h264: [], both: [] };
    if (PIPELINE_RUNS > 0) {
      const token = await signIn();
      outcomes = await watchVideoOutcomes();
      for (let run = 0; run < PIPELINE_RUNS; run++) {
        for (const [side, codecs] of [
          ['h264', 'h264'],
          ['both', 'h264,av1'],
        ]) {
          workerWith(codecs);
          const started = process.hrtime.bigint();
          await uploadAndWait(token, clip, `BENCH AV1 ${side} ${Date.now()}`, { outcomes });
          pipeline[side].push(Number(process.hrtime.bigint() - started) / 1e9);
        }
      }
      // The stack's worker as it was: uploads in its default codecs.
      workerWith(process.env.MEDIA_CODECS ?? 'h264');
    }
    const uptimeAtEnd = execFileSync('uptime', { encoding: 'utf8' }).trim();
    const load = (l) => l.map((x) => x.toFixed(2)).join(' ');
    const pipelineLines =
      PIPELINE_RUNS > 0
        ? [
            `pipeline upload → ready (${SECONDS} s 1080p clip, ${PIPELINE_RUNS} alternating runs each, medians): H.264 only ${round(median(pipeline.h264), 1)} s, H.264 + AV1 ${round(median(pipeline.both), 1)} s (${round(median(pipeline.both) / median(pipeline.h264))}x; runs ${pipeline.h264.map((s) => round(s, 1)).join('/')} vs ${pipeline.both.map((s) => round(s, 1)).join('/')})`,
          ]
        : ['pipeline runs left out (BENCH_AV1_PIPELINE_RUNS=0)'];
    return {
      name: 'av1-ladder',
      lines: [
        `taken under load: load average ${load(loadAtStart)} → ${load(loadavg())}; uptime at start "${uptimeAtStart}", at end "${uptimeAtEnd}"`,
        ...onClip.lines,
        ...onDemo.lines,
        ...pipelineLines,
      ],
      figures: {
        seconds: SECONDS,
        av1Crfs: AV1_CRFS,
        ssimTolerance: SSIM_TOLERANCE,
        clip: onClip.figures,
        demo: onDemo.figures,
        pipeline,
        stackDir,
      },
    };
  } finally {
    await outcomes?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
