import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { round } from '../lib.mjs';
import { makeClip, signIn, uploadAndWait } from '../media-support.mjs';

const SECONDS = Number(process.env.BENCH_LADDER_SECONDS ?? 60);
const RUNGS = [
  { h: 1080, w: 1920, max: 5_000_000 },
  { h: 720, w: 1280, max: 2_800_000 },
  { h: 480, w: 854, max: 1_400_000 },
  { h: 360, w: 640, max: 800_000 },
];
const X264 = [
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-pix_fmt',
  'yuv420p',
  '-g',
  '120',
  '-keyint_min',
  '120',
  '-sc_threshold',
  '0',
  '-threads',
  '2',
];
const DASH = ['-f', 'dash', '-seg_duration', '4', '-use_template', '1', '-use_timeline', '1', '-hls_playlist', '1'];

function timed(fn) {
  const started = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - started) / 1e9;
}
const ffmpeg = (args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

/** The same ladder as one hand-written ffmpeg command: decode once, split, four encodes, one package. */
function handSinglePass(source, out) {
  const split = `[0:v]split=4${RUNGS.map((_, i) => `[s${i}]`).join('')};${RUNGS.map((r, i) => `[s${i}]scale=${r.w}:${r.h},setdar=16/9[v${i}]`).join(';')}`;
  const maps = RUNGS.flatMap((r, i) => [
    '-map',
    `[v${i}]`,
    `-c:v:${i}`,
    'libx264',
    `-maxrate:v:${i}`,
    String(r.max),
    `-bufsize:v:${i}`,
    String(2 * r.max),
  ]);
  ffmpeg([
    '-i',
    source,
    '-filter_complex',
    split,
    ...maps,
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
    join(out, 'manifest.mpd'),
  ]);
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
      ...X264,
      ...DASH,
      join(dir, 'manifest.mpd'),
    ]);
  }
  const audio = join(out, 'audio');
  mkdirSync(audio, { recursive: true });
  ffmpeg(['-i', source, '-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', ...DASH, join(audio, 'manifest.mpd')]);
}

/**
 * A generated 1080p clip to the full ladder (1080/720/480/360, x264 veryfast): the pipeline
 * (upload → queue → worker → MinIO → ready, through the running stack) against one hand-written
 * ffmpeg command for the same ladder (pipeline overhead, target ≤ 10 %) and against separate
 * per-rendition runs (what the single pass saves, target ≥ 1.2×).
 */
export default async function mediaLadder() {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-ladder-'));
  try {
    const source = makeClip(join(dir, 'source.mp4'), { width: 1920, height: 1080, seconds: SECONDS });
    const token = await signIn();
    const started = process.hrtime.bigint();
    await uploadAndWait(token, source, `BENCH LADDER ${Date.now()}`);
    const pipeline = Number(process.hrtime.bigint() - started) / 1e9;
    const single = timed(() => handSinglePass(source, mkdtempSync(join(dir, 'single-'))));
    const separate = timed(() => separateRuns(source, mkdtempSync(join(dir, 'separate-'))));
    return {
      name: 'media-ladder',
      lines: [
        `clip: ${SECONDS} s 1920x1080 30 fps → 1080/720/480/360 + AAC, x264 veryfast, 4 s CMAF segments`,
        `pipeline (upload → ready)      ${round(pipeline, 1)} s   real-time factor ${round(SECONDS / pipeline)}x`,
        `hand-written single ffmpeg     ${round(single, 1)} s   pipeline overhead ${round((pipeline / single - 1) * 100, 1)} % (target ≤ 10 %)`,
        `separate per-rendition runs    ${round(separate, 1)} s   single pass is ${round(separate / single)}x faster (target ≥ 1.2x)`,
      ],
      figures: { seconds: SECONDS, pipeline, single, separate },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
