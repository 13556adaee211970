import { describe, expect, it } from 'vitest';
import { adRevenuePaise as revenuePaise } from '@streamhub/contracts';
import { pacingOf } from './report-rules';

const day = 86_400_000;
const start = new Date('2026-11-01T00:00:00Z');
const campaign = (impressions: number, budgetImpressions: number | null = 10_000) => ({
  budgetImpressions,
  impressions,
  startAt: start,
  endAt: new Date(start.getTime() + 10 * day),
});

describe('adRevenuePaise (dashboard ad revenue)', () => {
  it('is CPM × impressions / 1000, to the paisa', () => {
    expect(revenuePaise(15_000, 1000)).toBe(15_000); // ₹150 CPM, 1000 impressions: ₹150
    expect(revenuePaise(15_000, 1)).toBe(15); // one impression: 15 paise
    expect(revenuePaise(12_345, 3)).toBe(37); // 37.035 paise
    expect(revenuePaise(999, 1)).toBe(1); // 0.999 paise rounds to 1
    expect(revenuePaise(0, 5000)).toBe(0);
    expect(revenuePaise(20_000, 0)).toBe(0);
  });
});

describe('pacingOf', () => {
  it('expects an even spend from start to end', () => {
    const mid = new Date(start.getTime() + 5 * day);
    expect(pacingOf(campaign(5000), mid)).toEqual({ spent: 5000, expectedByNow: 5000, ratio: 1, status: 'on_pace' });
    expect(pacingOf(campaign(2500), mid)).toMatchObject({ expectedByNow: 5000, ratio: 0.5, status: 'behind' });
    expect(pacingOf(campaign(6000), mid)).toMatchObject({ ratio: 1.2, status: 'ahead' });
    expect(pacingOf(campaign(5400), mid).status).toBe('on_pace');
  });

  it('caps the expectation at the budget once the campaign ended, and says when it has not started or has no budget', () => {
    expect(pacingOf(campaign(8000), new Date(start.getTime() + 20 * day))).toMatchObject({
      expectedByNow: 10_000,
      status: 'behind',
    });
    expect(pacingOf(campaign(0), new Date(start.getTime() - day))).toMatchObject({
      expectedByNow: 0,
      ratio: null,
      status: 'not_started',
    });
    expect(pacingOf(campaign(70, null), start)).toEqual({
      spent: 70,
      expectedByNow: null,
      ratio: null,
      status: 'no_budget',
    });
  });
});
