import { z } from 'zod';
import { AuthLimits } from '../auth/constants';
import { AGE_RATINGS } from '../catalog/constants';
import { PROFILE_AVATARS, PROFILE_NAME_MAX, ProfileMessages } from './constants';
import type { RequestOf } from '../http/schemas';
import { PROFILE_LANGUAGES } from '../languages/constants';

const ageRating = z.enum(AGE_RATINGS, { error: ProfileMessages.invalidMaturityLimit });

/** One viewer profile of an account. */
export const ViewerProfileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    avatar: z.enum(PROFILE_AVATARS),
    /** The strictest age rating this profile sees and plays. */
    maturityLimit: z.enum(AGE_RATINGS),
    /** A kids profile: limited to U or U/A 7+, a simpler home, cannot manage profiles. */
    kids: z.boolean(),
    language: z.enum(PROFILE_LANGUAGES),
    /** Start the next episode by itself at the end of a part. */
    autoplay: z.boolean(),
    /** Opening this profile needs the account PIN. */
    pinRequired: z.boolean(),
    /** The account holder's own profile (the one older watch history moved to); cannot be deleted. */
    primary: z.boolean(),
  })
  .meta({ id: 'ViewerProfile' });

/** The account's profiles and its parental controls. */
export const HouseholdReplySchema = z
  .object({
    profiles: z.array(ViewerProfileSchema),
    maxProfiles: z.int(),
    pinSet: z.boolean(),
    parentalLock: z.boolean(),
    ageConfirmed: z.boolean(),
  })
  .meta({ id: 'Household' });

export const SelectProfileReplySchema = z.object({
  /** Send it as the X-Profile-Token header; lists, search and playback then follow this profile. */
  profileToken: z.string(),
  profile: ViewerProfileSchema,
  /** ISO-8601: until when parental-locked titles play without the PIN (null: the PIN was not entered). */
  unlockedUntil: z.string().meta({ format: 'date-time' }).nullable(),
});

const pin = z
  .string({ error: ProfileMessages.pinFormat })
  .max(8, { error: ProfileMessages.pinFormat })
  .meta({ example: '1234', description: '4 digits' });
const password = z
  .string({ error: ProfileMessages.passwordRequired })
  .max(AuthLimits.passwordMaxLength, { error: ProfileMessages.passwordIncorrect });
const profileName = z
  .string({ error: ProfileMessages.nameRequired })
  .max(PROFILE_NAME_MAX * 4, { error: ProfileMessages.nameTooLong })
  .meta({ example: 'Meera' });
const settings = {
  avatar: z.enum(PROFILE_AVATARS, { error: ProfileMessages.invalidAvatar }).nullish(),
  maturityLimit: ageRating.nullish(),
  kids: z.boolean({ error: 'kids must be true or false' }).nullish(),
  language: z.enum(PROFILE_LANGUAGES, { error: ProfileMessages.invalidLanguage }).nullish(),
  autoplay: z.boolean({ error: 'autoplay must be true or false' }).nullish(),
  pinRequired: z.boolean({ error: 'pinRequired must be true or false' }).nullish(),
  /** Required, when the account has a PIN, for changes that loosen a limit or a lock, and for new profiles. */
  pin: pin.nullish(),
};

export const CreateProfileBodySchema = z.strictObject({ name: profileName, ...settings });
export const UpdateProfileSettingsBodySchema = z.strictObject({ name: profileName.nullish(), ...settings });
export const DeleteProfileBodySchema = z.strictObject({ pin: pin.nullish() });
export const SelectProfileBodySchema = z.strictObject({
  pin: pin.nullish().describe('The account PIN: needed for a PIN-locked profile; unlocks parental-locked titles'),
  password: password
    .nullish()
    .describe('The account password: leaves a kids profile for another one when the account has no PIN'),
});
export const ParentalControlsBodySchema = z.strictObject({
  password,
  pin: pin.nullish().describe('A new 4-digit account PIN'),
  removePin: z
    .boolean({ error: 'removePin must be true or false' })
    .nullish()
    .describe('Removes the PIN, the parental lock and every profile lock'),
  parentalLock: z
    .boolean({ error: 'parentalLock must be true or false' })
    .nullish()
    .describe('Titles rated U/A 13+ and above need the PIN'),
});
export const ConfirmAgeBodySchema = z.strictObject({
  password,
  dateOfBirth: z
    .string({ error: ProfileMessages.dateOfBirthInvalid })
    .max(10, { error: ProfileMessages.dateOfBirthInvalid })
    .meta({ example: '1990-04-17' }),
});

export type ViewerProfile = z.infer<typeof ViewerProfileSchema>;
export type HouseholdReply = z.infer<typeof HouseholdReplySchema>;
export type SelectProfileReply = z.infer<typeof SelectProfileReplySchema>;
export type CreateProfileRequest = RequestOf<typeof CreateProfileBodySchema>;
export type UpdateProfileSettingsRequest = RequestOf<typeof UpdateProfileSettingsBodySchema> & { id: string };
export type DeleteProfileRequest = RequestOf<typeof DeleteProfileBodySchema> & { id: string };
export type SelectProfileRequest = RequestOf<typeof SelectProfileBodySchema> & { id: string };
export type ParentalControlsRequest = RequestOf<typeof ParentalControlsBodySchema>;
export type ConfirmAgeRequest = RequestOf<typeof ConfirmAgeBodySchema>;
