/** Display rules of docs/product.md §2/§9: rating to one decimal or "N/A", runtime "Xh Ym", "1 Part"/"N Parts". */
import { formatDate } from '../../shared/i18n/format';
import { t } from '../../shared/i18n/i18n';

export const NOT_AVAILABLE = 'N/A';

export function formatRating(rating: number | null | undefined): string {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return NOT_AVAILABLE;
  return rating.toFixed(1);
}

/**
 * A video's length: the media's own once transcoded ("12s", "4m 05s", "1h 02m"), else the
 * runtime typed in by the admin ("0h 52m").
 */
export function videoRuntime(video: { durationSeconds?: number | null; runtimeMinutes?: number | null }): string {
  const seconds = video.durationSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0)
    return formatRuntime(video.runtimeMinutes);
  const total = Math.max(1, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  if (m > 0) return `${m}m ${String(s).padStart(2, '0')}s`;
  return `${s}s`;
}

export function formatRuntime(minutes: number | null | undefined): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return NOT_AVAILABLE;
  const whole = Math.round(minutes);
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}

/** "1 Part" / "N Parts" in the active language (an ICU plural, docs/i18n.md). */
export function partsLabel(count: number): string {
  return t('catalog.parts', { count });
}

/** The year of an ISO date, or null when there is none or it does not parse. */
export function releaseYear(date: string | null | undefined): number | null {
  if (!date) return null;
  const time = Date.parse(date);
  return Number.isNaN(time) ? null : new Date(time).getUTCFullYear();
}

/** Date and time, for "watched at": "Nov 25, 2026, 4:05 PM" (one date format across the app). */
export function formatDateTime(date: string | null | undefined): string {
  return formatDate(date, { withTime: true });
}

/** A genre field may hold several ("SCI-FI, DRAMA"): one chip each, no blanks or repeats. */
export function genreList(genre: string | null | undefined): string[] {
  const parts = (genre ?? '')
    .split(/[,/|]/)
    .map((part) => part.trim())
    .filter(Boolean);
  return [...new Set(parts)];
}
