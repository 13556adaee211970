import { describe, expect, it } from 'vitest';
import { monthlyReport, type ReportedGrievance } from './grievance-report';
import { monthBounds } from './grievance-rules';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;
const filed = (iso: string, more: Partial<ReportedGrievance> = {}): ReportedGrievance => ({
  category: 'billing',
  filedAt: at(iso),
  dueAt: new Date(at(iso).getTime() + 15 * DAY),
  ...more,
});

describe('monthly grievance report', () => {
  const november = monthBounds('2026-11');
  const afterNovember = at('2026-12-10T00:00:00Z');

  it('counts received by category, decided by action and within the limit, and pending at the month end', () => {
    const report = monthlyReport(
      '2026-11',
      november,
      [
        // filed and decided in time in November
        filed('2026-11-02T05:00:00Z', { category: 'privacy', decidedAt: at('2026-11-10T05:00:00Z'), action: 'refund' }),
        // filed in November, decided late in December: pending at November's end
        filed('2026-11-03T05:00:00Z', { decidedAt: at('2026-12-05T05:00:00Z'), action: 'no_action' }),
        // filed in October, decided in November after its 15 days
        filed('2026-10-01T05:00:00Z', {
          decidedAt: at('2026-11-01T05:00:00Z'),
          action: 'rating_changed',
          ratingChanged: true,
        }),
        // filed in October, still open: pending
        filed('2026-10-20T05:00:00Z'),
        // decided in October, appealed in November
        filed('2026-10-02T05:00:00Z', {
          decidedAt: at('2026-10-05T05:00:00Z'),
          appealedAt: at('2026-11-04T05:00:00Z'),
        }),
      ],
      afterNovember,
    );
    expect(report).toMatchObject({
      month: '2026-11',
      received: 2,
      decided: 2,
      decidedWithinDeadline: 1,
      pending: 2,
      appealed: 1,
      ratingChanges: 1,
    });
    expect(report.byCategory).toMatchObject({ privacy: 1, billing: 1, account: 0 });
    expect(report.byAction).toMatchObject({ refund: 1, rating_changed: 1, no_action: 0 });
  });

  it('counts pending up to now for the running month', () => {
    const report = monthlyReport('2026-11', november, [filed('2026-11-20T05:00:00Z')], at('2026-11-15T00:00:00Z'));
    expect(report.pending).toBe(0);
    expect(
      monthlyReport('2026-11', november, [filed('2026-11-20T05:00:00Z')], at('2026-11-21T00:00:00Z')).pending,
    ).toBe(1);
  });
});
