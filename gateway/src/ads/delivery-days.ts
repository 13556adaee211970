import type { AdDeliveryDayCounts, CampaignDelivery } from '@streamhub/contracts';

/** The report's days from analytics' counts per day and event (docs/ads.md "Measurement"). */
export function deliveryDays(days: readonly AdDeliveryDayCounts[]): CampaignDelivery['days'] {
  return days.map(({ day, counts }) => {
    const impressions = counts.impression ?? 0;
    const completes = counts.complete ?? 0;
    return {
      day,
      impressions,
      starts: counts.start ?? 0,
      completes,
      skips: counts.skip ?? 0,
      clicks: counts.click ?? 0,
      errors: counts.error ?? 0,
      completionRate: impressions > 0 ? Math.round((completes / impressions) * 1000) / 1000 : 0,
    };
  });
}
