import { healthPattern } from '../messaging/services';
import type { ActiveProfile } from '../profiles/constants';

export const AuthPatterns = {
  health: healthPattern('auth'),
  signup: 'auth.signup',
  verifySignupOtp: 'auth.verify-signup-otp',
  resendSignupOtp: 'auth.resend-signup-otp',
  /** Body: NotMeRequest (the code of a "this wasn't me" link). Reply: { signedOut: true }. */
  signOutEverywhere: 'auth.sign-out-everywhere',
  signin: 'auth.signin',
  me: 'auth.me',
  updateProfile: 'auth.update-profile',
  changePassword: 'auth.change-password',
  forgotPassword: 'auth.forgot-password',
  resetPassword: 'auth.reset-password',
  listUsers: 'auth.users.list',
  setUserStatus: 'auth.users.set-status',
  deleteUser: 'auth.users.delete',
  createAdmin: 'auth.users.create-admin',
  accessState: 'auth.users.access-state',
  /** Body: RequestAccountDeletionRequest. Reply: AccountDeletion. Needs a principal. */
  requestAccountDeletion: 'auth.account.request-deletion',
  /** Body: {}. Reply: HandoffReply. Needs an admin principal. */
  createHandoff: 'auth.handoff.create',
  /** Body: RedeemHandoffRequest. Reply: AuthResult. */
  redeemHandoff: 'auth.handoff.redeem',
  /** Body: {}. Reply: HouseholdReply. Needs a principal (so do the profile patterns below). */
  listProfiles: 'auth.profiles.list',
  /** Body: CreateProfileRequest. Reply: HouseholdReply. */
  createProfile: 'auth.profiles.create',
  /** Body: UpdateProfileSettingsRequest. Reply: HouseholdReply. */
  updateProfileSettings: 'auth.profiles.update',
  /** Body: DeleteProfileRequest. Reply: HouseholdReply. */
  deleteProfile: 'auth.profiles.delete',
  /** Body: SelectProfileRequest. Reply: SelectProfileReply. */
  selectProfile: 'auth.profiles.select',
  /** Body: ParentalControlsRequest. Reply: HouseholdReply. */
  setParentalControls: 'auth.profiles.parental-controls',
  /** Body: ConfirmAgeRequest. Reply: HouseholdReply. */
  confirmAge: 'auth.profiles.confirm-age',
  /** Body: AccessStateRequest. Reply: HouseholdState (the gateway's Redis miss). */
  householdState: 'auth.profiles.household-state',
} as const;

export const AuthEvents = {
  userRegistered: 'auth.user.registered',
  userUpdated: 'auth.user.updated',
  userStatusChanged: 'auth.user.status-changed',
  userDeleted: 'auth.user.deleted',
  /** The account is gone after its deletion grace period: personal data is to be erased everywhere. */
  userErased: 'auth.user.erased',
  /** A viewer profile was deleted: its watchlist and history are to go. */
  profileDeleted: 'auth.profile.deleted',
  /**
   * The account's language (its holder's own profile's language) at sign-up and whenever it changes:
   * billing and support write their mails in it (docs/i18n.md "Mails"). Payload: AccountLanguageEvent.
   */
  accountLanguageChanged: 'auth.account.language-changed',
} as const;

/** Every message the accounts API shows to people (docs/product.md §5, §8 and the accounts API contract). */
export const AuthMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  mobileRequired: 'Mobile number is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  invalidEmail: 'Please enter a valid email address',
  invalidMobile: 'Please enter a valid mobile number',
  emailTaken: 'An account with this email already exists',
  otpSent: 'OTP sent to your email!',
  otpRequired: 'Please enter OTP',
  otpInvalid: (attemptsLeft: number): string =>
    `Invalid OTP. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  otpExpired: 'OTP has expired. Please request a new one.',
  otpExhausted: 'Too many wrong attempts. Please request a new OTP.',
  noPendingSignup: 'No pending sign-up for this email',
  signedOutEverywhere: 'Every session of your account has been signed out. Sign in again and change your password.',
  notMeLinkInvalid: 'This link is invalid, has expired or was already used.',
  secretChecksLocked: (minutes: number): string =>
    `Too many incorrect attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  signupAmbiguous: 'This email has more than one sign-up waiting. Please sign up again to get a new code.',
  otpCooldown: (seconds: number): string => `Please wait ${seconds} seconds before requesting another OTP.`,
  otpTooMany: 'Too many OTP requests. Please try again later.',
  accountCreated: 'Account created successfully!',
  loginSuccessful: 'Login successful!',
  invalidCredentials: 'Invalid email or password',
  passwordRequired: 'Password is required',
  accountInactive: 'Your account is inactive. Please contact support.',
  signinRateLimited: (minutes: number): string =>
    `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  tooManyFromNetwork: 'Too many requests from your network. Please try again later.',
  signInRequired: 'Please sign in to continue',
  sessionInvalid: 'Your session has expired or is invalid. Please sign in again.',
  profileFetched: 'Profile fetched successfully',
  profileUpdated: 'Profile updated successfully',
  emailImmutable: 'Email cannot be changed',
  passwordChanged: 'Password changed successfully',
  currentPasswordIncorrect: 'Current password is incorrect',
  currentPasswordRequired: 'Current password is required',
  newPasswordSameAsCurrent: 'New password must be different',
  resetCodeSent: 'If an account exists for this email, a reset code has been sent.',
  resetCodeInvalid: 'Invalid or expired reset code',
  passwordReset: 'Password reset successfully. Please sign in.',
  adminRequired: 'Admin access required',
  usersFetched: 'Users fetched successfully',
  userActivated: 'User activated successfully',
  userDeactivated: 'User deactivated successfully',
  userDeleted: 'User deleted successfully',
  userNotFound: 'User not found',
  cannotChangeStatus: 'You cannot change the status of this account',
  cannotDelete: 'You cannot delete this account',
  adminCreated: 'Admin created successfully',
  userPromoted: 'User promoted to admin',
  statusInvalid: 'Status must be either "active" or "inactive"',
  roleInvalid: 'Role must be either "user" or "admin"',
  mailUnavailable: 'We could not send the email right now. Please try again in a moment.',
  /** The attempt counters' store (Redis) cannot be reached: sign-ins and codes fail closed, never unlimited. */
  limitsUnavailable: 'Signing in is unavailable for a moment. Please try again shortly.',
  deletionPasswordRequired: 'Please enter your password to confirm',
  deletionPasswordIncorrect: 'Password is incorrect',
  deletionNotAllowed: 'The owner admin account cannot be deleted',
  deletionRequested: (days: number): string =>
    `Your account deletion request has been received. You have been signed out, and your account will be removed within ${days} ${days === 1 ? 'day' : 'days'}.`,
  accountPendingDeletion: 'This account is scheduled for deletion. Please contact support if you want to keep it.',
  handoffCreated: 'Hand-off code created',
  handoffInvalid: 'This sign-in link has expired or was already used. Please sign in.',
} as const;

/** Limits of the accounts API that clients show or respect. */
export const AuthLimits = {
  passwordMinLength: 6,
  passwordMaxLength: 128,
  nameMaxLength: 100,
  /** RFC 5321's limit on a forward path. */
  emailMaxLength: 254,
  mobileMaxLength: 20,
  otpLength: 6,
  otpMaxWrongAttempts: 5,
} as const;

/**
 * Secrets checked outside sign-in (which has its own limiter): the current password behind a
 * session, the account PIN, emailed codes. Each try is counted before it is judged (Redis INCR), so
 * parallel guesses count as guesses; a right answer clears the account's short window only.
 */
export type SecretKind = 'password' | 'pin' | 'otp' | 'reset-code' | 'device-code';
export interface SecretBudget {
  /** Tries in the short window, then refused until it ends. */
  tries: number;
  windowSeconds: number;
  /** Tries a day, right answers not given back: what a patient guesser gets. */
  dailyTries: number;
}
/**
 * Per account (or email) and kind. Emailed codes also allow 5 tries per code and 5 codes an hour,
 * so their window holds those 25; a person's password and PIN get 5 tries per 15 minutes.
 */
export const SecretCheckLimits: Record<SecretKind, SecretBudget> = {
  password: { tries: 5, windowSeconds: 15 * 60, dailyTries: 20 },
  pin: { tries: 5, windowSeconds: 15 * 60, dailyTries: 20 },
  otp: { tries: 25, windowSeconds: 60 * 60, dailyTries: 50 },
  'reset-code': { tries: 25, windowSeconds: 60 * 60, dailyTries: 50 },
  /** A TV's user code typed at /activate: room for typos, far too few tries to find someone else's (docs/devices.md). */
  'device-code': { tries: 10, windowSeconds: 15 * 60, dailyTries: 30 },
};
/** Per client address, every kind together (a shared network gets room for several people). */
export const SecretAddressLimit = { tries: 30, windowSeconds: 15 * 60 } as const;

export type UserRole = 'user' | 'admin';
export type UserStatus = 'active' | 'inactive';

/** Whole days between a deletion request and the account's erasure (at least 1), as messages state it. */
export function deletionGraceDays(deletion: { eraseAfter: string; requestedAt: string }): number {
  const ms = Date.parse(deletion.eraseAfter) - Date.parse(deletion.requestedAt);
  return Math.max(1, Math.ceil(ms / 86_400_000));
}

/** How long a hand-off code from the viewer app to the admin app lives (single use). */
export const HANDOFF_TTL_SECONDS = 60;
/** How long a "this wasn't me" link in an owner alert works (once). */
export const NOT_ME_LINK_TTL_SECONDS = 7 * 24 * 3_600;

/** The identity the gateway attaches to a request after verifying the JWT. */
export interface Principal {
  userId: string;
  email: string;
  role: UserRole;
  isAdmin: boolean;
  /** When the caller's token expires (Unix seconds); a re-issued token keeps it. */
  tokenExpiresAt?: number;
  /** The viewer profile the request runs as (X-Profile-Token, else the account holder's own). */
  profile?: ActiveProfile;
  /** The device session the access token belongs to (its `sid`; docs/devices.md). */
  sessionId?: string;
}

/** Claims of the access token the auth service signs (HS256) and the gateway verifies. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  role: UserRole;
  isAdmin: boolean;
  /** The user's token version at issue time; a higher version in the user's access state revokes it. */
  tv: number;
  /** The device session this token belongs to; signing that device out revokes it. */
  sid?: string;
  iat?: number;
  exp?: number;
}

/**
 * What the gateway checks on every authenticated request, kept in Redis by the auth service under
 * `userAccessStateKey(userId)`. A missing key is not trusted: the gateway asks the auth service
 * (`AuthPatterns.accessState`), which answers from its database and writes the key again.
 */
export type UserAccessState =
  | { deleted: true }
  | {
      deleted?: false;
      status: UserStatus;
      tokenVersion: number;
      role: UserRole;
      isAdmin: boolean;
      /** Device sessions signed out while their tokens could still be unexpired (docs/devices.md). */
      revokedSessions?: string[];
    };

export const userAccessStateKey = (userId: string): string => `auth:user-state:${userId}`;

/** Body of `AuthPatterns.accessState`: whose access state the gateway could not read from Redis. */
export interface AccessStateRequest {
  userId: string;
}
/** The device a sign-in came from, as the gateway saw it (X-Device-Id, else the User-Agent): a label for alerts. */
export interface ClientDevice {
  id: string;
  name: string;
  /** Coarse: the network the request came from (the gateway never passes the full address on). */
  place?: string;
}

/** `pending_deletion`: users whose own deletion request waits for its grace period. */
export type UserListStatus = UserStatus | 'pending_deletion';

export interface SetUserStatusRequest {
  id: string;
  status: UserStatus;
}

export interface DeleteUserRequest {
  id: string;
}

export interface CreateAdminRequest {
  name?: string;
  email?: string;
  mobile?: string;
  password?: string;
}

// ---- events ----

export interface UserRegisteredEvent {
  userId: string;
  name: string;
  email: string;
  mobile: string;
  role: UserRole;
  createdAt: string;
}

export interface UserUpdatedEvent {
  userId: string;
  name: string;
  mobile: string;
  role?: UserRole;
}

export interface UserStatusChangedEvent {
  userId: string;
  status: UserStatus;
}

export interface UserDeletedEvent {
  userId: string;
}

export interface ProfileDeletedEvent {
  userId: string;
  profileId: string;
}

export interface UserErasedEvent {
  userId: string;
  /** When the user asked for the deletion. */
  requestedAt: string;
}
