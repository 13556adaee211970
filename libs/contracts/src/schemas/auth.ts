import { z } from 'zod';
import { dateTime, pageFields } from './common';

export const UserRoleSchema = z.enum(['user', 'admin']);
export const UserStatusSchema = z.enum(['active', 'inactive']);
const scope = z.enum(['all', 'episode']);

/** A user's plan as admin screens show it. */
export const UserPlanSummarySchema = z.object({
  planCode: z.string(),
  /** Empty for subscriptions whose events predate plan titles. */
  planTitle: z.string(),
  scope,
  episodeName: z.string().nullable(),
  /** ISO-8601. */
  endAt: dateTime(),
});

/** A stored request to delete an account: when it was made and when the account will be erased. */
export const AccountDeletionSchema = z
  .object({ requestedAt: dateTime(), eraseAfter: dateTime() })
  .meta({ id: 'AccountDeletion' });

/** A user as the API returns it. Never carries a password or hash. */
export const PublicUserSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    role: UserRoleSchema,
    status: UserStatusSchema,
    /** "none", or the state of the user's latest subscription: "active", "expired" or "cancelled" (from billing's events). */
    subscriptionStatus: z.string(),
    /** The plan that subscriptionStatus describes (the live one ending last, else the latest); null with "none". */
    subscription: UserPlanSummarySchema.nullable(),
    createdAt: dateTime(),
    /** True when role is admin or the email is the owner admin address. */
    isAdmin: z.boolean(),
    /** Present while the user's own deletion request waits for its grace period (ISO dates). */
    deletion: AccountDeletionSchema.optional(),
  })
  .meta({ id: 'PublicUser' });

export const AuthResultSchema = z.object({ token: z.string(), user: PublicUserSchema }).meta({ id: 'AuthResult' });

/** A one-time code that signs the same admin in on the admin app. */
export const HandoffReplySchema = z.object({ code: z.string(), expiresInSeconds: z.int() });

export const SignupReplySchema = z.object({ email: z.string() });

export const UserStatsSchema = z.object({
  total: z.int(),
  active: z.int(),
  inactive: z.int(),
  admins: z.int(),
  pendingDeletion: z.int(),
});

export const UserListSchema = z.object({ users: z.array(PublicUserSchema), ...pageFields, stats: UserStatsSchema });

export const CreateAdminReplySchema = z.object({
  user: PublicUserSchema,
  /** False when an existing account was promoted instead. */
  created: z.boolean(),
});

/** `{ user }`: the signed-in user, or the one an admin changed. */
export const UserReplySchema = z.object({ user: PublicUserSchema });

/** `{ deletion }`: the stored deletion request. */
export const AccountDeletionReplySchema = z.object({ deletion: AccountDeletionSchema });
