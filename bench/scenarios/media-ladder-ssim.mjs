import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { round } from '../lib.mjs';
import { CRF, PRESET, RUNGS, ffmpeg, makeClip, singlePassArgs, timed } from '../media-support.mjs';

const SECONDS = Number(process.env.BENCH_LADDER_SECONDS ?? 60);
const list = (name, fallback) => (process.env[name] ? process.env[name].split(',').map((s) => s.trim()) : fallback);
/** The tuned variant: a preset and a CRF per rung (1080/720/480/360), each rung scaled from the one above. */
const TUNED_PRESETS = list('BENCH_TUNED_PRESETS', ['veryfast', 'veryfast', 'faster', 'faster']);
const TUNED_CRFS = list(
  'BENCH_TUNED_CRFS',
  RUNGS.map(() => CRF),
).map(Number);
/** Equal quality: every rung's SSIM within this much of the hand-written pass's. */
const SSIM_TOLERANCE = 0.005;
/** Faster: at least this much less wall time (one run each; less is noise on a shared machine). */
const SPEED_MARGIN = 0.05;

/** One representation's init segment and media segments, joined into one fragmented MP4. */
function representation(out, index) {
  const chunks = readdirSync(out)
    .filter((f) => f.startsWith(`chunk-${index}-`))
    .sort();
  if (chunks.length === 0) throw new Error(`no segments of representation ${index} in ${out}`);
  const file = join(out, `rendition-${index}.mp4`);
  writeFileSync(file, Buffer.concat([`init-${index}.m4s`, ...chunks].map((f) => readFileSync(join(out, f)))));
  return file;
}

/** ffmpeg's ssim filter: the rendition against the source scaled to the rendition's size ("All"). */
function ssim(rendition, source, rung) {
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

/** Encodes the ladder with `options`, then measures each rung: SSIM and average video bitrate. */
function variant(dir, name, source, options) {
  const out = mkdtempSync(join(dir, `${name}-`));
  const seconds = timed(() => ffmpeg(singlePassArgs(source, join(out, 'manifest.mpd'), options)));
  const rungs = RUNGS.map((rung, i) => {
    const file = representation(out, i);
    return {
      height: rung.h,
      ssim: ssim(file, source, rung),
      kbps: Math.round((statSync(file).size * 8) / SECONDS / 1000),
    };
  });
  rmSync(out, { recursive: true, force: true });
  return { seconds, rungs };
}

/**
 * Beat the hand-written single pass at equal quality: the same ladder (a generated 1080p clip →
 * 1080/720/480/360, capped CRF, 4 s CMAF) once as the hand-written command (every rung scaled from
 * the source, x264 veryfast everywhere) and once tuned (a preset and CRF per rung, each rung
 * scaled once from the rung above). Wall time of each, and per rung the SSIM against the source
 * scaled to that rung and the bitrate. The tuned variant wins when it takes at least 5 % less time
 * and no rung's SSIM is more than 0.005 below the hand-written pass's. BENCH_LADDER_SECONDS shortens
 * the clip; BENCH_TUNED_PRESETS and BENCH_TUNED_CRFS (comma lists, 1080 first) change the tuning.
 */
export default async function mediaLadderSsim() {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-ssim-'));
  try {
    const source = makeClip(join(dir, 'source.mp4'), { width: 1920, height: 1080, seconds: SECONDS });
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const hand = variant(dir, 'hand', source, {});
    const tuned = variant(dir, 'tuned', source, { presets: TUNED_PRESETS, crfs: TUNED_CRFS, cascade: true });
    const equalQuality = tuned.rungs.every((r, i) => r.ssim >= hand.rungs[i].ssim - SSIM_TOLERANCE);
    const faster = tuned.seconds <= hand.seconds * (1 - SPEED_MARGIN);
    const verdict =
      faster && equalQuality
        ? 'tuned wins (faster at equal quality)'
        : equalQuality
          ? 'hand-written wins (tuned is not 5 % faster)'
          : 'hand-written wins (tuned loses more than 0.005 SSIM on a rung)';
    const tunedLabel = `tuned (${TUNED_PRESETS.join('/')}, CRF ${TUNED_CRFS.join('/')}, cascaded scaling)`;
    return {
      name: 'media-ladder-ssim',
      lines: [
        `clip: ${SECONDS} s 1920x1080 30 fps → 1080/720/480/360, capped CRF, 4 s CMAF; load average at start ${load}`,
        `hand-written (${PRESET}, CRF ${CRF}, every rung from the source)   ${round(hand.seconds, 1)} s`,
        `${tunedLabel}   ${round(tuned.seconds, 1)} s   ${round(hand.seconds / tuned.seconds)}x of the hand-written speed`,
        ...RUNGS.map((rung, i) => {
          const [h, t] = [hand.rungs[i], tuned.rungs[i]];
          return `${String(rung.h).padStart(4)}p  SSIM hand ${h.ssim.toFixed(4)} tuned ${t.ssim.toFixed(4)} (Δ ${(t.ssim - h.ssim).toFixed(4)})   kbit/s hand ${h.kbps} tuned ${t.kbps}`;
        }),
        `verdict: ${verdict}; load average at end ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      ],
      figures: {
        seconds: SECONDS,
        hand,
        tuned: { ...tuned, presets: TUNED_PRESETS, crfs: TUNED_CRFS },
        equalQuality,
        faster,
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
