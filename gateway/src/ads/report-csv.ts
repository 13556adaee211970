import { adRevenuePaise, type CampaignReport } from '@streamhub/contracts';

export const CAMPAIGN_REPORT_CSV_HEADER =
  'day,impressions,starts,completes,skips,clicks,errors,completion_rate,revenue_paise';

/**
 * A campaign's report as CSV (docs/ads.md "Reports"): one row per India day, oldest first, as the
 * report page shows it. Every field is a day or a number, so nothing needs quoting.
 */
export function campaignReportCsv(report: Pick<CampaignReport, 'days' | 'cpmPaise'>): string {
  const rows = report.days.map((d) =>
    [
      d.day,
      d.impressions,
      d.starts,
      d.completes,
      d.skips,
      d.clicks,
      d.errors,
      d.completionRate,
      adRevenuePaise(report.cpmPaise, d.impressions),
    ].join(','),
  );
  return [CAMPAIGN_REPORT_CSV_HEADER, ...rows].join('\r\n') + '\r\n';
}
