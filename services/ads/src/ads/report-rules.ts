import type { CampaignReport } from '@streamhub/contracts';

type Pacing = CampaignReport['pacing'];

/** Within this share of the even spend a campaign is "on pace" (docs/ads.md "Reports"). */
const PACE_TOLERANCE = 0.1;

/**
 * Pacing against the budget: the ads served so far beside what an even spend from start to end
 * would have served by `now` (docs/ads.md "Reports").
 */
export function pacingOf(
  campaign: { budgetImpressions: number | null; impressions: number; startAt: Date; endAt: Date },
  now: Date,
): Pacing {
  const spent = campaign.impressions;
  if (campaign.budgetImpressions === null) return { spent, expectedByNow: null, ratio: null, status: 'no_budget' };
  const start = campaign.startAt.getTime();
  const length = campaign.endAt.getTime() - start;
  const elapsed = Math.min(Math.max(now.getTime() - start, 0), length);
  if (elapsed <= 0 || length <= 0) return { spent, expectedByNow: 0, ratio: null, status: 'not_started' };
  const expectedByNow = Math.round((campaign.budgetImpressions * elapsed) / length);
  if (expectedByNow === 0) return { spent, expectedByNow, ratio: null, status: spent > 0 ? 'ahead' : 'on_pace' };
  const ratio = Math.round((spent / expectedByNow) * 1000) / 1000;
  const status = ratio > 1 + PACE_TOLERANCE ? 'ahead' : ratio < 1 - PACE_TOLERANCE ? 'behind' : 'on_pace';
  return { spent, expectedByNow, ratio, status };
}
