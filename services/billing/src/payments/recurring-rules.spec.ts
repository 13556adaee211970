import { describe, expect, it } from 'vitest';
import { passCoverage, providerPeriod, totalCount } from './recurring.service';

describe('providerPeriod', () => {
  it('keeps the plan period exact in days: whole weeks weekly, any other length daily', () => {
    expect(providerPeriod(7)).toEqual({ period: 'weekly', interval: 1 });
    expect(providerPeriod(28)).toEqual({ period: 'weekly', interval: 4 });
    expect(providerPeriod(30)).toEqual({ period: 'daily', interval: 30 });
    expect(providerPeriod(365)).toEqual({ period: 'daily', interval: 365 });
  });
});

describe('totalCount', () => {
  it('asks for about ten years of charges, at least one', () => {
    expect(totalCount(30)).toBe(121);
    expect(totalCount(7)).toBe(521);
    expect(totalCount(3650)).toBe(1);
  });
});

describe('passCoverage', () => {
  const now = new Date('2026-12-06T00:00:00.000Z');
  const all = { scope: 'all' as const, episodeId: null, episodeName: null };
  const show = { scope: 'episode' as const, episodeId: null, episodeName: 'MONSOON FILES' };
  const pass = (over: object) => ({
    ...all,
    status: 'active',
    recurring: false,
    endAt: new Date('2026-12-29T00:00:00.000Z'),
    ...over,
  });

  it('finds the end of a live pass of the same scope, or of the whole catalogue', () => {
    expect(passCoverage([pass({})], all, now)).toEqual(new Date('2026-12-29T00:00:00.000Z'));
    expect(passCoverage([pass({})], show, now)).toEqual(new Date('2026-12-29T00:00:00.000Z'));
  });

  it('ignores other episodes, recurring plans, cancelled and ended passes', () => {
    expect(passCoverage([pass({ ...show })], all, now)).toBeNull();
    expect(passCoverage([pass({ recurring: true })], all, now)).toBeNull();
    expect(passCoverage([pass({ status: 'cancelled' })], all, now)).toBeNull();
    expect(passCoverage([pass({ endAt: now })], all, now)).toBeNull();
  });
});
