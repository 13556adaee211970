import { z } from 'zod';
import { AuthEvents } from './constants';
import { AccountLanguageEventSchema } from './schemas';

/*
 * The payloads of auth's domain events as zod schemas: consumers' `@EventHandler`s parse each
 * arriving event with them (messaging/event-schemas.ts), so a malformed message is refused with its
 * reasons in the log instead of failing somewhere inside a handler.
 */
const id = z.string().min(1);
const role = z.enum(['user', 'admin']);

export const AuthEventSchemas = {
  [AuthEvents.userRegistered]: z.object({
    userId: id,
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    role,
    createdAt: z.string(),
  }),
  [AuthEvents.userUpdated]: z.object({ userId: id, name: z.string(), mobile: z.string(), role: role.optional() }),
  [AuthEvents.userStatusChanged]: z.object({ userId: id, status: z.enum(['active', 'inactive']) }),
  [AuthEvents.userDeleted]: z.object({ userId: id }),
  [AuthEvents.userErased]: z.object({ userId: id, requestedAt: z.string() }),
  [AuthEvents.profileDeleted]: z.object({ userId: id, profileId: id }),
  [AuthEvents.accountLanguageChanged]: AccountLanguageEventSchema,
} as const;
