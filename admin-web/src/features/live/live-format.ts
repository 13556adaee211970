import type { LiveEventState } from '@streamhub/contracts';

/** The badge of an event's state. */
export function stateBadge(state: LiveEventState): { label: string; className: string } {
  if (state === 'live') return { label: 'Live', className: 'badge badge-danger' };
  if (state === 'scheduled') return { label: 'Scheduled', className: 'badge badge-success' };
  return { label: 'Ended', className: 'badge' };
}

/** "12 s ago" style age of a time (null: "—"), as of `now`. */
export function ago(iso: string | null, now: number): string {
  if (!iso) return '—';
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 120) return `${seconds} s ago`;
  const minutes = Math.round(seconds / 60);
  return minutes < 120 ? `${minutes} min ago` : `${Math.round(minutes / 60)} h ago`;
}

/** kbit/s with its unit, or "—". */
export function kbps(value: number | null): string {
  if (value === null) return '—';
  return value >= 1000 ? `${(value / 1000).toFixed(1)} Mbit/s` : `${value} kbit/s`;
}
