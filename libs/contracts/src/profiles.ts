import type { z } from 'zod';
import { AGE_RATINGS, type AgeRating } from './catalog';
import type { RequestOf } from './schemas/http';
import type {
  ConfirmAgeBodySchema,
  CreateProfileBodySchema,
  DeleteProfileBodySchema,
  HouseholdReplySchema,
  ParentalControlsBodySchema,
  SelectProfileBodySchema,
  SelectProfileReplySchema,
  UpdateProfileSettingsBodySchema,
  ViewerProfileSchema,
} from './schemas/profiles';

/** Viewer profiles of one account ("Who's watching?"), its PIN, parental lock and age confirmation. */
export const MAX_PROFILES = 5;
export const PROFILE_NAME_MAX = 20;
/** Built-in avatars a profile picks from (the web app draws each). */
export const PROFILE_AVATARS = ['sunrise', 'ocean', 'forest', 'comet', 'tiger', 'lotus', 'kite', 'robot'] as const;
export type ProfileAvatar = (typeof PROFILE_AVATARS)[number];
/** Languages a profile may prefer (BCP-47 codes); captions and audio default to it. */
export const PROFILE_LANGUAGES = ['en', 'hi', 'ta', 'te', 'bn', 'mr', 'kn', 'ml'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];
/**
 * A table with one entry per profile language (the compiler asks for all eight) read by language:
 * English for a language not given (a guest, an account that never chose) or not known.
 */
export function byLanguage<T>(table: Readonly<Record<ProfileLanguage, T>>): (lang: string | null | undefined) => T {
  return (lang) => (lang && Object.hasOwn(table, lang) ? table[lang as ProfileLanguage] : table.en);
}
export const PROFILE_LANGUAGE_LABELS: Record<ProfileLanguage, string> = {
  en: 'English',
  hi: 'हिन्दी (Hindi)',
  ta: 'தமிழ் (Tamil)',
  te: 'తెలుగు (Telugu)',
  bn: 'বাংলা (Bengali)',
  mr: 'मराठी (Marathi)',
  kn: 'ಕನ್ನಡ (Kannada)',
  ml: 'മലയാളം (Malayalam)',
};
/** The strictest limit a kids profile can have raised to. */
export const KIDS_MAX_AGE_RATING: AgeRating = 'U/A 7+';
/** With the parental lock on, titles rated this or above need the account PIN. */
export const PARENTAL_LOCK_FROM: AgeRating = 'U/A 13+';
/** A PIN entered on a profile unlocks parental-locked titles for this long on that device. */
export const PIN_UNLOCK_SECONDS = 30 * 60;
/** Wrong PINs in a row before tries are refused, and for how long. */
export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_SECONDS = 15 * 60;
export const PIN_PATTERN = /^\d{4}$/;
/** Header the clients send the active profile's token in (from POST /profiles/{id}/select). */
export const PROFILE_TOKEN_HEADER = 'x-profile-token';

export const ProfileMessages = {
  profilesFetched: 'Profiles fetched successfully',
  profileCreated: 'Profile created',
  profileUpdated: 'Profile saved',
  profileDeleted: 'Profile deleted',
  profileSelected: 'Profile selected',
  parentalControlsSaved: 'Parental controls saved',
  ageConfirmed: 'Age confirmed. A-rated titles can now be played.',
  nameRequired: 'Profile name is required',
  nameTooLong: `Profile name must be at most ${PROFILE_NAME_MAX} characters`,
  nameTaken: 'Another profile already has this name',
  invalidAvatar: `Avatar must be one of ${PROFILE_AVATARS.join(', ')}`,
  invalidMaturityLimit: `Maturity limit must be one of ${AGE_RATINGS.join(', ')}`,
  invalidLanguage: `Language must be one of ${PROFILE_LANGUAGES.join(', ')}`,
  tooMany: `An account can have at most ${MAX_PROFILES} profiles`,
  notFound: 'Profile not found',
  primaryCannotBeDeleted: "The account holder's profile cannot be deleted",
  primaryCannotBeKids: "The account holder's profile cannot be a kids profile",
  kidsLimit: `A kids profile can only be limited to U or ${KIDS_MAX_AGE_RATING}`,
  kidsCannotManage: 'Kids profiles cannot change profiles or parental controls',
  kidsCannotUseAccount:
    'Kids profiles cannot open account settings. Switch to an adult profile with the account PIN or password.',
  kidsLeaveNeedsSecret: 'Enter the account PIN or password to leave a kids profile',
  pinFormat: 'PIN must be 4 digits',
  pinRequired: 'Enter the account PIN',
  pinNotSet: 'Set an account PIN first (Profile → Parental controls)',
  pinIncorrect: (triesLeft: number): string => `Incorrect PIN. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  pinLocked: (minutes: number): string =>
    `Too many incorrect PINs. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  passwordRequired: 'Enter your password to confirm',
  passwordIncorrect: 'Password is incorrect',
  dateOfBirthInvalid: 'Enter your date of birth as YYYY-MM-DD',
  underAge: 'The account holder must be 18 or older to watch A-rated titles',
  profileLimit: (rating: AgeRating, limit: AgeRating): string =>
    `This title is rated ${rating}. This profile can watch titles rated up to ${limit}.`,
  pinToPlay: `The parental lock is on: enter the account PIN to play titles rated ${PARENTAL_LOCK_FROM} and above.`,
  ageConfirmationToPlay: "A-rated titles need the account holder's age confirmed once (Profile → Parental controls).",
} as const;

export type ViewerProfile = z.infer<typeof ViewerProfileSchema>;
export type HouseholdReply = z.infer<typeof HouseholdReplySchema>;
export type SelectProfileReply = z.infer<typeof SelectProfileReplySchema>;
export type CreateProfileRequest = RequestOf<typeof CreateProfileBodySchema>;
export type UpdateProfileSettingsRequest = RequestOf<typeof UpdateProfileSettingsBodySchema> & { id: string };
export type DeleteProfileRequest = RequestOf<typeof DeleteProfileBodySchema> & { id: string };
export type SelectProfileRequest = RequestOf<typeof SelectProfileBodySchema> & { id: string };
export type ParentalControlsRequest = RequestOf<typeof ParentalControlsBodySchema>;
export type ConfirmAgeRequest = RequestOf<typeof ConfirmAgeBodySchema>;

/** What the gateway needs of an account's profiles on every request (Redis, written by auth). */
export interface HouseholdState {
  /** `version` rises when a profile's rules tighten or the account PIN changes (older profile tokens stop counting). */
  profiles: { id: string; maturityLimit: AgeRating; kids: boolean; pinRequired: boolean; version?: number }[];
  parentalLock: boolean;
  ageConfirmed: boolean;
}
export const householdStateKey = (userId: string): string => `auth:household:${userId}`;

/** Claims of a profile token: which profile of the account `sub` is active, and when the PIN was last entered. */
export interface ProfileTokenClaims {
  sub: string;
  pid: string;
  typ: 'profile';
  tv: number;
  /** The profile's version when the token was issued: a PIN lock, a lower limit or a new account PIN raise it. */
  pv?: number;
  /** Unix seconds the account PIN was entered for this selection; unlocks parental-locked titles for a while. */
  pinAt?: number;
  iat?: number;
  exp?: number;
}

/** The profile a request runs as, as the gateway worked it out (attached to the principal). */
export interface ActiveProfile {
  id: string;
  /** The strictest rating this profile may see and play. */
  maturityLimit: AgeRating;
  kids: boolean;
  /** The account's parental lock is on and no PIN was entered recently on this selection. */
  pinNeeded: boolean;
  ageConfirmed: boolean;
}

export const ratingIndex = (rating: AgeRating): number => AGE_RATINGS.indexOf(rating);
/** The ratings at or below `limit`. */
export const ratingsUpTo = (limit: AgeRating): AgeRating[] => AGE_RATINGS.slice(0, ratingIndex(limit) + 1);
/** Why `profile` may not play a title rated `rating`, or null when it may. */
export function playBlock(
  rating: AgeRating,
  profile: ActiveProfile | undefined,
): 'PROFILE_LIMIT' | 'AGE_CONFIRMATION_REQUIRED' | 'PIN_REQUIRED' | null {
  if (!profile) return null;
  if (ratingIndex(rating) > ratingIndex(profile.maturityLimit)) return 'PROFILE_LIMIT';
  if (rating === 'A' && !profile.ageConfirmed) return 'AGE_CONFIRMATION_REQUIRED';
  if (profile.pinNeeded && ratingIndex(rating) >= ratingIndex(PARENTAL_LOCK_FROM)) return 'PIN_REQUIRED';
  return null;
}
