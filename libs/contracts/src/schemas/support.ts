import { z } from 'zod';
import { dateTime, pageFields } from './common';

export const QueryStatusSchema = z.enum(['open', 'in_progress', 'resolved', 'closed']);

export const QueryReplySchema = z.object({ message: z.string(), createdAt: dateTime() });

/** A support query as the API shows it (spec §3). */
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
