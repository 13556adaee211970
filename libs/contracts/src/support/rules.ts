import { QUERY_LIMITS, SupportMessages } from './constants';
import { type SubmitQueryRequest } from './schemas';

// The contact form's rules live here so that support (which files a query) and the gateway (which
// keeps a query sent while support cannot be reached) give the same answers (docs/product.md §5).

export interface QueryFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The "simple address pattern" of docs/product.md §5: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
