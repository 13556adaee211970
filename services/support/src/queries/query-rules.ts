import {
  QUERY_LIMITS,
  QUERY_STATUSES,
  SupportMessages,
  type QueryStatus,
  type SubmitQueryRequest,
} from '@streamhub/contracts';

export interface QueryFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The "simple address pattern" of docs/product.md §5: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks the contact form in the order of docs/product.md §5 (all four fields, then the address), then the
 * length limits; returns the trimmed fields or the message to show.
 */
export function checkQuery(input: SubmitQueryRequest | undefined): QueryFields | { error: string } {
  const fields: QueryFields = {
    name: trimmedText(input?.name),
    email: trimmedText(input?.email),
    subject: trimmedText(input?.subject),
    message: trimmedText(input?.message),
  };
  if (!fields.name || !fields.email || !fields.subject || !fields.message)
    return { error: SupportMessages.fillAllFields };
  if (fields.email.length > QUERY_LIMITS.emailMaxLength || !EMAIL.test(fields.email))
    return { error: SupportMessages.invalidEmail };
  if (fields.name.length > QUERY_LIMITS.nameMaxLength) return { error: SupportMessages.nameTooLong };
  if (fields.subject.length > QUERY_LIMITS.subjectMaxLength) return { error: SupportMessages.subjectTooLong };
  if (fields.message.length > QUERY_LIMITS.messageMaxLength) return { error: SupportMessages.messageTooLong };
  return fields;
}

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
