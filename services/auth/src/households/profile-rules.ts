import {
  AGE_RATINGS,
  KIDS_MAX_AGE_RATING,
  PROFILE_AVATARS,
  PROFILE_NAME_MAX,
  ProfileMessages,
  ratingIndex,
  type AgeRating,
  type ProfileAvatar,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import type { ProfileDoc } from './household.schema';

/** A profile name as stored: trimmed, inner spaces collapsed, unique in the account (any case). */
export function checkProfileName(raw: unknown, others: readonly Pick<ProfileDoc, 'name'>[]): string {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!name) throw ServiceError.invalid(ProfileMessages.nameRequired);
  if ([...name].length > PROFILE_NAME_MAX) throw ServiceError.invalid(ProfileMessages.nameTooLong);
  const key = name.toLocaleLowerCase();
  if (others.some((p) => p.name.toLocaleLowerCase() === key)) throw ServiceError.invalid(ProfileMessages.nameTaken);
  return name;
}

/**
 * The maturity limit a profile ends up with: a kids profile is held to U or U/A 7+ (U/A 7+ unless
 * asked for U); any other profile defaults to every rating.
 */
export function maturityLimitFor(kids: boolean, asked: AgeRating | undefined, current?: AgeRating): AgeRating {
  if (kids) {
    const limit = asked ?? (current && ratingIndex(current) <= ratingIndex(KIDS_MAX_AGE_RATING) ? current : undefined);
    if (limit && ratingIndex(limit) > ratingIndex(KIDS_MAX_AGE_RATING))
      throw ServiceError.invalid(ProfileMessages.kidsLimit);
    return limit ?? KIDS_MAX_AGE_RATING;
  }
  return asked ?? current ?? AGE_RATINGS[AGE_RATINGS.length - 1]!;
}

/** The first built-in avatar no other profile of the account uses (the first one if all are taken). */
export function freeAvatar(profiles: readonly Pick<ProfileDoc, 'avatar'>[]): ProfileAvatar {
  const used = new Set(profiles.map((p) => p.avatar));
  return PROFILE_AVATARS.find((a) => !used.has(a)) ?? PROFILE_AVATARS[0];
}

/** Whether going from `before` to `after` lifts a restriction (and so needs the account PIN). */
export function loosens(
  before: Pick<ProfileDoc, 'maturityLimit' | 'kids' | 'pinRequired'>,
  after: Pick<ProfileDoc, 'maturityLimit' | 'kids' | 'pinRequired'>,
): boolean {
  return (
    ratingIndex(after.maturityLimit) > ratingIndex(before.maturityLimit) ||
    (before.kids && !after.kids) ||
    (before.pinRequired && !after.pinRequired)
  );
}

/** Full years between a YYYY-MM-DD birth date and `now`; null when the date is not a real, past date. */
export function ageOn(dateOfBirth: unknown, now: Date): number | null {
  if (typeof dateOfBirth !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return null;
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return null;
  if (y < 1900 || born.getTime() > now.getTime()) return null;
  let age = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() < m - 1 || (now.getUTCMonth() === m - 1 && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Whether going from `before` to `after` adds a restriction (and so ends the profile's older tokens). */
export function tightens(
  before: Pick<ProfileDoc, 'maturityLimit' | 'kids' | 'pinRequired'>,
  after: Pick<ProfileDoc, 'maturityLimit' | 'kids' | 'pinRequired'>,
): boolean {
  return (
    ratingIndex(after.maturityLimit) < ratingIndex(before.maturityLimit) ||
    (!before.kids && after.kids) ||
    (!before.pinRequired && after.pinRequired)
  );
}
