import { describe, expect, it } from 'vitest';
import { BillingMessages } from '@streamhub/contracts';
import { checkCouponInput, couponRefusal, discountFor } from './coupon-rules';

const NOW = new Date('2026-03-10T12:00:00Z');
const base = { code: 'SAVE20', active: true, validFrom: null, validUntil: null, planCodes: [] as string[] };

describe('coupon discounts', () => {
  it('takes 20 % off ₹199.00: 3980 paise off, 15920 to pay', () => {
    expect(discountFor({ kind: 'percent', amount: 20 }, 19_900)).toEqual({ discountPaise: 3980, amountPaise: 15_920 });
  });

  it('rounds a percent of an odd price to the nearest paisa: 15 % of ₹79.50 is 1192.5 → 1193 off', () => {
    expect(discountFor({ kind: 'percent', amount: 15 }, 7950)).toEqual({ discountPaise: 1193, amountPaise: 6757 });
  });

  it('takes a flat ₹50.00 off ₹199.00, leaving ₹149.00', () => {
    expect(discountFor({ kind: 'flat', amount: 5000 }, 19_900)).toEqual({ discountPaise: 5000, amountPaise: 14_900 });
  });

  it('makes the plan free at 100 %, and when a flat amount exceeds the price', () => {
    expect(discountFor({ kind: 'percent', amount: 100 }, 19_900)).toEqual({ discountPaise: 19_900, amountPaise: 0 });
    expect(discountFor({ kind: 'flat', amount: 50_000 }, 19_900)).toEqual({ discountPaise: 19_900, amountPaise: 0 });
  });

  it('waives a rest below the provider minimum of ₹1.00: ₹199.00 − ₹198.50 leaves 50 paise → free', () => {
    expect(discountFor({ kind: 'flat', amount: 19_850 }, 19_900)).toEqual({ discountPaise: 19_900, amountPaise: 0 });
  });
});

describe('coupon refusals', () => {
  it('accepts an active coupon inside its window for any plan when it lists none', () => {
    expect(couponRefusal(base, 'ALL_30DAY', NOW)).toBeNull();
  });

  it('refuses an inactive coupon', () => {
    expect(couponRefusal({ ...base, active: false }, 'P', NOW)?.reason).toBe('COUPON_INACTIVE');
  });

  it('refuses before the window opens and from the instant it closes', () => {
    const from = { ...base, validFrom: new Date('2026-03-10T12:00:01Z') };
    expect(couponRefusal(from, 'P', NOW)).toEqual({
      message: BillingMessages.couponNotYetValid('SAVE20', '2026-03-10'),
      reason: 'COUPON_NOT_YET_VALID',
    });
    expect(couponRefusal({ ...base, validUntil: NOW }, 'P', NOW)?.reason).toBe('COUPON_EXPIRED');
    expect(couponRefusal({ ...base, validUntil: new Date(NOW.getTime() + 1) }, 'P', NOW)).toBeNull();
  });

  it('refuses a plan the coupon does not list', () => {
    expect(couponRefusal({ ...base, planCodes: ['A'] }, 'B', NOW)).toEqual({
      message: BillingMessages.couponNotForPlan('SAVE20', 'B'),
      reason: 'COUPON_NOT_FOR_PLAN',
    });
  });
});

describe('coupon form rules', () => {
  const valid = { code: ' save20 ', kind: 'percent', value: 20 };

  it('stores the code upper-cased, one use per user and no total cap by default', () => {
    expect(checkCouponInput(valid)).toMatchObject({
      ok: true,
      coupon: { code: 'SAVE20', kind: 'percent', amount: 20, perUserLimit: 1, maxRedemptions: null, active: true },
    });
  });

  it('keeps a flat discount in paise', () => {
    expect(checkCouponInput({ ...valid, kind: 'flat', value: 49.99 })).toMatchObject({ coupon: { amount: 4999 } });
  });

  it('refuses a percent outside 1-100, a third decimal, a window ending before it starts, a zero cap', () => {
    expect(checkCouponInput({ ...valid, value: 101 })).toEqual({
      ok: false,
      message: BillingMessages.invalidCouponPercent,
    });
    expect(checkCouponInput({ ...valid, kind: 'flat', value: 1.005 })).toEqual({
      ok: false,
      message: BillingMessages.invalidCouponFlat,
    });
    expect(
      checkCouponInput({ ...valid, validFrom: '2026-03-10T00:00:00Z', validUntil: '2026-03-09T00:00:00Z' }),
    ).toEqual({ ok: false, message: BillingMessages.invalidCouponWindow });
    expect(checkCouponInput({ ...valid, maxRedemptions: 0 })).toEqual({
      ok: false,
      message: BillingMessages.invalidCouponCap,
    });
    expect(checkCouponInput({ ...valid, kind: 'bogus' })).toEqual({
      ok: false,
      message: BillingMessages.invalidCouponKind,
    });
  });
});
