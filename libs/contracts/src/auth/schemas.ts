import { z } from 'zod';
import { AuthLimits, AuthMessages } from './constants';
import { limitParam, pageParam, queryChoice, QueryConversions, searchQuery } from '../http/query-schemas';
import { dateTime, pageFields } from '../http/common-schemas';
import { PrivacyStatusSchema, SignupConsentSchema } from '../privacy/schemas';
import type { RequestOf } from '../http/schemas';
import type { ClientDevice } from './constants';
import { PROFILE_LANGUAGES, type ProfileLanguage } from '../languages/constants';

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

export const AuthResultSchema = z
  .object({
    token: z.string(),
    user: PublicUserSchema,
    /** On sign-in: whether the account has to agree to a newer privacy notice (docs/privacy.md). */
    privacy: PrivacyStatusSchema.optional(),
  })
  .meta({ id: 'AuthResult' });

/** A one-time code that signs the same admin in on the admin app. */
export const HandoffReplySchema = z.object({ code: z.string(), expiresInSeconds: z.int() });

/**
 * `signupId` names this request's pending sign-up: a later sign-up of the same email is a request of
 * its own, so a resend with this id mails a code for this request's details only.
 */
export const SignupReplySchema = z.object({ email: z.string(), signupId: z.string() });

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

// ---- requests (the gateway checks only their shape; auth checks the content in the order of docs/product.md §5)

/** Optional text of at most `max` characters: capped here, before any pattern in the service runs on it. */
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .nullish();

const MAX = {
  name: AuthLimits.nameMaxLength,
  email: AuthLimits.emailMaxLength,
  mobile: AuthLimits.mobileMaxLength,
  password: AuthLimits.passwordMaxLength,
  code: 16,
  signupId: 32,
} as const;

export const SignupBodySchema = z.strictObject({
  name: text('Name', MAX.name).meta({ example: 'Asha Rao' }),
  email: text('Email', MAX.email).meta({ example: 'asha@example.com' }),
  mobile: text('Mobile number', MAX.mobile).meta({
    example: '9876543210',
    description: '10-15 digits, optional leading +',
  }),
  password: text('Password', MAX.password).meta({ description: `At least ${AuthLimits.passwordMinLength} characters` }),
  consent: SignupConsentSchema.nullish().describe(
    'The privacy notice agreed to, the 18+ confirmation and the opt-ins; a sign-up without it is refused (CONSENT_REQUIRED)',
  ),
});

const signupId = text('Sign-up id', MAX.signupId).describe('From the sign-up reply: which pending sign-up is meant');

export const VerifySignupOtpBodySchema = z.strictObject({
  email: text('Email', MAX.email),
  otp: text('OTP', MAX.code).meta({ example: '123456' }),
  signupId,
});

export const ResendSignupOtpBodySchema = z.strictObject({ email: text('Email', MAX.email), signupId });

export const RedeemHandoffBodySchema = z.strictObject({
  code: z
    .string({ error: AuthMessages.handoffInvalid })
    .max(64, { error: AuthMessages.handoffInvalid })
    .describe('The one-time code the viewer app got from POST /auth/handoff'),
});

/** The code of a "this wasn't me" link (base64url of 32 random bytes). */
export const NotMeBodySchema = z.strictObject({ code: text('Code', 64) });

export const EmailOnlyBodySchema = z.strictObject({ email: text('Email', MAX.email) });

export const SigninBodySchema = z.strictObject({
  email: text('Email', MAX.email).meta({ example: 'user@streamhub.local' }),
  password: text('Password', MAX.password).meta({ example: 'User@123' }),
  remember: z
    .boolean({ error: 'remember must be true or false' })
    .nullish()
    .describe('"Keep me signed in": a 30-day token instead of 1 day'),
});

export const UpdateProfileBodySchema = z.strictObject({
  /** Fails whenever it is present at all: the email cannot be changed. */
  email: z
    .undefined({ error: AuthMessages.emailImmutable })
    .optional()
    .meta({ type: 'string', description: 'Not allowed: the email cannot be changed' }),
  name: text('Name', MAX.name),
  mobile: text('Mobile number', MAX.mobile),
});

export const ChangePasswordBodySchema = z.strictObject({
  currentPassword: text('Current password', MAX.password),
  newPassword: text('New password', MAX.password),
});

export const ResetPasswordBodySchema = z.strictObject({
  email: text('Email', MAX.email),
  code: text('Reset code', MAX.code).meta({ example: '123456' }),
  newPassword: text('New password', MAX.password),
});

export const ListUsersQuerySchema = z.strictObject({
  search: searchQuery('Search', 100).describe('Matches name, email or mobile (case-insensitive)'),
  /** `pending_deletion`: accounts whose own deletion request waits for its grace period. */
  status: queryChoice(QueryConversions.trimmed, ['active', 'inactive', 'pending_deletion'], AuthMessages.statusInvalid),
  role: queryChoice(QueryConversions.trimmed, ['user', 'admin'], AuthMessages.roleInvalid),
  page: pageParam(QueryConversions.numberOrBlank),
  limit: limitParam(QueryConversions.numberOrBlank, 20),
});

export const SetUserStatusBodySchema = z.strictObject({
  status: z.enum(['active', 'inactive'], { error: AuthMessages.statusInvalid }),
});

export const RequestAccountDeletionBodySchema = z.strictObject({
  password: text('Password', MAX.password).describe('The account password, to confirm'),
});

/** The payload of `auth.account.language-changed` (AuthEvents.accountLanguageChanged). */
export const AccountLanguageEventSchema = z.object({
  userId: z.string().min(1),
  language: z.enum(PROFILE_LANGUAGES),
});

/** A user as the API returns it. Never carries a password or hash. */
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** A user's plan as admin screens show it. */
export type UserPlanSummary = z.infer<typeof UserPlanSummarySchema>;

/** A stored request to delete an account: when it was made and when the account will be erased. */
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;

export type RequestAccountDeletionRequest = RequestOf<typeof RequestAccountDeletionBodySchema>;

export type AuthResult = z.infer<typeof AuthResultSchema>;

/** A one-time code that signs the same admin in on the admin app. */
export type HandoffReply = z.infer<typeof HandoffReplySchema>;

export type RedeemHandoffRequest = RequestOf<typeof RedeemHandoffBodySchema>;
/** The hand-off as the gateway sends it: the code, and the device redeeming it. */
export type RedeemHandoffRpcRequest = RedeemHandoffRequest & { device?: ClientDevice };

// ---- request bodies (gateway → auth service) ----

export type SignupRequest = RequestOf<typeof SignupBodySchema>;
/**
 * Sign-up as the gateway sends it: the body, the browser it came from (stored with the consent)
 * and the language its page asked in (Accept-Language): the code mail's language (docs/i18n.md "Mails").
 */
export type SignupRpcRequest = SignupRequest & { userAgent?: string; language?: ProfileLanguage };

export type SignupReply = z.infer<typeof SignupReplySchema>;

export type VerifySignupOtpRequest = RequestOf<typeof VerifySignupOtpBodySchema>;

export type NotMeRequest = RequestOf<typeof NotMeBodySchema>;
/** Sign-in and sign-up verification as the gateway sends them: the body, and the device it came from. */
export type SigninRpcRequest = SigninRequest & { device?: ClientDevice };
export type VerifySignupOtpRpcRequest = VerifySignupOtpRequest & { device?: ClientDevice };
/** A new sign-up code, mailed in the language the sign-up was made in. */
export type ResendSignupOtpRequest = RequestOf<typeof ResendSignupOtpBodySchema>;

export type SigninRequest = RequestOf<typeof SigninBodySchema>;

export type UpdateProfileRequest = RequestOf<typeof UpdateProfileBodySchema>;

export type ChangePasswordRequest = RequestOf<typeof ChangePasswordBodySchema>;

export type ForgotPasswordRequest = RequestOf<typeof EmailOnlyBodySchema>;

export type ResetPasswordRequest = RequestOf<typeof ResetPasswordBodySchema>;

export type ListUsersRequest = RequestOf<typeof ListUsersQuerySchema>;

export type UserStats = z.infer<typeof UserStatsSchema>;

export type UserList = z.infer<typeof UserListSchema>;

export type CreateAdminReply = z.infer<typeof CreateAdminReplySchema>;

/** The account's language as of `occurredAt`; parsed on arrival with AccountLanguageEventSchema. */
export type AccountLanguageEvent = z.infer<typeof AccountLanguageEventSchema>;
