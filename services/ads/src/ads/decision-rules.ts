import { AGE_RATINGS, ADS_LIMITS, type AdDecisionRequest, type AgeRating } from '@streamhub/contracts';

/** What the rules read of a campaign. */
export interface CampaignTargeting {
  category: string;
  genres: string[];
  ratingCeiling: AgeRating;
  adRating: AgeRating;
  languages: string[];
  planCodes: string[];
  devices: string[];
  hours: number[];
}

const rank = (rating: AgeRating): number => AGE_RATINGS.indexOf(rating);

/**
 * Whether a campaign may run before this title for this viewer (docs/ads.md "Targeting"): the
 * title's rating is within the campaign's ceiling and at least the ad's own rating (an A-rated ad
 * never runs before a U title), and every targeting list that is set matches.
 */
export function matchesTargeting(campaign: CampaignTargeting, request: AdDecisionRequest): boolean {
  const titleRank = rank(request.ageRating);
  if (titleRank < 0 || titleRank > rank(campaign.ratingCeiling)) return false;
  if (rank(campaign.adRating) > titleRank) return false;
  if (campaign.genres.length > 0 && !campaign.genres.includes(request.genre.trim().toUpperCase())) return false;
  if (
    campaign.languages.length > 0 &&
    !request.languages.some((lang) => campaign.languages.includes(lang.trim().toLowerCase()))
  ) {
    return false;
  }
  if (campaign.planCodes.length > 0 && !campaign.planCodes.includes((request.planCode ?? '').toUpperCase())) {
    return false;
  }
  if (campaign.devices.length > 0 && !campaign.devices.includes(request.device)) return false;
  if (campaign.hours.length > 0 && !campaign.hours.includes(request.hour)) return false;
  return true;
}

const inside = (offset: number, avoid: readonly { start: number; end: number }[]): boolean =>
  avoid.some((range) => offset >= range.start && offset <= range.end);

/**
 * Where the breaks of a title go (seconds; 0 is the pre-roll): the admin's ad markers when it has
 * any, else every ADS_LIMITS.midRollEverySeconds on a long title; never inside an intro or a recap,
 * never at or past the end.
 */
export function breakOffsets(
  durationSeconds: number,
  markers: readonly number[],
  avoid: readonly { start: number; end: number }[],
): number[] {
  const duration = Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : 0;
  let mid: number[];
  if (markers.length > 0) {
    mid = markers.filter((m) => Number.isInteger(m) && m > 0 && (duration === 0 || m < duration));
  } else if (duration >= ADS_LIMITS.longTitleSeconds) {
    mid = [];
    for (let at = ADS_LIMITS.midRollEverySeconds; at < duration - 60; at += ADS_LIMITS.midRollEverySeconds) {
      mid.push(at);
    }
  } else {
    mid = [];
  }
  const kept = [...new Set(mid.filter((m) => !inside(m, avoid)))].sort((a, b) => a - b);
  return [0, ...kept];
}

/** The day a cap counts in: India's calendar day (UTC+05:30), yyyymmdd. */
export function capDay(now: Date): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 10).replace(/-/g, '');
}
