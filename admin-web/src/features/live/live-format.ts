import type { LiveEventState } from '@streamhub/contracts';
import { formatInr, formatNumber } from '../../shared/i18n/format';
import { t } from '../../shared/i18n/i18n';

/** The badge of an event's state. */
export function stateBadge(state: LiveEventState): { label: string; className: string } {
  if (state === 'live') return { label: t('live.state.live'), className: 'badge badge-danger' };
  if (state === 'scheduled') return { label: t('live.state.scheduled'), className: 'badge badge-success' };
  return { label: t('live.state.ended'), className: 'badge' };
}

/** "12 s ago" style age of a time (null: "—"), as of `now`. */
export function ago(iso: string | null, now: number): string {
  if (!iso) return '—';
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 120) return t('live.secondsAgo', { n: formatNumber(seconds) });
  const minutes = Math.round(seconds / 60);
  return minutes < 120
    ? t('live.minutesAgo', { n: formatNumber(minutes) })
    : t('live.hoursAgo', { n: formatNumber(Math.round(minutes / 60)) });
}

/** kbit/s with its unit, or "—". */
export function kbps(value: number | null): string {
  if (value === null) return '—';
  return value >= 1000
    ? `${formatNumber(value / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} Mbit/s`
    : `${formatNumber(value)} kbit/s`;
}

/** Who may watch: subscribers, or pay-per-view at its price. */
export function accessLabel(event: { access: string; pricePaise?: number | null }): string {
  return event.access === 'ppv'
    ? t('live.ppv', { price: formatInr((event.pricePaise ?? 0) / 100) })
    : t('live.subscribers');
}
