/**
 * Dates as both apps print them (spec: short month, day, year in en-US; a missing value is N/A):
 * "Nov 25, 2026", or "Nov 25, 2026, 4:05 PM" with the time. Subscription periods are shown in
 * India's time zone (they are sold there); everything else in the viewer's own.
 */
export function formatDate(
  value: string | Date | null | undefined,
  { withTime = false, timeZone }: { withTime?: boolean; timeZone?: string } = {},
): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    ...(timeZone ? { timeZone } : {}),
  });
}
