import {
  AnalyticsMessages,
  PLAYBACK_LIMITS,
  type AnalyticsRangeRequest,
  type RetentionPoint,
} from '@streamhub/contracts';

export const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;

/** The UTC day number (days since the epoch) of a YYYY-MM-DD date. */
export function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** YYYY-MM-DD of a UTC day number. */
export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export interface RangeBounds {
  firstDay: number;
  lastDay: number;
  /** Inclusive start and exclusive end, in ms since the epoch. */
  fromMs: number;
  toMs: number;
}

/** The bounds of a range of whole UTC days, or the reason it is not one. */
export function rangeBounds(range: AnalyticsRangeRequest): RangeBounds | { error: string } {
  const firstDay = dayNumber(range.from);
  const lastDay = dayNumber(range.to);
  if (!Number.isFinite(firstDay) || !Number.isFinite(lastDay))
    return { error: 'from and to must be dates (YYYY-MM-DD)' };
  if (firstDay > lastDay) return { error: AnalyticsMessages.invalidRange };
  if (lastDay - firstDay + 1 > MAX_RANGE_DAYS) return { error: AnalyticsMessages.rangeTooLong };
  return { firstDay, lastDay, fromMs: firstDay * DAY_MS, toMs: (lastDay + 1) * DAY_MS };
}

/** `part / whole`, 0 when there is no whole, rounded to 4 places. */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? round(part / whole, 4) : 0;
}

export function round(value: number, places = 2): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

/** Every day of the range with its row, or `empty(day)` where there is none. */
export function fillDays<T>(bounds: RangeBounds, rows: Map<number, T>, empty: (day: string) => T): T[] {
  const out: T[] = [];
  for (let d = bounds.firstDay; d <= bounds.lastDay; d++) out.push(rows.get(d) ?? empty(dayString(d)));
  return out;
}

/**
 * The retention curve from how many sessions stopped furthest at each step: the % of starts
 * still watching at 0 %, 5 %, ... 100 % of the runtime (each step counts the sessions that got at
 * least that far, so the curve never rises).
 */
export function retentionCurve(sessionsByFurthestStep: ReadonlyMap<number, number>): RetentionPoint[] {
  const steps = 100 / PLAYBACK_LIMITS.retentionStepPercent;
  let total = 0;
  for (const n of sessionsByFurthestStep.values()) total += n;
  const points: RetentionPoint[] = [];
  let stillWatching = total;
  for (let step = 0; step <= steps; step++) {
    points.push({
      percent: step * PLAYBACK_LIMITS.retentionStepPercent,
      viewers: total > 0 ? round((100 * stillWatching) / total, 2) : 0,
    });
    stillWatching -= sessionsByFurthestStep.get(step) ?? 0;
  }
  return points;
}

/** Time stalled over time spent watching or stalled. */
export function rebufferingRatio(stallMs: number, watchedMs: number): number {
  return ratio(stallMs, stallMs + watchedMs);
}

/** Average bitrate in kbit/s, weighted by time played at each bitrate; null without any. */
export function averageKbps(bitrateTimesMs: number, watchedMs: number): number | null {
  return watchedMs > 0 ? round(bitrateTimesMs / watchedMs / 1000, 1) : null;
}
