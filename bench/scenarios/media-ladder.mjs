import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { round } from '../lib.mjs';
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
  WORKER_TUNING,
} from '../media-support.mjs';

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

/**
 * A generated 1080p clip to the full ladder (1080/720/480/360, x264 capped CRF): the pipeline
 * (upload → queue → worker → MinIO → ready, through the running stack) against the worker's ffmpeg
 * command run by hand (pipeline overhead, target ≤ 10 %) and against the plain hand-written single
 * pass (veryfast everywhere); that single pass against separate per-rendition runs (what one pass
 * saves, target ≥ 1.2×).
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
    const workerArgs = timed(() => handSinglePass(source, mkdtempSync(join(dir, 'worker-')), WORKER_TUNING));
    const separate = timed(() => separateRuns(source, mkdtempSync(join(dir, 'separate-'))));
    return {
      name: 'media-ladder',
      lines: [
        `clip: ${SECONDS} s 1920x1080 30 fps → 1080/720/480/360 + AAC, x264 ${PRESET} CRF ${CRF} capped, 4 s CMAF segments; load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
        `pipeline (upload → ready)      ${round(pipeline, 1)} s   real-time factor ${round(SECONDS / pipeline)}x`,
        `the worker's ffmpeg by hand    ${round(workerArgs, 1)} s   (1080 superfast, each rung scaled from the one above) pipeline overhead ${round((pipeline / workerArgs - 1) * 100, 1)} % (target ≤ 10 %)`,
        `hand-written single ffmpeg     ${round(single, 1)} s   (${PRESET} everywhere, every rung from the source) pipeline is ${round(single / pipeline)}x its speed`,
        `separate per-rendition runs    ${round(separate, 1)} s   the hand-written single pass is ${round(separate / single)}x faster (target ≥ 1.2x)`,
      ],
      figures: { seconds: SECONDS, pipeline, workerArgs, single, separate },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
