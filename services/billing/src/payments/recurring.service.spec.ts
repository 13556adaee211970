import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BillingMessages, ServiceErrorCode, type OrderReply, type Principal } from '@streamhub/contracts';
import { serviceFailure, strictFake } from '@streamhub/testkit';
import type { BillingConfig } from '../config';
import type { Customer, CustomersRepository } from '../customers/customers.repository';
import type { PlanRecord } from '../plans/plans.repository';
import type { Charge, ReceiptsService } from '../receipts/receipts.service';
import type { SubscriptionRecord, SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { MandateClaimsRepository } from './mandate-claims.repository';
import type { MandatesService } from './mandates.service';
import type { NewOrder, OrderRecord, OrdersRepository } from './orders.repository';
import type {
  NewProviderPlan,
  NewProviderSubscription,
  PaymentProvider,
  ProviderPayment,
  ProviderSubscription,
} from './payment-provider';
import type { ProviderPlansRepository } from './provider-plans.repository';
import { RecurringService } from './recurring.service';
import type { TrialClaimsRepository } from './trial-claims.repository';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T04:30:00.000Z');
const KEY_SECRET = 'key-secret-for-unit-specs';
const viewer: Principal = { userId: 'u1', email: 'viewer@example.com', role: 'user', isAdmin: false };
const ALL = { scope: 'all' as const, episodeId: null, episodeName: null };

const plan = (over: Partial<PlanRecord> = {}): PlanRecord => ({
  _id: 'plan-1',
  code: 'MONTHLY_AUTO',
  title: 'Monthly auto-renew',
  pricePaise: 14_900,
  durationDays: 28,
  scope: 'all',
  description: '',
  popular: false,
  active: true,
  maxQuality: '4K',
  screens: 2,
  recurring: true,
  trialDays: 0,
  createdAt: now,
  updatedAt: now,
  ...over,
});

const base: Omit<OrderReply, 'order' | 'subscription'> = {
  displayAmountRupees: '149.00',
  keyId: 'rzp_test_key',
  checkoutScriptUrl: 'https://checkout.example/v1/checkout.js',
  plan: {} as OrderReply['plan'],
  alreadyActive: false,
  coupon: null,
};

const order = (over: Partial<OrderRecord> = {}): OrderRecord => ({
  orderId: 'sub_R1',
  userId: 'u1',
  planCode: 'MONTHLY_AUTO',
  planTitle: 'Monthly auto-renew',
  scope: 'all',
  durationDays: 28,
  maxQuality: '4K',
  screens: 2,
  episodeId: null,
  episodeName: null,
  amountPaise: 14_900,
  currency: 'INR',
  receipt: 'sub_R1',
  status: 'created',
  paymentId: null,
  failures: [],
  reversedPaymentIds: [],
  coupon: null,
  recurring: true,
  trialEndsAt: null,
  reconcileAfter: null,
  createdAt: new Date(now.getTime() - 60_000),
  ...over,
});

const subscription = (over: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  _id: 'sub-1',
  userId: 'u1',
  planCode: 'MONTHLY_AUTO',
  planTitle: 'Monthly auto-renew',
  scope: 'all',
  episodeId: null,
  episodeName: null,
  pricePaise: 14_900,
  durationDays: 28,
  maxQuality: '4K',
  screens: 2,
  orderId: 'sub_R1',
  paymentId: 'pay_1',
  couponCode: null,
  status: 'active',
  startAt: new Date(now.getTime() - 10 * DAY),
  endAt: new Date(now.getTime() + 18 * DAY),
  createdAt: new Date(now.getTime() - 10 * DAY),
  recurring: true,
  autoRenew: 'on',
  chargePaise: 14_900,
  chargePaymentIds: ['pay_1'],
  ...over,
});

const providerSub = (status: ProviderSubscription['status']): ProviderSubscription => ({
  id: 'sub_R1',
  planId: 'plan_P1',
  status,
  paidCount: 0,
  chargeAt: null,
  notes: {},
});

const payment = (over: Partial<ProviderPayment> = {}): ProviderPayment => ({
  id: 'pay_2',
  orderId: null,
  status: 'captured',
  amount: 14_900,
  currency: 'INR',
  ...over,
});

interface Ports {
  orders?: Partial<OrdersRepository>;
  provider?: Partial<PaymentProvider>;
  providerPlans?: Partial<ProviderPlansRepository>;
  subscriptions?: Partial<SubscriptionsService>;
  records?: Partial<SubscriptionsRepository>;
  receipts?: Partial<ReceiptsService>;
  mandates?: Partial<MandatesService>;
  customers?: Partial<CustomersRepository>;
  claims?: Partial<MandateClaimsRepository>;
  trials?: Partial<TrialClaimsRepository>;
}

function service(ports: Ports = {}): RecurringService {
  return new RecurringService(
    strictFake<OrdersRepository>('orders', ports.orders),
    strictFake<PaymentProvider>('provider', ports.provider),
    strictFake<ProviderPlansRepository>('providerPlans', ports.providerPlans),
    strictFake<SubscriptionsService>('subscriptions', ports.subscriptions),
    strictFake<SubscriptionsRepository>('records', ports.records),
    strictFake<ReceiptsService>('receipts', ports.receipts),
    strictFake<MandatesService>('mandates', ports.mandates),
    strictFake<CustomersRepository>('customers', ports.customers),
    strictFake<MandateClaimsRepository>('claims', ports.claims),
    strictFake<TrialClaimsRepository>('trials', ports.trials),
    strictFake<BillingConfig>('config', {
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      TRIAL_KEY_SECRET: undefined,
      PENDING_MANDATE_ABANDON_MS: DAY,
    }),
    () => now,
  );
}

/** A checkout with nothing in its way: no mandate, no pass, the claim free and the provider plan known. */
function freeCheckout(created: { orders: NewOrder[]; subs: NewProviderSubscription[]; attached: string[] }): Ports {
  return {
    records: { renewingFor: async () => null, liveFor: async () => [], hadRecurring: async () => false },
    claims: {
      claim: async () => null,
      attach: async (key, at, orderId) => void created.attached.push(`${key} ${at.toISOString()} ${orderId}`),
    },
    providerPlans: { find: async () => 'plan_P1' },
    provider: {
      createSubscription: async (sub) => {
        created.subs.push(sub);
        return { ...providerSub('created'), planId: sub.planId };
      },
    },
    orders: { create: async (o) => void created.orders.push(o) },
  };
}

describe('RecurringService.checkout', () => {
  it('refuses a plan cheaper than ₹1.00, the smallest charge Razorpay takes', async () => {
    await expect(serviceFailure(service().checkout('u1', plan({ pricePaise: 50 }), ALL, base))).resolves.toEqual({
      code: ServiceErrorCode.Invalid,
      message: BillingMessages.amountTooSmall,
    });
  });

  it('refuses a second mandate for a plan that already renews, so nobody is charged twice a period', async () => {
    const recurring = service({ records: { renewingFor: async () => subscription() } });
    await expect(serviceFailure(recurring.checkout('u1', plan(), ALL, base))).resolves.toEqual({
      code: ServiceErrorCode.Conflict,
      message: BillingMessages.alreadyAutoRenewing,
    });
  });

  it('refuses auto-renew while a paid pass covers the same access, so the first charge does not pay for days already paid', async () => {
    const pass = subscription({ recurring: false, endAt: new Date('2026-06-20T10:00:00.000Z') });
    const recurring = service({ records: { renewingFor: async () => null, liveFor: async () => [pass] } });
    await expect(serviceFailure(recurring.checkout('u1', plan(), ALL, base))).resolves.toEqual({
      code: ServiceErrorCode.Conflict,
      message: BillingMessages.passCoversUntil('20 Jun 2026'),
    });
  });

  it('creates a provider subscription for about ten years of charges and stores the checkout in paise', async () => {
    const created = { orders: [] as NewOrder[], subs: [] as NewProviderSubscription[], attached: [] as string[] };
    const reply = await service(freeCheckout(created)).checkout('u1', plan(), ALL, base);
    // 10 × 365 days / 28 days a charge = 130 charges.
    expect(created.subs).toEqual([
      {
        planId: 'plan_P1',
        totalCount: 130,
        notes: { userId: 'u1', planCode: 'MONTHLY_AUTO', scope: 'all', episodeName: '' },
      },
    ]);
    expect(created.orders[0]).toMatchObject({
      orderId: 'sub_R1',
      amountPaise: 14_900,
      currency: 'INR',
      recurring: true,
      trialEndsAt: null,
    });
    // The viewer's claim on the plan now names the provider subscription.
    expect(created.attached).toEqual([expect.stringMatching(new RegExp(` ${now.toISOString()} sub_R1$`))]);
    expect(reply.subscription).toEqual({ id: 'sub_R1', amount: 14_900, currency: 'INR', trialEndsAt: null });
  });

  it('starts a first subscription of a plan with trial days with its first charge at the trial’s end', async () => {
    const created = { orders: [] as NewOrder[], subs: [] as NewProviderSubscription[], attached: [] as string[] };
    const ports = freeCheckout(created);
    const recurring = service({
      ...ports,
      customers: { find: async () => ({ userId: 'u1', mobile: '9876543210' }) as Customer },
      trials: {
        claim: async (planCode, keys, userId, at) => {
          expect([planCode, keys.length, userId, at]).toEqual(['MONTHLY_AUTO', 1, 'u1', now]);
          return true;
        },
      },
    });
    const reply = await recurring.checkout('u1', plan({ trialDays: 7 }), ALL, base);
    const trialEndsAt = new Date(now.getTime() + 7 * DAY);
    expect(created.subs[0]!.startAt).toEqual(trialEndsAt);
    expect(created.orders[0]!.trialEndsAt).toEqual(trialEndsAt);
    expect(reply.subscription?.trialEndsAt).toBe(trialEndsAt.toISOString());
  });

  it.each([
    ['the account held this plan before', { hadRecurring: true, trialClaimed: true }],
    ['the mobile number already took the trial on another account', { hadRecurring: false, trialClaimed: false }],
  ])(
    'gives no trial when %s, since a trial is for a person’s first subscription',
    async (_case, { hadRecurring, trialClaimed }) => {
      const created = { orders: [] as NewOrder[], subs: [] as NewProviderSubscription[], attached: [] as string[] };
      const ports = freeCheckout(created);
      const recurring = service({
        ...ports,
        records: { ...ports.records, hadRecurring: async () => hadRecurring },
        ...(hadRecurring
          ? {}
          : {
              customers: { find: async () => ({ userId: 'u1', mobile: '9876543210' }) as Customer },
              trials: { claim: async () => trialClaimed },
            }),
      });
      await recurring.checkout('u1', plan({ trialDays: 7 }), ALL, base);
      expect(created.subs[0]!.startAt).toBeUndefined();
      expect(created.orders[0]!.trialEndsAt).toBeNull();
    },
  );

  it('makes the provider plan once per plan, price and period, whole weeks as a weekly plan', async () => {
    const plans: NewProviderPlan[] = [];
    const remembered: string[] = [];
    const created = { orders: [] as NewOrder[], subs: [] as NewProviderSubscription[], attached: [] as string[] };
    const ports = freeCheckout(created);
    const recurring = service({
      ...ports,
      providerPlans: {
        find: async () => null,
        remember: async (key, id) => (remembered.push(`${key} ${id}`), id),
      },
      provider: { ...ports.provider, createPlan: async (p) => (plans.push(p), 'plan_new') },
    });
    await recurring.checkout('u1', plan(), ALL, base);
    expect(plans).toEqual([
      {
        period: 'weekly',
        interval: 4,
        name: 'Monthly auto-renew',
        amountPaise: 14_900,
        notes: { planCode: 'MONTHLY_AUTO' },
      },
    ]);
    expect(remembered).toHaveLength(1);
    expect(created.subs[0]!.planId).toBe('plan_new');
  });

  it('releases the claim when the provider refuses, so the viewer can try again at once', async () => {
    const released: Date[] = [];
    const created = { orders: [] as NewOrder[], subs: [] as NewProviderSubscription[], attached: [] as string[] };
    const ports = freeCheckout(created);
    const recurring = service({
      ...ports,
      claims: { claim: async () => null, release: async (_key, at) => void released.push(at) },
      provider: {
        createSubscription: async () => {
          throw { statusCode: 400, error: { description: 'plan not found' } };
        },
      },
    });
    await expect(serviceFailure(recurring.checkout('u1', plan(), ALL, base))).resolves.toEqual({
      code: ServiceErrorCode.Unavailable,
      message: BillingMessages.paymentProviderFailed,
    });
    expect(released).toEqual([now]);
    expect(created.orders).toEqual([]);
  });

  it('refuses a checkout while another one for the same plan is creating its provider subscription (one mandate per viewer and plan)', async () => {
    const recurring = service({
      records: { renewingFor: async () => null, liveFor: async () => [] },
      claims: { claim: async () => ({ _id: 'k', orderId: null, claimedAt: new Date(now.getTime() - 5_000) }) },
    });
    await expect(serviceFailure(recurring.checkout('u1', plan(), ALL, base))).resolves.toEqual({
      code: ServiceErrorCode.Conflict,
      message: BillingMessages.autoRenewCheckoutInProgress,
    });
  });

  it('hands out the same provider subscription while it still waits for Checkout, like a pending order', async () => {
    const recurring = service({
      records: { renewingFor: async () => null, liveFor: async () => [], byOrderId: async () => null },
      claims: { claim: async () => ({ _id: 'k', orderId: 'sub_R1', claimedAt: new Date(now.getTime() - DAY / 2) }) },
      orders: { find: async () => order({ createdAt: new Date(now.getTime() - DAY / 2) }) },
      provider: { fetchSubscription: async () => providerSub('created') },
    });
    await expect(recurring.checkout('u1', plan(), ALL, base)).resolves.toMatchObject({
      order: null,
      subscription: { id: 'sub_R1', amount: 14_900 },
    });
  });

  it.each(['authenticated', 'active', 'pending'] as const)(
    'refuses a new checkout while the earlier one is %s at the provider but not yet recorded here',
    async (status) => {
      const recurring = service({
        records: { renewingFor: async () => null, liveFor: async () => [], byOrderId: async () => null },
        claims: { claim: async () => ({ _id: 'k', orderId: 'sub_R1', claimedAt: now }) },
        orders: { find: async () => order() },
        provider: { fetchSubscription: async () => providerSub(status) },
      });
      await expect(serviceFailure(recurring.checkout('u1', plan(), ALL, base))).resolves.toMatchObject({
        message: BillingMessages.alreadyAutoRenewing,
      });
    },
  );

  it('cancels a checkout abandoned for a day at the provider before taking its claim, so it can never be authorised later', async () => {
    const cancelled: string[] = [];
    const created = { orders: [] as NewOrder[], subs: [] as NewProviderSubscription[], attached: [] as string[] };
    const ports = freeCheckout(created);
    const stale = { _id: 'k', orderId: 'sub_OLD', claimedAt: new Date(now.getTime() - 2 * DAY) };
    const recurring = service({
      ...ports,
      records: { ...ports.records, byOrderId: async () => null },
      claims: { ...ports.claims, claim: async () => stale, takeOver: async (held) => held === stale },
      orders: {
        ...ports.orders,
        find: async () => order({ orderId: 'sub_OLD', createdAt: new Date(now.getTime() - 2 * DAY) }),
      },
      provider: { ...ports.provider, fetchSubscription: async () => providerSub('created') },
      mandates: { cancelAtProvider: async (id) => (cancelled.push(id), true) },
    });
    await expect(recurring.checkout('u1', plan(), ALL, base)).resolves.toMatchObject({
      subscription: { id: 'sub_R1' },
    });
    expect(cancelled).toEqual(['sub_OLD']);
  });
});

describe('RecurringService.confirm', () => {
  const signed = (paymentId: string, subscriptionId: string, secret = KEY_SECRET) => ({
    razorpay_payment_id: paymentId,
    razorpay_subscription_id: subscriptionId,
    razorpay_signature: createHmac('sha256', secret).update(`${paymentId}|${subscriptionId}`).digest('hex'),
  });

  it.each([
    ['signed with another secret', signed('pay_2', 'sub_R1', 'not-the-key-secret')],
    ['signed for another subscription', { ...signed('pay_2', 'sub_R2'), razorpay_subscription_id: 'sub_R1' }],
  ])('refuses a Checkout result %s', async (_case, body) => {
    await expect(serviceFailure(service().confirm(viewer, body))).resolves.toEqual({
      code: ServiceErrorCode.Invalid,
      message: BillingMessages.invalidSignature,
    });
  });

  it('refuses a genuine result for another viewer’s checkout', async () => {
    const recurring = service({ orders: { find: async () => order({ userId: 'someone-else' }) } });
    await expect(serviceFailure(recurring.confirm(viewer, signed('pay_2', 'sub_R1')))).resolves.toMatchObject({
      message: BillingMessages.unknownOrder,
    });
  });

  it('answers pending while the first charge is only authorized, and refuses a charge of another amount', async () => {
    const authorized = service({
      orders: { find: async () => order() },
      provider: {
        fetchSubscription: async () => providerSub('active'),
        fetchPayment: async () => payment({ status: 'authorized' }),
      },
    });
    await expect(authorized.confirm(viewer, signed('pay_2', 'sub_R1'))).resolves.toEqual({
      outcome: 'pending',
      subscription: null,
    });
    const wrongAmount = service({
      orders: { find: async () => order() },
      provider: {
        fetchSubscription: async () => providerSub('active'),
        fetchPayment: async () => payment({ amount: 100 }),
      },
    });
    await expect(serviceFailure(wrongAmount.confirm(viewer, signed('pay_2', 'sub_R1')))).resolves.toMatchObject({
      message: BillingMessages.amountMismatch,
    });
  });
});

describe('RecurringService.onEvent: webhooks are hints, the provider’s state decides', () => {
  const event = (name: string, pay: { id: string; status: string } | null = null) => ({
    kind: 'subscription' as const,
    event: name,
    subscriptionId: 'sub_R1',
    status: 'halted',
    payment: pay ? { ...pay, amount: 14_900, currency: 'INR' } : null,
  });

  it('ignores a subscription that is not one of ours', async () => {
    const recurring = service({ orders: { find: async () => null } });
    await expect(recurring.onEvent(event('subscription.halted'))).resolves.toEqual({
      outcome: 'ignored',
      subscription: null,
    });
  });

  it('changes nothing for a stale halted event when the provider holds the subscription active, since Razorpay does not order webhooks', async () => {
    const recurring = service({
      orders: { find: async () => order() },
      provider: { fetchSubscription: async () => providerSub('active') },
    });
    await expect(recurring.onEvent(event('subscription.halted'))).resolves.toEqual({
      outcome: 'ignored',
      subscription: null,
    });
  });

  it('ends access when the provider holds the subscription halted (every retry failed)', async () => {
    const halted: string[] = [];
    const recurring = service({
      orders: { find: async () => order() },
      provider: { fetchSubscription: async () => providerSub('halted'), subscriptionCharges: async () => [] },
      records: { byOrderId: async () => subscription(), byId: async () => subscription({ autoRenew: 'halted' }) },
      subscriptions: { haltRecurring: async (record) => (halted.push(record._id), true) },
    });
    await recurring.onEvent(event('subscription.pending'));
    expect(halted).toEqual(['sub-1']);
  });

  it.each([
    ['pending', 'pending', ['halted', 'off']],
    ['cancelled', 'off', ['halted']],
    ['completed', 'off', ['halted']],
  ] as const)(
    'records a subscription the provider holds %s as auto-renew %s, never reviving a halted one',
    async (status, state, unless) => {
      const calls: unknown[] = [];
      const recurring = service({
        orders: { find: async () => order() },
        provider: { fetchSubscription: async () => providerSub(status), subscriptionCharges: async () => [] },
        records: { byOrderId: async () => subscription() },
        subscriptions: {
          setAutoRenew: async (record, to, except) => (calls.push([to, except]), { ...record, autoRenew: to }),
        },
      });
      await recurring.onEvent(event(`subscription.${status}`));
      expect(calls).toEqual([[state, unless]]);
    },
  );

  it('fails the event when the provider cannot be asked, so Razorpay delivers it again', async () => {
    const recurring = service({
      orders: { find: async () => order() },
      provider: {
        fetchSubscription: async () => {
          throw new Error('timeout');
        },
      },
    });
    await expect(serviceFailure(recurring.onEvent(event('subscription.halted')))).resolves.toMatchObject({
      code: ServiceErrorCode.Unavailable,
    });
  });

  it('extends a renewing subscription by a period for a captured charge and issues that period’s receipt', async () => {
    const receipts: Charge[] = [];
    const periodStart = new Date(now.getTime() + 18 * DAY);
    const periodEnd = new Date(periodStart.getTime() + 28 * DAY);
    const recurring = service({
      orders: { find: async () => order() },
      provider: { fetchPayment: async () => payment() },
      records: { byOrderId: async () => subscription() },
      customers: { find: async () => null },
      subscriptions: {
        chargeRecurring: async (id, paymentId, amount) => {
          expect([id, paymentId, amount]).toEqual(['sub-1', 'pay_2', 14_900]);
          return { record: subscription({ endAt: periodEnd }), periodStart, periodEnd };
        },
      },
      receipts: { issue: async (charge) => void receipts.push(charge) },
    });
    await recurring.onEvent(event('subscription.charged', { id: 'pay_2', status: 'captured' }));
    expect(receipts).toEqual([
      expect.objectContaining({ paymentId: 'pay_2', amountPaise: 14_900, periodStart, periodEnd, couponCode: null }),
    ]);
  });

  it('issues no second receipt for a replayed charge already counted', async () => {
    const recurring = service({
      orders: { find: async () => order() },
      provider: { fetchPayment: async () => payment() },
      records: {
        byOrderId: async () => subscription({ chargePaymentIds: ['pay_1', 'pay_2'] }),
        byId: async () => subscription(),
      },
      subscriptions: { chargeRecurring: async () => null },
    });
    await expect(
      recurring.onEvent(event('subscription.charged', { id: 'pay_2', status: 'captured' })),
    ).resolves.toMatchObject({ outcome: 'already-recorded' });
  });

  it.each([
    ['not captured at the provider', { status: 'failed' as const }],
    ['of another amount than the plan’s charge', { amount: 100 }],
  ])('counts no charge %s', async (_case, over) => {
    const recurring = service({
      orders: { find: async () => order() },
      provider: { fetchPayment: async () => payment(over) },
    });
    await expect(
      recurring.onEvent(event('subscription.charged', { id: 'pay_2', status: 'captured' })),
    ).resolves.toEqual({ outcome: 'ignored', subscription: null });
  });

  it('refunds a charge that came for a closed account and stops its mandate, with no extension and no receipt', async () => {
    const refunds: unknown[] = [];
    const steps: string[] = [];
    const recurring = service({
      orders: { find: async () => order() },
      provider: {
        fetchPayment: async () => payment(),
        refund: async (paymentId, amount, notes) => (refunds.push([paymentId, amount, notes]), 'rfnd_1'),
      },
      records: {
        byOrderId: async () => subscription(),
        requestMandateCancel: async (id) => void steps.push(`cancel requested ${id}`),
      },
      customers: { find: async () => ({ userId: 'u1', status: 'inactive' }) as Customer },
      mandates: { stop: async (record) => (steps.push(`stopped ${record.orderId}`), true) },
    });
    await expect(
      recurring.onEvent(event('subscription.charged', { id: 'pay_2', status: 'captured' })),
    ).resolves.toEqual({ outcome: 'ignored', subscription: null });
    expect(refunds).toEqual([['pay_2', 14_900, { reason: 'account closed', subscriptionId: 'sub_R1' }]]);
    expect(steps).toEqual(['cancel requested sub-1', 'stopped sub_R1']);
  });
});

describe('RecurringService.cancel', () => {
  it.each([
    ['in a trial (nothing charged yet)', [], false],
    ['after charges', ['pay_1'], true],
  ])(
    'cancels a mandate %s, at the cycle end only when a period was paid',
    async (_case, chargePaymentIds, atCycleEnd) => {
      const cancels: unknown[] = [];
      const recurring = service({
        subscriptions: {
          find: async () => subscription({ chargePaymentIds }),
          setAutoRenew: async (record, to) => ({ ...record, autoRenew: to }),
        },
        provider: { cancelSubscription: async (id, end) => (cancels.push([id, end]), providerSub('cancelled')) },
      });
      await expect(recurring.cancel(viewer, 'sub-1')).resolves.toMatchObject({ autoRenew: 'off' });
      expect(cancels).toEqual([['sub_R1', atCycleEnd]]);
    },
  );

  it('refuses another viewer’s subscription as not found', async () => {
    const recurring = service({ subscriptions: { find: async () => subscription({ userId: 'someone-else' }) } });
    await expect(serviceFailure(recurring.cancel(viewer, 'sub-1'))).resolves.toEqual({
      code: ServiceErrorCode.NotFound,
      message: BillingMessages.subscriptionNotFound,
    });
  });

  it('says auto-renew is already off only when the provider holds the mandate ended', async () => {
    const recurring = service({
      subscriptions: { find: async () => subscription({ autoRenew: 'off' }) },
      provider: { fetchSubscription: async () => providerSub('cancelled') },
    });
    await expect(serviceFailure(recurring.cancel(viewer, 'sub-1'))).resolves.toMatchObject({
      message: BillingMessages.autoRenewAlreadyOff,
    });
  });

  it('stops a mandate that is off here but still live at the provider, so no charge can come whatever happened locally', async () => {
    const steps: string[] = [];
    const recurring = service({
      subscriptions: { find: async () => subscription({ autoRenew: 'off' }) },
      provider: { fetchSubscription: async () => providerSub('active') },
      records: {
        requestMandateCancel: async (id) => void steps.push(`requested ${id}`),
        byId: async () => subscription({ autoRenew: 'off' }),
      },
      mandates: { stop: async (record) => (steps.push(`stopped ${record.orderId}`), true) },
    });
    await recurring.cancel(viewer, 'sub-1');
    expect(steps).toEqual(['requested sub-1', 'stopped sub_R1']);
  });

  it('answers unavailable when the provider refuses the cancel and still holds the mandate live', async () => {
    const recurring = service({
      subscriptions: { find: async () => subscription() },
      provider: {
        cancelSubscription: async () => {
          throw new Error('provider down');
        },
        fetchSubscription: async () => providerSub('active'),
      },
    });
    await expect(serviceFailure(recurring.cancel(viewer, 'sub-1'))).resolves.toEqual({
      code: ServiceErrorCode.Unavailable,
      message: BillingMessages.autoRenewCancelFailed,
    });
  });
});
