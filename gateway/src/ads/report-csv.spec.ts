import { describe, expect, it } from 'vitest';
import { campaignReportCsv, CAMPAIGN_REPORT_CSV_HEADER } from './report-csv';

describe('campaignReportCsv', () => {
  it('writes one row per day with the revenue of its impressions at the CPM', () => {
    const day = { starts: 3, completes: 2, skips: 1, clicks: 0, errors: 0, completionRate: 0.667 };
    const csv = campaignReportCsv({
      cpmPaise: 15_000,
      days: [
        { day: '2026-11-29', impressions: 3, ...day },
        { day: '2026-11-30', impressions: 1000, ...day },
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      CAMPAIGN_REPORT_CSV_HEADER,
      '2026-11-29,3,3,2,1,0,0,0.667,45',
      '2026-11-30,1000,3,2,1,0,0,0.667,15000',
      '',
    ]);
  });

  it('is the header alone without days', () => {
    expect(campaignReportCsv({ cpmPaise: 100, days: [] })).toBe(`${CAMPAIGN_REPORT_CSV_HEADER}\r\n`);
  });
});
