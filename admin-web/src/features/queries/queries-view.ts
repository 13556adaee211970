import type { QueryStatus } from '@streamhub/contracts';
import { formatDate } from '../../shared/i18n/format';
import { t, type MessageKey } from '../../shared/i18n/i18n';
import type { QueriesListApiArg } from '../../app/generated/admin-api';

export type QueryStatusFilter = 'all' | QueryStatus;

/** The statuses in their order, each with its catalog key ("Open", "In Progress", …). */
export const QUERY_STATUS_OPTIONS: { value: QueryStatus; label: MessageKey }[] = [
  { value: 'open', label: 'queries.status.open' },
  { value: 'in_progress', label: 'queries.status.in_progress' },
  { value: 'resolved', label: 'queries.status.resolved' },
  { value: 'closed', label: 'queries.status.closed' },
];

export const QUERIES_PAGE_SIZE = 20;

/** An unknown or missing status displays as Open (docs/product.md §4). */
export function displayStatus(status: unknown): QueryStatus {
  return QUERY_STATUS_OPTIONS.some((o) => o.value === status) ? (status as QueryStatus) : 'open';
}

export function statusLabel(status: unknown): string {
  const shown = displayStatus(status);
  return t(QUERY_STATUS_OPTIONS.find((o) => o.value === shown)!.label);
}

export const STATUS_ICONS: Record<QueryStatus, string> = {
  open: '●',
  in_progress: '◔',
  resolved: '✔',
  closed: '✖',
};

/** Date with hour and minute, e.g. "Nov 22, 2026, 11:05 PM"; "N/A" when missing. */
export function formatQueryDate(value: string | undefined | null): string {
  return formatDate(value, { withTime: true });
}

/** At most `max` characters, with an ellipsis when cut. */
export function truncate(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function queriesQueryParams(filter: {
  search: string;
  status: QueryStatusFilter;
  page: number;
  limit: number;
}): QueriesListApiArg {
  const params: QueriesListApiArg = { page: filter.page, limit: filter.limit };
  if (filter.search.trim()) params.q = filter.search.trim();
  if (filter.status !== 'all') params.status = filter.status;
  return params;
}
