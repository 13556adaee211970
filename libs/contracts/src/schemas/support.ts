import { z } from 'zod';
import { QUERY_LIMITS, QUERY_STATUSES, SupportMessages, type QueryStatus } from '../support';
import { limitParam, pageParam, queryChoice, QueryConversions, searchQuery } from './query';
import { dateTime, pageFields } from './common';

export const QueryStatusSchema = z.enum(['open', 'in_progress', 'resolved', 'closed']);

export const QueryReplySchema = z.object({ message: z.string(), createdAt: dateTime() });

/** A support query as the API shows it (docs/product.md §3). */
export const SupportQuerySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    status: QueryStatusSchema,
    replies: z.array(QueryReplySchema),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'SupportQuery' });

export const QueryListSchema = z.object({ queries: z.array(SupportQuerySchema), ...pageFields });

export const SupportQueryReplySchema = z.object({ query: SupportQuerySchema });

// ---- requests: types and length caps only; the contact-form rules and their spec messages (all
// fields, the address pattern, blank replies, statuses) are support's, so every client gets the same answers.

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .nullish();

export const SubmitQueryBodySchema = z.strictObject({
  name: text('Name', QUERY_LIMITS.nameMaxLength).meta({ example: 'Asha Rao' }),
  email: text('Email', QUERY_LIMITS.emailMaxLength).meta({ example: 'asha@example.com' }),
  subject: text('Subject', QUERY_LIMITS.subjectMaxLength).meta({ example: 'Payment not reflected' }),
  message: text('Message', QUERY_LIMITS.messageMaxLength).meta({ example: 'I paid for a plan but cannot watch.' }),
});

export const ReplyQueryBodySchema = z.strictObject({
  message: text('Reply', QUERY_LIMITS.replyMaxLength).meta({
    example: 'Your payment has been applied; please sign in again.',
  }),
});

export const SetQueryStatusBodySchema = z.strictObject({
  status: z
    .string({ error: SupportMessages.invalidStatus })
    .max(20, { error: SupportMessages.invalidStatus })
    .nullish()
    .meta({ description: 'open, in_progress, resolved or closed' }),
});

export const ListQueriesQuerySchema = z.strictObject({
  status: queryChoice(
    QueryConversions.trimmed,
    QUERY_STATUSES as readonly QueryStatus[] as [QueryStatus, ...QueryStatus[]],
    SupportMessages.invalidStatus,
  ).describe('Only queries with this status'),
  q: searchQuery('Search text', QUERY_LIMITS.searchMaxLength).describe(
    'Matches name, email, subject or message (case-insensitive)',
  ),
  page: pageParam(QueryConversions.number),
  limit: limitParam(QueryConversions.number, 20),
});
