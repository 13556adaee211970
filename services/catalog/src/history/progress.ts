/** Percent watched: round(position / duration × 100), within 0–100; unknown duration counts as 0. */
export function progressPercent(positionSeconds: number, durationSeconds: number): number {
  if (!(durationSeconds > 0) || !(positionSeconds > 0)) return 0;
  return Math.min(100, Math.round((positionSeconds / durationSeconds) * 100));
}
