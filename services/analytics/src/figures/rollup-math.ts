import {
  AnalyticsMessages,
  PLAYBACK_LIMITS,
  type AnalyticsRangeRequest,
  type RetentionPoint,
} from '@streamhub/contracts';

export const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the platform's time-zone database knows an IANA zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at an instant, read as if it were UTC (ms since the epoch). */
function wallClock(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = +p.value;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at an instant, in ms (IST: +5 h 30 min). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  return wallClock(Math.floor(ms / 1000) * 1000, timeZone) - Math.floor(ms / 1000) * 1000;
}

/** The instant a calendar day (a UTC day number) starts in the zone. */
export function zonedDayStart(day: number, timeZone: string): number {
  const wall = day * DAY_MS;
  // Two passes settle the offset in force at that midnight (it may differ from the one 24 h away).
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}

/** YYYY-MM-DD of the calendar day an instant falls on in the zone. */
export function zonedDayString(ms: number, timeZone: string): string {
  return new Date(wallClock(ms, timeZone)).toISOString().slice(0, 10);
}

/** The UTC day number (days since the epoch) of a YYYY-MM-DD date. */
export function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** YYYY-MM-DD of a UTC day number. */
export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export interface RangeBounds {
  /** Calendar days (UTC day numbers of the zone's dates), both included. */
  firstDay: number;
  lastDay: number;
  /** Inclusive start and exclusive end, in ms since the epoch. */
  fromMs: number;
  toMs: number;
  /** Where each day of the range starts in the zone, and after the last its end (lastDay - firstDay + 2 instants). */
  dayStarts: number[];
}

/** The bounds of a range of whole days in a time zone (UTC when not given), or the reason it is not one. */
export function rangeBounds(range: Required<AnalyticsRangeRequest>, timeZone = 'UTC'): RangeBounds | { error: string } {
  const firstDay = dayNumber(range.from);
  const lastDay = dayNumber(range.to);
  if (!Number.isFinite(firstDay) || !Number.isFinite(lastDay))
    return { error: 'from and to must be dates (YYYY-MM-DD)' };
  if (firstDay > lastDay) return { error: AnalyticsMessages.invalidRange };
  if (lastDay - firstDay + 1 > MAX_RANGE_DAYS) return { error: AnalyticsMessages.rangeTooLong };
  const dayStarts: number[] = [];
  for (let d = firstDay; d <= lastDay + 1; d++) dayStarts.push(zonedDayStart(d, timeZone));
  return { firstDay, lastDay, fromMs: dayStarts[0]!, toMs: dayStarts[dayStarts.length - 1]!, dayStarts };
}

/**
 * A SQL expression for the calendar day (UTC day number of the zone's date) of the instant `column`
 * (ms) within the range: a CASE over the range's day starts, so half-hour offsets (IST) and
 * daylight-saving changes land on the right day. Only numbers we computed go into the text.
 */
export function zonedDaySql(bounds: RangeBounds, column: string): string {
  const { dayStarts, firstDay } = bounds;
  if (dayStarts.every((start, i) => i === 0 || start - dayStarts[i - 1]! === DAY_MS))
    return `((${column} + ${firstDay * DAY_MS - dayStarts[0]!}) // ${DAY_MS})`;
  const whens: string[] = [];
  for (let i = bounds.dayStarts.length - 2; i >= 1; i--)
    whens.push(`WHEN ${column} >= ${bounds.dayStarts[i]} THEN ${bounds.firstDay + i}`);
  return whens.length ? `CASE ${whens.join(' ')} ELSE ${bounds.firstDay} END` : `${bounds.firstDay}`;
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
