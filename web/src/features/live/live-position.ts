/** Where a live playback stands in its DVR window (docs/live.md, "Player"); pure, so it is tested offline. */

/** How far back the "Back 30 s" button goes. */
export const LIVE_BACK_SECONDS = 30;
/**
 * Within this many seconds of the live edge the viewer counts as watching live (the LIVE badge
 * lights up). The edge (shaka's seek range end) moves with the wall clock and so does a playing
 * stream, so a viewer at it stays within a stall or two of it: four 2 s segments.
 */
export const LIVE_EDGE_TOLERANCE_SECONDS = 8;

export interface SeekRange {
  start: number;
  end: number;
}

export interface LivePosition {
  /** Seconds of the DVR window a viewer may seek in. */
  windowSeconds: number;
  /** Seconds behind the live edge (0 at it). */
  behindSeconds: number;
  /** At the live edge: the badge is lit and "Go live" has nothing to do. */
  atLive: boolean;
  /** The position as a fraction of the window (0 its start, 1 the live edge), for the seek bar. */
  fraction: number;
}

/** The live position of `current` in `range` (shaka's seek range, whose end is the live edge). */
export function livePosition(range: SeekRange, current: number): LivePosition {
  const windowSeconds = Math.max(0, range.end - range.start);
  const behindSeconds = Math.max(0, range.end - current);
  const fraction = windowSeconds > 0 ? Math.min(1, Math.max(0, (current - range.start) / windowSeconds)) : 1;
  return { windowSeconds, behindSeconds, atLive: behindSeconds <= LIVE_EDGE_TOLERANCE_SECONDS, fraction };
}

/** Where "Back 30 s" lands: 30 s earlier, not before the window's start. */
export function backTarget(range: SeekRange, current: number, by = LIVE_BACK_SECONDS): number {
  return Math.max(range.start, Math.min(range.end, current - by));
}

/** Where a click at `fraction` of the DVR seek bar lands. */
export function seekTarget(range: SeekRange, fraction: number): number {
  const f = Math.min(1, Math.max(0, fraction));
  return range.start + f * Math.max(0, range.end - range.start);
}

/** The latency shown in the stats overlay, "3.4 s"; "–" before it is known. */
export function formatLatency(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '–';
  return `${seconds.toFixed(1)} s`;
}

/** "−0:42" behind the live edge, for the seek bar's label. */
export function formatBehind(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `−${h}:${String(m).padStart(2, '0')}:${s}` : `−${m}:${s}`;
}
