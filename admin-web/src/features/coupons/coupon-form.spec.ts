import { describe, expect, it } from 'vitest';
import type { Coupon } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { couponInputFromForm, couponState, discountLabel, EMPTY_COUPON_FORM, formFromCoupon } from './coupon-form';

const coupon: Coupon = {
  _id: 'c1',
  code: 'WELCOME20',
  description: '',
  kind: 'percent',
  value: 20,
  validFrom: null,
  validUntil: '2030-01-01T00:00:00.000Z',
  maxRedemptions: 2,
  perUserLimit: 1,
  planCodes: [],
  active: true,
  redeemed: 0,
  used: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('coupon form', () => {
  it('asks for the code and the value before sending anything', () => {
    expect(couponInputFromForm({ ...EMPTY_COUPON_FORM, value: '10' })).toEqual({ error: MESSAGES.fillRequiredFields });
    expect(couponInputFromForm({ ...EMPTY_COUPON_FORM, code: 'X10' })).toEqual({ error: MESSAGES.fillRequiredFields });
  });

  it('sends numbers, no cap for an empty total and ISO instants for the window', () => {
    const result = couponInputFromForm({
      ...formFromCoupon(coupon),
      maxRedemptions: '',
      validFrom: '2029-06-01T10:30',
    });
    expect(result).toMatchObject({
      input: { code: 'WELCOME20', kind: 'percent', value: 20, maxRedemptions: null, perUserLimit: 1, planCodes: [] },
    });
    if ('input' in result) {
      expect(result.input.validFrom).toBe(new Date('2029-06-01T10:30').toISOString());
      expect(result.input.validUntil).toBe('2030-01-01T00:00:00.000Z');
    }
  });

  it('labels the discount and says where the coupon stands', () => {
    expect(discountLabel(coupon)).toBe('20% off');
    expect(discountLabel({ kind: 'flat', value: 50 })).toBe('₹50.00 off');
    const now = new Date('2029-01-01T00:00:00Z');
    expect(couponState(coupon, now)).toBe('Active');
    expect(couponState({ ...coupon, active: false }, now)).toBe('Inactive');
    expect(couponState(coupon, new Date('2030-01-01T00:00:00Z'))).toBe('Expired');
    expect(couponState({ ...coupon, validFrom: '2029-02-01T00:00:00Z' }, now)).toBe('Scheduled');
    expect(couponState({ ...coupon, used: 2 }, now)).toBe('Used up');
  });
});
