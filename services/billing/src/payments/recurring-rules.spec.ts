import { describe, expect, it } from 'vitest';
import { providerPeriod, totalCount } from './recurring.service';

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
