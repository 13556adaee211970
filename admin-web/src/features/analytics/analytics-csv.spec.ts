import { describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '@streamhub/contracts';
import { analyticsCsv, csvField, lastDays } from './analytics-csv';

describe('analytics CSV', () => {
  it('quotes fields that need it and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-1)).toBe('-1');
    expect(csvField(null)).toBe('');
  });

  it('writes the daily figures and top titles', () => {
    const overview: AnalyticsOverview = {
      from: '2026-01-01',
      to: '2026-01-02',
      timeZone: 'Asia/Kolkata',
      days: [
        { day: '2026-01-01', views: 3, uniqueViewers: 2, watchHours: 1.5, completionRate: 0.5 },
        { day: '2026-01-02', views: 0, uniqueViewers: 0, watchHours: 0, completionRate: 0 },
      ],
      totals: { views: 3, uniqueViewers: 2, watchHours: 1.5, completionRate: 0.5, avgViewSeconds: 1800 },
      topTitles: [
        {
          videoId: 'v1',
          title: 'Night, Again',
          views: 3,
          uniqueViewers: 2,
          watchHours: 1.5,
          completionRate: 0.5,
          avgViewSeconds: 1800,
        },
      ],
    };
    const lines = analyticsCsv(overview).split('\r\n');
    expect(lines[0]).toBe('Daily figures,2026-01-01 to 2026-01-02');
    expect(lines[2]).toBe('2026-01-01,3,2,1.5,0.5');
    expect(lines).toContain('v1,"Night, Again",3,2,1.5,0.5,1800');
  });

  it('picks the last days up to today', () => {
    expect(lastDays(new Date('2026-03-02T10:00:00Z'), 30)).toEqual({ from: '2026-02-01', to: '2026-03-02' });
  });
});
