import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillingMessages,
  type AdminSubscriptionsReply,
  type ApiErrorCode,
  type Coupon,
  type CouponRedemptionsReply,
  type OrderPreview,
  type OrderReply,
  type Plan,
} from '@streamhub/contracts';
import {
  api,
  apiData,
  closeRpc,
  DEMO_ADMIN,
  payInSandbox,
  sandboxOrder,
  signInAs,
  unique,
  waitFor,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';
import { createPlan, mine, newViewer } from './billing-helpers';

let admin: string;
let plan: Plan;
let otherPlan: Plan;

const HOLD_MS = Number(process.env.COUPON_HOLD_MS ?? 5000);

beforeAll(async () => {
  admin = (await signInAs(DEMO_ADMIN)).token;
  plan = await createPlan(admin, { price: 199, scope: 'all' });
  otherPlan = await createPlan(admin, { price: 99, scope: 'all' });
});

afterAll(async () => {
  await closeRpc();
});

async function newCoupon(over: Record<string, unknown>): Promise<Coupon> {
  const body = {
    code: unique('CPN')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 32),
    kind: 'percent',
    value: 20,
    ...over,
  };
  return (await apiData<{ coupon: Coupon }>('POST', '/admin/coupons', { token: admin, body }, 201)).coupon;
}

const orderWith = (token: string, couponCode: string, planCode = plan.code) =>
  api('POST', '/subscriptions/order/by-episode-name', { token, body: { planCode, episodeName: 'all', couponCode } });

async function couponNow(code: string): Promise<Coupon> {
  const list = await apiData<{ coupons: Coupon[] }>('GET', '/admin/coupons', { token: admin });
  return list.coupons.find((c) => c.code === code)!;
}

const redemptions = (code: string) =>
  apiData<CouponRedemptionsReply>('GET', `/admin/coupons/${code}/redemptions`, { token: admin });

describe('coupon administration', () => {
  it('is admin only', async () => {
    const { token } = await newViewer();
    expect((await api('GET', '/admin/coupons', { token })).status).toBe(403);
    expect(
      (await api('POST', '/admin/coupons', { token, body: { code: 'NOPE1', kind: 'percent', value: 5 } })).status,
    ).toBe(403);
  });

  it('creates a code upper-cased with its caps, refuses a duplicate and unknown plans, and edits it', async () => {
    const coupon = await newCoupon({
      kind: 'flat',
      value: 50,
      maxRedemptions: 10,
      perUserLimit: 2,
      planCodes: [plan.code],
    });
    expect(coupon).toMatchObject({
      kind: 'flat',
      value: 50,
      maxRedemptions: 10,
      perUserLimit: 2,
      active: true,
      used: 0,
    });
    expectError(
      await api('POST', '/admin/coupons', {
        token: admin,
        body: { code: coupon.code.toLowerCase(), kind: 'percent', value: 5 },
      }),
      409,
      BillingMessages.couponExists(coupon.code),
    );
    expectError(
      await api('POST', '/admin/coupons', {
        token: admin,
        body: {
          code: unique('BAD').replace(/[^A-Za-z0-9]/g, ''),
          kind: 'percent',
          value: 5,
          planCodes: ['NO_SUCH_PLAN'],
        },
      }),
      400,
      BillingMessages.couponPlansUnknown(['NO_SUCH_PLAN']),
    );
    const edited = await apiData<{ coupon: Coupon }>('PUT', `/admin/coupons/${coupon.code}`, {
      token: admin,
      body: { code: coupon.code, kind: 'percent', value: 30, active: false },
    });
    expect(edited.coupon).toMatchObject({ kind: 'percent', value: 30, active: false, planCodes: [] });
  });
});

describe('coupons on orders', () => {
  it('takes a percent off: the preview and the order charge ₹159.20 for a ₹199 plan, and the redemption is listed once paid', async () => {
    const coupon = await newCoupon({ kind: 'percent', value: 20 });
    const { token, email } = await newViewer();
    const preview = await apiData<OrderPreview>('POST', '/subscriptions/order/preview', {
      token,
      body: { planCode: plan.code, couponCode: coupon.code.toLowerCase() },
    });
    expect(preview).toMatchObject({
      displayAmountRupees: '159.20',
      coupon: { code: coupon.code, originalAmount: 199, discount: 39.8, amount: 159.2 },
    });
    expect((await couponNow(coupon.code)).used).toBe(0); // a preview holds nothing

    const res = await orderWith(token, coupon.code);
    expect(res.status).toBe(200);
    const reply = (res.body as { data: OrderReply }).data;
    expect(reply).toMatchObject({ alreadyActive: false, displayAmountRupees: '159.20', order: { amount: 15_920 } });
    expect(await sandboxOrder(reply.order!.id)).toMatchObject({ amount: 15_920, notes: { couponCode: coupon.code } });
    expect(await couponNow(coupon.code)).toMatchObject({ used: 1, redeemed: 0 });

    await payInSandbox(reply.order!.id);
    const subs = await waitFor(async () => {
      const list = await mine(token);
      return list.length === 1 && list;
    });
    expect(subs[0]).toMatchObject({ status: 'active', amount: 159.2 });
    const listed = await waitFor(async () => {
      const r = await redemptions(coupon.code);
      return r.redemptions[0]?.status === 'redeemed' && r;
    });
    expect(listed.coupon).toMatchObject({ used: 1, redeemed: 1 });
    expect(listed.redemptions).toEqual([
      expect.objectContaining({ userEmail: email, orderId: reply.order!.id, discount: 39.8, amount: 159.2 }),
    ]);
    const admins = await apiData<AdminSubscriptionsReply>(
      'GET',
      `/admin/subscriptions?q=${encodeURIComponent(email)}`,
      { token: admin },
    );
    expect(admins.subscriptions[0]).toMatchObject({ couponCode: coupon.code, price: 159.2 });
  });

  it('hands the same unpaid order out again when the buyer asks twice with a one-use code', async () => {
    const coupon = await newCoupon({ kind: 'percent', value: 10, perUserLimit: 1 });
    const { token } = await newViewer();
    const first = (await orderWith(token, coupon.code)).body as { data: OrderReply };
    const again = await orderWith(token, coupon.code);
    expect(again.status).toBe(200);
    expect((again.body as { data: OrderReply }).data.order).toEqual(first.data.order);
    expect(await couponNow(coupon.code)).toMatchObject({ used: 1 });
    // Another plan is another order, and this viewer's one use is taken.
    expectError(
      await orderWith(token, coupon.code, otherPlan.code),
      400,
      BillingMessages.couponUserLimit(coupon.code),
      'COUPON_USER_LIMIT',
    );
  });

  it('takes a flat ₹50 off: the order charges 14900 paise', async () => {
    const coupon = await newCoupon({ kind: 'flat', value: 50 });
    const { token } = await newViewer();
    const reply = (await orderWith(token, coupon.code)).body as { data: OrderReply };
    expect(reply.data).toMatchObject({
      displayAmountRupees: '149.00',
      order: { amount: 14_900 },
      coupon: { discount: 50 },
    });
  });

  it('grants a plan at 100 % without a payment, once, and a second use by the same viewer is refused', async () => {
    const coupon = await newCoupon({ kind: 'percent', value: 100 });
    const { token } = await newViewer();
    const res = await orderWith(token, coupon.code);
    expect(res.body).toMatchObject({
      success: true,
      message: BillingMessages.grantedWithCoupon(coupon.code),
      data: { alreadyActive: true, order: null, displayAmountRupees: '0.00', coupon: { amount: 0 } },
    });
    const subs = await mine(token);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'active', amount: 0, plan: { code: plan.code } });
    expect(await couponNow(coupon.code)).toMatchObject({ used: 1, redeemed: 1 });
    const [redemption] = (await redemptions(coupon.code)).redemptions;
    expect(redemption).toMatchObject({ status: 'redeemed', amount: 0, discount: 199 });
    expect(redemption!.paymentId).toMatch(/^coupon_free_/);

    expectError(
      await orderWith(token, coupon.code),
      400,
      BillingMessages.couponUserLimit(coupon.code),
      'COUPON_USER_LIMIT',
    );
    expect(await mine(token)).toHaveLength(1);
  });

  it('refuses unknown, inactive, expired, not yet valid and other-plan codes with a 400 and a COUPON_* code', async () => {
    const { token } = await newViewer();
    const hour = 3_600_000;
    const cases: [Coupon | string, string, ApiErrorCode][] = [];
    const missing = 'NOSUCHCODE9';
    cases.push([missing, BillingMessages.couponUnknown(missing), 'COUPON_NOT_FOUND']);
    const inactive = await newCoupon({ active: false });
    cases.push([inactive, BillingMessages.couponInactive(inactive.code), 'COUPON_INACTIVE']);
    const expired = await newCoupon({
      validFrom: new Date(Date.now() - 2 * hour).toISOString(),
      validUntil: new Date(Date.now() - hour).toISOString(),
    });
    cases.push([expired, BillingMessages.couponExpired(expired.code), 'COUPON_EXPIRED']);
    const later = new Date(Date.now() + 48 * hour);
    const future = await newCoupon({ validFrom: later.toISOString() });
    cases.push([
      future,
      BillingMessages.couponNotYetValid(future.code, later.toISOString().slice(0, 10)),
      'COUPON_NOT_YET_VALID',
    ]);
    const elsewhere = await newCoupon({ planCodes: [otherPlan.code] });
    cases.push([elsewhere, BillingMessages.couponNotForPlan(elsewhere.code, plan.code), 'COUPON_NOT_FOR_PLAN']);
    for (const [coupon, message, code] of cases) {
      const couponCode = typeof coupon === 'string' ? coupon : coupon.code;
      expectError(await orderWith(token, couponCode), 400, message, code);
      expectError(
        await api('POST', '/subscriptions/order/preview', { token, body: { planCode: plan.code, couponCode } }),
        400,
        message,
        code,
      );
    }
    expect(await mine(token)).toEqual([]);
  });

  it('counts a total cap exactly once under concurrent orders', async () => {
    const coupon = await newCoupon({ kind: 'percent', value: 10, maxRedemptions: 3 });
    const viewers = await Promise.all(Array.from({ length: 6 }, () => newViewer()));
    const results = await Promise.all(viewers.map(({ token }) => orderWith(token, coupon.code)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 400, 400, 400]);
    for (const refused of results.filter((r) => r.status === 400)) {
      expectError(refused, 400, BillingMessages.couponUsedUp(coupon.code), 'COUPON_USED_UP');
    }
    expect(await couponNow(coupon.code)).toMatchObject({ used: 3, redeemed: 0 });
  });

  it(`gives an unpaid order's use back after the hold (${HOLD_MS} ms), and still counts it when the payment comes later`, async () => {
    const coupon = await newCoupon({ kind: 'flat', value: 20, maxRedemptions: 1 });
    const first = await newViewer();
    const second = await newViewer();
    const held = ((await orderWith(first.token, coupon.code)).body as { data: OrderReply }).data;
    expect(held.order!.amount).toBe(17_900);
    expectError(
      await orderWith(second.token, coupon.code),
      400,
      BillingMessages.couponUsedUp(coupon.code),
      'COUPON_USED_UP',
    );

    await waitFor(async () => (await couponNow(coupon.code)).used === 0, {
      timeoutMs: HOLD_MS + 15_000,
      intervalMs: 500,
      what: 'the held coupon use to be released',
    });
    expect((await redemptions(coupon.code)).redemptions[0]).toMatchObject({
      orderId: held.order!.id,
      status: 'released',
    });
    expect((await orderWith(second.token, coupon.code)).status).toBe(200);

    // The first viewer pays the old order after all: the money was taken, so it is granted and counted.
    await payInSandbox(held.order!.id);
    await waitFor(async () => (await mine(first.token)).length === 1, { what: 'the late payment granted' });
    const after = await waitFor(async () => {
      const c = await couponNow(coupon.code);
      return c.redeemed === 1 && c;
    });
    expect(after.used).toBe(2);
  });
});
