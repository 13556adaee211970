import { describe, expect, it } from 'vitest';
import { AuthMessages, BillingMessages, ServiceErrorCode, type Principal } from '@streamhub/contracts';
import { serviceFailure, strictFake } from '@streamhub/testkit';
import type { PlansService } from '../plans/plans.service';
import type { CouponFields } from './coupon-rules';
import type { CouponRecord, CouponsRepository } from './coupons.repository';
import { CouponsService } from './coupons.service';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-10-20T08:00:00.000Z');
const admin: Principal = { userId: 'admin-1', email: 'admin@example.com', role: 'admin', isAdmin: true };
const viewer: Principal = { userId: 'u1', email: 'viewer@example.com', role: 'user', isAdmin: false };
const MONTHLY = { code: 'MONTHLY', pricePaise: 19_900 };

const coupon = (over: Partial<CouponRecord> = {}): CouponRecord => ({
  _id: 'coupon-1',
  code: 'DIWALI20',
  description: '',
  kind: 'percent',
  amount: 20,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  perUserLimit: 1,
  planCodes: [],
  active: true,
  used: 0,
  redeemed: 0,
  createdAt: now,
  updatedAt: now,
  ...over,
});

function service(repo: Partial<CouponsRepository> = {}, plans: Partial<PlansService> = {}): CouponsService {
  return new CouponsService(
    strictFake<CouponsRepository>('coupons', repo),
    strictFake<PlansService>('plans', plans),
    () => now,
  );
}

describe('CouponsService.quote: why a code cannot be used', () => {
  it.each([
    ['inactive', { active: false }, BillingMessages.couponInactive('DIWALI20'), 'COUPON_INACTIVE'],
    [
      'not valid yet',
      { validFrom: new Date(now.getTime() + DAY) },
      BillingMessages.couponNotYetValid('DIWALI20', '2026-10-21'),
      'COUPON_NOT_YET_VALID',
    ],
    ['expired at this very instant', { validUntil: now }, BillingMessages.couponExpired('DIWALI20'), 'COUPON_EXPIRED'],
    [
      'for other plans only',
      { planCodes: ['YEARLY'] },
      BillingMessages.couponNotForPlan('DIWALI20', 'MONTHLY'),
      'COUPON_NOT_FOR_PLAN',
    ],
    [
      'used up by everyone',
      { maxRedemptions: 100, used: 100 },
      BillingMessages.couponUsedUp('DIWALI20'),
      'COUPON_USED_UP',
    ],
  ])(
    'refuses a coupon that is %s, naming the reason so the buyer knows what to change',
    async (_case, over, message, reason) => {
      const coupons = service({ findByCode: async () => coupon(over), usesBy: async () => 0 });
      await expect(serviceFailure(coupons.quote('DIWALI20', MONTHLY, 'u1'))).resolves.toEqual({
        code: ServiceErrorCode.Invalid,
        message,
        reason,
      });
    },
  );

  it('refuses a code that does not exist', async () => {
    const coupons = service({ findByCode: async () => null });
    await expect(serviceFailure(coupons.quote('nope', MONTHLY, 'u1'))).resolves.toEqual({
      code: ServiceErrorCode.Invalid,
      message: BillingMessages.couponUnknown('NOPE'),
      reason: 'COUPON_NOT_FOUND',
    });
  });

  it.each([undefined, '', '   ', 42])('asks for a code when given %j', async (code) => {
    await expect(serviceFailure(service().quote(code, MONTHLY, 'u1'))).resolves.toEqual({
      code: ServiceErrorCode.Invalid,
      message: BillingMessages.couponRequired,
    });
  });

  it('refuses a buyer who used the code as often as allowed, since the cap is per person as well as in total', async () => {
    const coupons = service({
      findByCode: async () => coupon({ perUserLimit: 2 }),
      usesBy: async (code, userId) => (code === 'DIWALI20' && userId === 'u1' ? 2 : 0),
    });
    await expect(serviceFailure(coupons.quote('DIWALI20', MONTHLY, 'u1'))).resolves.toMatchObject({
      message: BillingMessages.couponUserLimit('DIWALI20'),
      reason: 'COUPON_USER_LIMIT',
    });
    await expect(coupons.quote('DIWALI20', MONTHLY, 'u2')).resolves.toMatchObject({ amountPaise: 15_920 });
  });

  it('skips the caps for an order that already holds a use, since that use was counted when it was held', async () => {
    const coupons = service({ findByCode: async () => coupon({ maxRedemptions: 1, used: 1 }) });
    await expect(coupons.quote('DIWALI20', MONTHLY, 'u1', { holding: true })).resolves.toMatchObject({
      discountPaise: 3_980,
      amountPaise: 15_920,
    });
  });

  it.each([
    // kind, amount, price → discount, to pay (all in paise)
    ['percent', 20, 19_900, 3_980, 15_920],
    ['percent', 15, 14_900, 2_235, 12_665],
    ['flat', 5_000, 19_900, 5_000, 14_900],
    // A rest under ₹1 cannot be charged: the coupon makes it free.
    ['flat', 19_850, 19_900, 19_900, 0],
    ['percent', 100, 19_900, 19_900, 0],
  ] as const)(
    'a %s coupon of %i on %i paise takes %i off and leaves %i to pay',
    async (kind, amount, price, off, rest) => {
      const coupons = service({ findByCode: async () => coupon({ kind, amount }), usesBy: async () => 0 });
      await expect(coupons.quote('DIWALI20', { code: 'MONTHLY', pricePaise: price }, 'u1')).resolves.toMatchObject({
        discountPaise: off,
        amountPaise: rest,
      });
    },
  );
});

describe('CouponsService.hold', () => {
  it.each([
    ['used-up', BillingMessages.couponUsedUp('DIWALI20'), 'COUPON_USED_UP'],
    ['user-limit', BillingMessages.couponUserLimit('DIWALI20'), 'COUPON_USER_LIMIT'],
  ] as const)(
    'refuses when the atomic hold finds the cap reached (%s) by a concurrent order',
    async (result, message, reason) => {
      const coupons = service({ holdUse: async () => result });
      const quote = { coupon: coupon(), discountPaise: 3_980, amountPaise: 15_920, applied: {} as never };
      await expect(serviceFailure(coupons.hold(quote, 'u1'))).resolves.toEqual({
        code: ServiceErrorCode.Invalid,
        message,
        reason,
      });
    },
  );
});

describe('CouponsService: the admin side', () => {
  const input = { code: 'new10', kind: 'percent', value: 10, planCodes: ['monthly'] };

  it('lets only admins create coupons, since a coupon is money off', async () => {
    await expect(serviceFailure(service().create(viewer, input))).resolves.toEqual({
      code: ServiceErrorCode.Forbidden,
      message: AuthMessages.adminRequired,
    });
  });

  it('stores the code upper-cased with the plans checked to exist', async () => {
    const stored: CouponFields[] = [];
    const coupons = service(
      { create: async (fields) => (stored.push(fields), coupon({ ...fields, _id: 'c2' })) },
      { unknownCodes: async (codes) => codes.filter((c) => c !== 'MONTHLY') },
    );
    await expect(coupons.create(admin, input)).resolves.toMatchObject({ code: 'NEW10' });
    expect(stored[0]).toMatchObject({
      code: 'NEW10',
      kind: 'percent',
      amount: 10,
      planCodes: ['MONTHLY'],
      perUserLimit: 1,
    });
  });

  it('refuses a coupon for plans that do not exist, naming them', async () => {
    const coupons = service({}, { unknownCodes: async () => ['GHOST'] });
    await expect(serviceFailure(coupons.create(admin, { ...input, planCodes: ['ghost'] }))).resolves.toEqual({
      code: ServiceErrorCode.Invalid,
      message: BillingMessages.couponPlansUnknown(['GHOST']),
    });
  });

  it.each([
    ['taken by another coupon', 'duplicate' as const, ServiceErrorCode.Conflict, BillingMessages.couponExists('NEW10')],
    ['of a coupon that is gone', 'missing' as const, ServiceErrorCode.NotFound, BillingMessages.couponNotFound],
  ])('refuses an edit to a code %s', async (_case, result, code, message) => {
    const coupons = service({ update: async () => result }, { unknownCodes: async () => [] });
    await expect(serviceFailure(coupons.update(admin, { ...input, currentCode: 'old10' }))).resolves.toEqual({
      code,
      message,
    });
  });
});
