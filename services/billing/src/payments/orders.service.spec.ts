import { describe, expect, it } from 'vitest';
import {
  BillingMessages,
  ServiceErrorCode,
  type OrderReply,
  type PaymentOrder,
  type PaymentReply,
  type Principal,
} from '@streamhub/contracts';
import { serviceFailure, strictFake } from '@streamhub/testkit';
import type { CatalogDirectory } from '../catalog/catalog-directory';
import type { CouponRecord, CouponsRepository } from '../coupons/coupons.repository';
import { CouponsService } from '../coupons/coupons.service';
import type { PlanRecord } from '../plans/plans.repository';
import type { PlansService } from '../plans/plans.service';
import type { NewOrder, OrderRecord, OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import type { NewOrder as NewProviderOrder, PaymentProvider, ProviderPayment } from './payment-provider';
import type { PaymentsService } from './payments.service';
import type { RecurringService } from './recurring.service';

const now = new Date('2026-08-14T12:00:00.000Z');
const buyer: Principal = { userId: 'u1', email: 'buyer@example.com', role: 'user', isAdmin: false };

const plan = (over: Partial<PlanRecord> = {}): PlanRecord => ({
  _id: 'plan-1',
  code: 'MONTHLY',
  title: 'Monthly',
  pricePaise: 19_900,
  durationDays: 30,
  scope: 'all',
  description: '',
  popular: false,
  active: true,
  maxQuality: 'HD',
  screens: 2,
  recurring: false,
  trialDays: 0,
  createdAt: now,
  updatedAt: now,
  ...over,
});

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

const stored = (order: NewOrder, over: Partial<OrderRecord> = {}): OrderRecord => ({
  ...order,
  coupon: order.coupon ?? null,
  status: 'created',
  paymentId: null,
  failures: [],
  reversedPaymentIds: [],
  recurring: false,
  trialEndsAt: null,
  reconcileAfter: null,
  createdAt: now,
  ...over,
});

const pendingOrder = (over: Partial<OrderRecord> = {}): OrderRecord =>
  stored(
    {
      orderId: 'order_old',
      userId: 'u1',
      planCode: 'MONTHLY',
      planTitle: 'Monthly',
      scope: 'all',
      durationDays: 30,
      maxQuality: 'HD',
      screens: 2,
      episodeId: null,
      episodeName: null,
      amountPaise: 19_900,
      currency: 'INR',
      receipt: 'sub_old',
    },
    { createdAt: new Date(now.getTime() - 5 * 60_000), ...over },
  );

interface Ports {
  plan?: PlanRecord;
  orders?: Partial<OrdersRepository>;
  provider?: Partial<PaymentProvider>;
  payments?: Partial<PaymentsService>;
  coupons?: Partial<CouponsRepository>;
  recurring?: Partial<RecurringService>;
}

/** OrdersService with the real coupon rules over a strict in-memory coupon repository. */
function service(ports: Ports = {}): OrdersService {
  const plans = strictFake<PlansService>('plans', {
    purchasable: async (code) => {
      if (code !== (ports.plan ?? plan()).code) throw new Error(`unexpected plan ${String(code)}`);
      return ports.plan ?? plan();
    },
  });
  const coupons = new CouponsService(strictFake<CouponsRepository>('couponsRepo', ports.coupons), plans, () => now);
  return new OrdersService(
    plans,
    strictFake<OrdersRepository>('orders', ports.orders),
    strictFake<PaymentProvider>('provider', {
      keyId: 'rzp_test_key',
      checkoutScriptUrl: 'https://checkout.example/v1/checkout.js',
      ...ports.provider,
    }),
    strictFake<PaymentsService>('payments', ports.payments),
    strictFake<CatalogDirectory>('catalog'),
    coupons,
    strictFake<RecurringService>('recurring', ports.recurring),
    () => now,
  );
}

const providerOrder = (request: NewProviderOrder): PaymentOrder => ({
  id: 'order_new',
  amount: request.amountPaise,
  currency: 'INR',
  receipt: request.receipt,
});

describe('OrdersService.createOrder: who and what', () => {
  it('refuses a caller who is not signed in, since an order belongs to an account', async () => {
    await expect(serviceFailure(service().createOrder(undefined, { planCode: 'MONTHLY' }))).resolves.toMatchObject({
      code: ServiceErrorCode.Unauthorized,
    });
  });

  it.each([
    ['no plan code', {}],
    ['an empty plan code', { planCode: '' }],
    ['a blank plan code', { planCode: '   ' }],
  ])('asks to select a plan for %s', async (_case, request) => {
    await expect(serviceFailure(service().createOrder(buyer, request as never))).resolves.toEqual({
      code: ServiceErrorCode.Invalid,
      message: BillingMessages.selectPlan,
    });
  });

  it('refuses a plan cheaper than ₹1.00, the smallest amount Razorpay takes', async () => {
    const cheap = service({ plan: plan({ pricePaise: 99 }), orders: { findReusable: async () => null } });
    await expect(serviceFailure(cheap.createOrder(buyer, { planCode: 'MONTHLY' }))).resolves.toEqual({
      code: ServiceErrorCode.Invalid,
      message: BillingMessages.amountTooSmall,
    });
  });

  it('refuses a coupon on an auto-renewing plan instead of ignoring it, since Razorpay applies no offer to its charges', async () => {
    const recurring = service({ plan: plan({ recurring: true }) });
    await expect(
      serviceFailure(recurring.createOrder(buyer, { planCode: 'MONTHLY', couponCode: ' diwali20 ' })),
    ).resolves.toEqual({ code: ServiceErrorCode.Invalid, message: BillingMessages.couponNotForRecurring });
  });

  it('hands an auto-renewing plan to recurring billing with the price it will charge', async () => {
    const bases: unknown[] = [];
    const recurring = service({
      plan: plan({ recurring: true }),
      recurring: {
        checkout: async (userId, _plan, target, base) => {
          bases.push({ userId, target, amount: base.displayAmountRupees, coupon: base.coupon });
          return { ...base, order: null, subscription: null } as OrderReply;
        },
      },
    });
    await recurring.createOrder(buyer, { planCode: 'MONTHLY' });
    expect(bases).toEqual([
      { userId: 'u1', target: { scope: 'all', episodeId: null, episodeName: null }, amount: '199.00', coupon: null },
    ]);
  });
});

describe('OrdersService.createOrder: a new provider order', () => {
  it('creates the provider order in paise with the buyer in its notes, and stores what it buys', async () => {
    const sent: NewProviderOrder[] = [];
    const created: NewOrder[] = [];
    const orders = service({
      orders: { findReusable: async () => null, create: async (order) => void created.push(order) },
      provider: { createOrder: async (request) => (sent.push(request), providerOrder(request)) },
    });
    const reply = await orders.createOrder(buyer, { planCode: 'MONTHLY' });
    expect(sent).toEqual([
      {
        amountPaise: 19_900,
        receipt: expect.stringMatching(/^sub_[0-9a-f]{28}$/),
        notes: { userId: 'u1', planCode: 'MONTHLY', scope: 'all', episodeName: '', couponCode: '' },
      },
    ]);
    expect(created[0]).toMatchObject({
      orderId: 'order_new',
      userId: 'u1',
      amountPaise: 19_900,
      currency: 'INR',
      maxQuality: 'HD',
      screens: 2,
      coupon: null,
      receipt: sent[0]!.receipt,
    });
    expect(reply).toMatchObject({
      displayAmountRupees: '199.00',
      keyId: 'rzp_test_key',
      alreadyActive: false,
      order: { id: 'order_new', amount: 19_900 },
    });
  });

  it('answers unavailable (and stores nothing) when the provider refuses to create the order', async () => {
    const orders = service({
      orders: { findReusable: async () => null },
      provider: {
        createOrder: async () => {
          throw { statusCode: 500, error: { description: 'upstream' } };
        },
      },
    });
    await expect(serviceFailure(orders.createOrder(buyer, { planCode: 'MONTHLY' }))).resolves.toEqual({
      code: ServiceErrorCode.Unavailable,
      message: BillingMessages.paymentProviderFailed,
    });
  });
});

describe('OrdersService.createOrder: an unpaid order asked for again', () => {
  it('hands out the same pending order while the provider has no payment for it, so Checkout reopened does not make a second one', async () => {
    const asked: unknown[] = [];
    const orders = service({
      orders: {
        findReusable: async (match) => {
          asked.push(match);
          return pendingOrder();
        },
      },
      provider: { orderPayments: async () => [] },
    });
    const reply = await orders.createOrder(buyer, { planCode: 'MONTHLY' });
    expect(reply.order).toEqual({ id: 'order_old', amount: 19_900, currency: 'INR', receipt: 'sub_old' });
    // Reused only within 30 minutes, and only at the same price without a coupon.
    expect(asked).toEqual([
      expect.objectContaining({
        amountPaise: 19_900,
        couponCode: null,
        since: new Date(now.getTime() - 30 * 60_000),
      }),
    ]);
  });

  it('reuses the pending order as it is when the provider cannot be asked about it', async () => {
    const orders = service({
      orders: { findReusable: async () => pendingOrder() },
      provider: {
        orderPayments: async () => {
          throw new Error('timeout');
        },
      },
    });
    await expect(orders.createOrder(buyer, { planCode: 'MONTHLY' })).resolves.toMatchObject({
      order: { id: 'order_old' },
    });
  });

  it('grants a pending order that was in fact paid, since Checkout refuses an order already paid and the webhook may be late', async () => {
    const grants: string[] = [];
    const orders = service({
      orders: { findReusable: async () => pendingOrder() },
      provider: {
        orderPayments: async (): Promise<ProviderPayment[]> => [
          { id: 'pay_f', orderId: 'order_old', status: 'failed', amount: 19_900, currency: 'INR' },
          { id: 'pay_c', orderId: 'order_old', status: 'captured', amount: 19_900, currency: 'INR' },
        ],
      },
      payments: {
        grant: async (order, paymentId) => {
          grants.push(`${order.orderId} ${paymentId}`);
          return { outcome: 'subscribed', subscription: {} } as PaymentReply;
        },
      },
    });
    await expect(orders.createOrder(buyer, { planCode: 'MONTHLY' })).resolves.toMatchObject({
      alreadyActive: true,
      order: null,
    });
    expect(grants).toEqual(['order_old pay_c']);
  });

  it.each([
    ['refunded before its grant', [{ status: 'refunded' as const }], null],
    ['captured but refused by the grant (refunded meanwhile)', [{ status: 'captured' as const }], 'ignored'],
  ])(
    'makes a new order when the pending one was %s, since that order cannot be paid again',
    async (_case, attempts, grantOutcome) => {
      const created: NewOrder[] = [];
      const orders = service({
        orders: { findReusable: async () => pendingOrder(), create: async (order) => void created.push(order) },
        provider: {
          orderPayments: async () =>
            attempts.map((a) => ({ id: 'pay_x', orderId: 'order_old', amount: 19_900, currency: 'INR', ...a })),
          createOrder: async (request) => providerOrder(request),
        },
        ...(grantOutcome
          ? { payments: { grant: async () => ({ outcome: grantOutcome, subscription: null }) as PaymentReply } }
          : {}),
      });
      await expect(orders.createOrder(buyer, { planCode: 'MONTHLY' })).resolves.toMatchObject({
        order: { id: 'order_new' },
      });
      expect(created.map((o) => o.orderId)).toEqual(['order_new']);
    },
  );

  it('does not count a captured payment of another amount as paying the pending order', async () => {
    const orders = service({
      orders: { findReusable: async () => pendingOrder() },
      provider: {
        orderPayments: async () => [
          { id: 'pay_c', orderId: 'order_old', status: 'captured', amount: 100, currency: 'INR' },
        ],
      },
    });
    await expect(orders.createOrder(buyer, { planCode: 'MONTHLY' })).resolves.toMatchObject({
      order: { id: 'order_old' },
    });
  });
});

describe('OrdersService.createOrder: coupons', () => {
  it('charges the discounted price in paise and holds one use of the coupon before the provider order exists', async () => {
    const steps: string[] = [];
    const created: NewOrder[] = [];
    const orders = service({
      orders: {
        findReusable: async () => null,
        create: async (order) => {
          steps.push('store');
          created.push(order);
        },
      },
      coupons: {
        findByCode: async (code) => (code === 'DIWALI20' ? coupon() : null),
        usesBy: async () => 0,
        holdUse: async () => (steps.push('hold'), 'held'),
      },
      provider: {
        createOrder: async (request) => (steps.push(`provider ${request.amountPaise}`), providerOrder(request)),
      },
    });
    const reply = await orders.createOrder(buyer, { planCode: 'MONTHLY', couponCode: ' diwali20 ' });
    // 20 % of ₹199.00 is ₹39.80: ₹159.20 is charged.
    expect(steps).toEqual(['hold', 'provider 15920', 'store']);
    expect(created[0]!.coupon).toEqual({
      code: 'DIWALI20',
      kind: 'percent',
      amount: 20,
      originalPaise: 19_900,
      discountPaise: 3_980,
      state: 'held',
      redeemedAt: null,
    });
    expect(reply).toMatchObject({ displayAmountRupees: '159.20', coupon: { code: 'DIWALI20' } });
  });

  it('gives the held use back when the provider refuses the order, so a failed attempt does not spend the buyer’s coupon', async () => {
    const released: string[] = [];
    const orders = service({
      orders: { findReusable: async () => null },
      coupons: {
        findByCode: async () => coupon(),
        usesBy: async () => 0,
        holdUse: async () => 'held',
        releaseUse: async (code, userId) => void released.push(`${code} ${userId}`),
      },
      provider: {
        createOrder: async () => {
          throw new Error('provider down');
        },
      },
    });
    await expect(
      serviceFailure(orders.createOrder(buyer, { planCode: 'MONTHLY', couponCode: 'DIWALI20' })),
    ).resolves.toMatchObject({ code: ServiceErrorCode.Unavailable });
    expect(released).toEqual(['DIWALI20 u1']);
  });

  it('lets the buyer ask again for an unpaid order that already holds their only use of the coupon', async () => {
    const orders = service({
      orders: {
        // First asked with any amount (is this code held by an unpaid order?), then at the quoted price.
        findReusable: async (match) => pendingOrder({ amountPaise: match.amountPaise ?? 15_920 }),
      },
      // perUserLimit 1 and maxRedemptions 1 are both reached by the use that order holds.
      coupons: { findByCode: async () => coupon({ maxRedemptions: 1, used: 1 }) },
      provider: { orderPayments: async () => [] },
    });
    await expect(orders.createOrder(buyer, { planCode: 'MONTHLY', couponCode: 'DIWALI20' })).resolves.toMatchObject({
      order: { id: 'order_old', amount: 15_920 },
    });
  });

  it.each([
    ['used up by others', { maxRedemptions: 5, used: 5 }, 0, 'COUPON_USED_UP'],
    ['used by this buyer as often as allowed', { perUserLimit: 2 }, 2, 'COUPON_USER_LIMIT'],
  ])('refuses a coupon %s when no order of theirs holds a use', async (_case, over, usedByBuyer, reason) => {
    const orders = service({
      orders: { findReusable: async () => null },
      coupons: { findByCode: async () => coupon(over), usesBy: async () => usedByBuyer },
    });
    await expect(
      serviceFailure(orders.createOrder(buyer, { planCode: 'MONTHLY', couponCode: 'DIWALI20' })),
    ).resolves.toMatchObject({ code: ServiceErrorCode.Invalid, reason });
  });

  it('grants a 100 % coupon at once without a provider order, under a payment id of its own', async () => {
    const created: NewOrder[] = [];
    const grants: string[] = [];
    const orders = service({
      orders: {
        findReusable: async () => null,
        create: async (order) => void created.push(order),
        find: async (id) => stored(created.find((o) => o.orderId === id)!),
      },
      coupons: {
        findByCode: async () => coupon({ code: 'FREEMONTH', amount: 100 }),
        usesBy: async () => 0,
        holdUse: async () => 'held',
      },
      payments: {
        grant: async (order, paymentId) => {
          grants.push(`${order.orderId} ${paymentId} ${order.amountPaise}`);
          return { outcome: 'subscribed', subscription: null };
        },
      },
    });
    const reply = await orders.createOrder(buyer, { planCode: 'MONTHLY', couponCode: 'FREEMONTH' });
    expect(reply).toMatchObject({ alreadyActive: true, order: null, displayAmountRupees: '0.00' });
    const orderId = created[0]!.orderId;
    expect(orderId).toMatch(/^free_[0-9a-f]{24}$/);
    expect(grants).toEqual([`${orderId} coupon_${orderId} 0`]);
  });

  it('finishes the grant of a free order whose grant a crash interrupted, under the same payment id', async () => {
    const grants: string[] = [];
    const orders = service({
      orders: { findReusable: async () => pendingOrder({ orderId: 'free_abc', amountPaise: 0 }) },
      coupons: { findByCode: async () => coupon({ code: 'FREEMONTH', amount: 100 }) },
      payments: {
        grant: async (order, paymentId) => {
          grants.push(`${order.orderId} ${paymentId}`);
          return { outcome: 'already-recorded', subscription: null };
        },
      },
    });
    await expect(orders.createOrder(buyer, { planCode: 'MONTHLY', couponCode: 'FREEMONTH' })).resolves.toMatchObject({
      alreadyActive: true,
      order: null,
    });
    expect(grants).toEqual(['free_abc coupon_free_abc']);
  });
});

describe('OrdersService.preview', () => {
  it('quotes the coupon’s price without holding a use, since a preview is not an order', async () => {
    const orders = service({
      coupons: { findByCode: async () => coupon({ kind: 'flat', amount: 5_000 }), usesBy: async () => 0 },
    });
    await expect(orders.preview(buyer, { planCode: 'MONTHLY', couponCode: 'DIWALI20' })).resolves.toMatchObject({
      displayAmountRupees: '149.00',
      coupon: { code: 'DIWALI20' },
    });
  });

  it('refuses to preview a coupon on an auto-renewing plan', async () => {
    const orders = service({ plan: plan({ recurring: true }) });
    await expect(
      serviceFailure(orders.preview(buyer, { planCode: 'MONTHLY', couponCode: 'DIWALI20' })),
    ).resolves.toMatchObject({ message: BillingMessages.couponNotForRecurring });
  });
});
