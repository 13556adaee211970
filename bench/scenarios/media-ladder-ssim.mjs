import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { round } from '../lib.mjs';
import {
  CRF,
  PRESET,
  RUNGS,
  WORKER_TUNING,
  ffmpegTimed,
  makeClip,
  representation,
  singlePassArgs,
  ssim,
} from '../media-support.mjs';

const SECONDS = Number(process.env.BENCH_LADDER_SECONDS ?? 60);
const list = (name, fallback) => (process.env[name] ? process.env[name].split(',').map((s) => s.trim()) : fallback);
/** The tuned variant: a preset and a CRF per rung (1080/720/480/360), each rung scaled from the one above. */
const TUNED_PRESETS = list('BENCH_TUNED_PRESETS', WORKER_TUNING.presets);
const TUNED_CRFS = list(
  'BENCH_TUNED_CRFS',
  RUNGS.map(() => CRF),
).map(Number);
/** Equal quality: every rung's SSIM within this much of the hand-written pass's. */
const SSIM_TOLERANCE = 0.005;
/** Faster: at least this much less time (less is within the noise of a shared machine). */
const SPEED_MARGIN = 0.05;
/** Encodes of each variant, alternating (the medians count). */
const REPEAT = Math.max(1, Number(process.env.BENCH_LADDER_REPEAT ?? 3));

/** Wall time of one encode of the ladder with `options` into a fresh directory (kept for measuring). */
function encode(dir, name, source, options) {
  const out = mkdtempSync(join(dir, `${name}-`));
  return { out, ...ffmpegTimed(singlePassArgs(source, join(out, 'manifest.mpd'), options)) };
}

/** Per rung of an encode: SSIM and average video bitrate. */
function measure(out, source) {
  const rungs = RUNGS.map((rung, i) => {
    const file = representation(out, i);
    return {
      height: rung.h,
      ssim: ssim(file, source, rung),
      kbps: Math.round((statSync(file).size * 8) / SECONDS / 1000),
    };
  });
  rmSync(out, { recursive: true, force: true });
  return rungs;
}

const sum = (rungs) => rungs.reduce((total, r) => total + r.kbps, 0);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Beat the hand-written single pass at equal quality: the same ladder (a generated 1080p clip →
 * 1080/720/480/360, capped CRF, 4 s CMAF) once as the hand-written command (every rung scaled from
 * the source, x264 veryfast everywhere) and once tuned (a preset and CRF per rung, each rung
 * scaled once from the rung above). Wall time and CPU time of each (alternating encodes, median),
 * and per rung the SSIM against the source scaled to that rung and the bitrate. The tuned variant
 * wins when it needs at least 5 % less time (wall time on a quiet machine; CPU time when the load
 * average is above the core count, as the wall time is noise then) and no rung's SSIM is more than
 * 0.005 below the hand-written pass's. BENCH_LADDER_SECONDS shortens the clip; BENCH_TUNED_PRESETS
 * and BENCH_TUNED_CRFS (comma lists, 1080 first) change the tuning; BENCH_LADDER_REPEAT the runs.
 */
export default async function mediaLadderSsim() {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-ssim-'));
  try {
    const source = await makeClip(join(dir, 'source.mp4'), { width: 1920, height: 1080, seconds: SECONDS });
    const loadAtStart = loadavg();
    const options = { hand: {}, tuned: { presets: TUNED_PRESETS, crfs: TUNED_CRFS, cascade: true } };
    // Alternating encodes; quality is measured on the first encode of each.
    const runs = { hand: [], tuned: [] };
    const rungs = {};
    for (let run = 0; run < REPEAT; run++) {
      for (const name of ['hand', 'tuned']) {
        const { out, wall, cpu } = encode(dir, name, source, options[name]);
        runs[name].push({ wall, cpu });
        if (run === 0) rungs[name] = measure(out, source);
        else rmSync(out, { recursive: true, force: true });
      }
    }
    const summarize = (name) => ({
      wall: median(runs[name].map((r) => r.wall)),
      cpu: median(runs[name].map((r) => r.cpu)),
      runs: runs[name],
      rungs: rungs[name],
    });
    const hand = summarize('hand');
    const tuned = summarize('tuned');
    const loadAtEnd = loadavg();
    const quiet = Math.max(loadAtStart[0], loadAtEnd[0]) <= cpus().length;
    const basis = quiet ? 'wall' : 'cpu';
    const equalQuality = tuned.rungs.every((r, i) => r.ssim >= hand.rungs[i].ssim - SSIM_TOLERANCE);
    const faster = tuned[basis] <= hand[basis] * (1 - SPEED_MARGIN);
    const verdict =
      faster && equalQuality
        ? `tuned wins (at least 5 % less ${basis} time at equal quality)`
        : equalQuality
          ? `hand-written wins (tuned does not need 5 % less ${basis} time)`
          : 'hand-written wins (tuned loses more than 0.005 SSIM on a rung)';
    const load = (l) => l.map((x) => x.toFixed(2)).join(' ');
    const times = (v) =>
      `wall ${round(v.wall, 1)} s  CPU ${round(v.cpu, 1)} s  (runs: ${v.runs.map((r) => `${round(r.wall, 1)}/${round(r.cpu, 1)}`).join(', ')})`;
    return {
      name: 'media-ladder-ssim',
      lines: [
        `clip: ${SECONDS} s 1920x1080 30 fps → 1080/720/480/360, capped CRF, 4 s CMAF; ${REPEAT} alternating encodes each, medians; load average ${load(loadAtStart)} → ${load(loadAtEnd)}`,
        `hand-written (${PRESET} everywhere, CRF ${CRF}, every rung scaled from the source): ${times(hand)}`,
        `tuned (${TUNED_PRESETS.join('/')}, CRF ${TUNED_CRFS.join('/')}, each rung scaled from the one above): ${times(tuned)}`,
        `tuned/hand: wall ${round(tuned.wall / hand.wall)}x  CPU ${round(tuned.cpu / hand.cpu)}x`,
        ...RUNGS.map((rung, i) => {
          const [h, t] = [hand.rungs[i], tuned.rungs[i]];
          return `${String(rung.h).padStart(4)}p  SSIM hand ${h.ssim.toFixed(4)} tuned ${t.ssim.toFixed(4)} (Δ ${(t.ssim - h.ssim).toFixed(4)})   kbit/s hand ${h.kbps} tuned ${t.kbps}`;
        }),
        `all video rungs: kbit/s hand ${sum(hand.rungs)} tuned ${sum(tuned.rungs)} (${round(sum(tuned.rungs) / sum(hand.rungs))}x)`,
        `verdict: ${verdict}${quiet ? '' : ' — load above the core count: wall times are noise, CPU time decides'}`,
      ],
      figures: {
        seconds: SECONDS,
        hand,
        tuned: { ...tuned, presets: TUNED_PRESETS, crfs: TUNED_CRFS },
        basis,
        equalQuality,
        faster,
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
