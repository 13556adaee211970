import { QUERY_LIMITS, QUERY_STATUSES, SupportMessages, type QueryStatus } from '@streamhub/contracts';

export { checkQuery, type QueryFields } from '@streamhub/contracts';

const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A reply's text, or the message to show: blank or whitespace-only is refused (docs/product.md §5). */
export function checkReply(message: unknown): string | { error: string } {
  const text = trimmedText(message);
  if (!text) return { error: SupportMessages.replyRequired };
  if (text.length > QUERY_LIMITS.replyMaxLength) return { error: SupportMessages.replyTooLong };
  return text;
}

export function isQueryStatus(value: unknown): value is QueryStatus {
  return typeof value === 'string' && (QUERY_STATUSES as readonly string[]).includes(value);
}

/** `SQ-2026-000123`: the year the query was sent (India time) and a counter per year. */
export const queryReferenceOf = (year: number, seq: number): string => `SQ-${year}-${String(seq).padStart(6, '0')}`;
