import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BillingMessages, DEFAULT_PLAN_QUALITY, DEFAULT_PLAN_SCREENS, ServiceErrorCode } from '@streamhub/contracts';
import { serviceFailure, strictFake } from '@streamhub/testkit';
import type { BillingConfig } from '../config';
import type { CouponsService } from '../coupons/coupons.service';
import type { Charge, ReceiptsService } from '../receipts/receipts.service';
import type { SubscriptionRecord } from '../subscriptions/subscriptions.repository';
import type { Purchase, SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { MandatesService } from './mandates.service';
import type { OrderRecord, OrdersRepository } from './orders.repository';
import type { PaymentProvider, ProviderPayment } from './payment-provider';
import { PaymentsService } from './payments.service';
import type { RecurringService } from './recurring.service';
import type { WebhookEventsRepository } from './webhook-events.repository';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-05-04T06:30:00.000Z');
const KEY_SECRET = 'key-secret-for-unit-specs';
const WEBHOOK_SECRET = 'webhook-secret-for-unit-specs';

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

const order = (over: Partial<OrderRecord> = {}): OrderRecord => ({
  orderId: 'order_1',
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
  receipt: 'sub_1',
  status: 'created',
  paymentId: null,
  failures: [],
  reversedPaymentIds: [],
  coupon: null,
  recurring: false,
  trialEndsAt: null,
  reconcileAfter: null,
  createdAt: new Date(now.getTime() - 60_000),
  ...over,
});

const granted = (purchase: Purchase): SubscriptionRecord => ({
  ...purchase,
  _id: 'sub-1',
  couponCode: purchase.couponCode ?? null,
  status: 'active',
  startAt: now,
  endAt: new Date(now.getTime() + purchase.durationDays * DAY),
  createdAt: now,
});

/** The ports PaymentsService talks to; each test gives only what it expects to be used. */
interface Ports {
  subscriptions?: Partial<SubscriptionsService>;
  orders?: Partial<OrdersRepository>;
  provider?: Partial<PaymentProvider>;
  webhookEvents?: Partial<WebhookEventsRepository>;
  coupons?: Partial<CouponsService>;
  receipts?: Partial<ReceiptsService>;
  recurring?: Partial<RecurringService>;
  mandates?: Partial<MandatesService>;
}

function service(ports: Ports = {}): PaymentsService {
  return new PaymentsService(
    strictFake<SubscriptionsService>('subscriptions', ports.subscriptions),
    strictFake<OrdersRepository>('orders', ports.orders),
    strictFake<PaymentProvider>('provider', ports.provider),
    strictFake<WebhookEventsRepository>('webhookEvents', ports.webhookEvents),
    strictFake<CouponsService>('coupons', ports.coupons),
    strictFake<ReceiptsService>('receipts', ports.receipts),
    strictFake<RecurringService>('recurring', ports.recurring),
    strictFake<MandatesService>('mandates', ports.mandates),
    strictFake<BillingConfig>('config', {
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
    () => now,
  );
}

/** A grant that works: the subscription is created once, the order marked paid, a receipt issued. */
function grantingPorts(stored: OrderRecord, log: string[], receipts: Charge[] = []): Ports {
  return {
    orders: {
      find: async (id) => (id === stored.orderId ? stored : null),
      markPaid: async (id, paymentId) => void log.push(`paid ${id} ${paymentId}`),
    },
    subscriptions: {
      grant: async (purchase) => {
        log.push(`grant ${purchase.orderId} ${purchase.paymentId}`);
        return { record: granted(purchase), created: true };
      },
    },
    receipts: { issue: async (charge) => void receipts.push(charge) },
  };
}

const captured = (over: Record<string, unknown> = {}, event = 'payment.captured') =>
  JSON.stringify({
    event,
    payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1', amount: 19_900, currency: 'INR', ...over } } },
  });

const webhook = (rawBody: string, eventId?: string) => ({
  rawBody,
  webhookSignature: hmac(WEBHOOK_SECRET, rawBody),
  ...(eventId ? { eventId } : {}),
});

const relayed = (orderId = 'order_1', paymentId = 'pay_1', signature = hmac(KEY_SECRET, `${orderId}|${paymentId}`)) =>
  JSON.stringify({
    event: 'payment.captured',
    razorpay_signature: signature,
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: 19_900, currency: 'INR' } } },
  });

const providerPayment = (over: Partial<ProviderPayment> = {}): ProviderPayment => ({
  id: 'pay_1',
  orderId: 'order_1',
  status: 'captured',
  amount: 19_900,
  currency: 'INR',
  ...over,
});

describe('PaymentsService.notify: what a notification must look like', () => {
  it.each([
    ['an empty body', ''],
    ['a body over 64 KiB (nothing Razorpay sends is that large)', 'x'.repeat(64 * 1024 + 1)],
  ])('refuses %s before reading it', async (_case, rawBody) => {
    await expect(serviceFailure(service().notify({ rawBody, webhookSignature: 'ab' }))).resolves.toEqual({
      code: ServiceErrorCode.Invalid,
      message: BillingMessages.malformedNotification,
    });
  });

  it('refuses a webhook whose signature is not the webhook secret’s HMAC of the raw body, since anyone can post to the endpoint', async () => {
    const rawBody = captured();
    const forged = { rawBody, webhookSignature: hmac('another-secret-entirely', rawBody), eventId: 'evt_1' };
    await expect(serviceFailure(service().notify(forged))).resolves.toEqual({
      code: ServiceErrorCode.Invalid,
      message: BillingMessages.invalidSignature,
    });
  });

  it('refuses a signed webhook that is not JSON, so a broken delivery is not acknowledged as handled', async () => {
    await expect(serviceFailure(service().notify(webhook('{not json')))).resolves.toMatchObject({
      message: BillingMessages.malformedNotification,
    });
  });
});

describe('PaymentsService.notify: Razorpay webhooks', () => {
  it('grants a captured payment of our order once, marks the order paid and issues its receipt in paise', async () => {
    const log: string[] = [];
    const receipts: Charge[] = [];
    const remembered: string[] = [];
    const payments = service({
      ...grantingPorts(order(), log, receipts),
      webhookEvents: {
        handled: async () => false,
        remember: async (id, event, at) => {
          expect(at).toEqual(now);
          remembered.push(`${id} ${event}`);
        },
      },
    });
    const reply = await payments.notify(webhook(captured(), 'evt_1'));
    expect(reply).toMatchObject({ outcome: 'subscribed', subscription: { _id: 'sub-1', amount: 199 } });
    expect(log).toEqual(['grant order_1 pay_1', 'paid order_1 pay_1']);
    expect(receipts).toEqual([
      expect.objectContaining({ paymentId: 'pay_1', orderId: 'order_1', amountPaise: 19_900, discountPaise: 0 }),
    ]);
    expect(remembered).toEqual(['evt_1 payment.captured']);
  });

  it('a replayed webhook event changes nothing, since Razorpay retries a delivery with the same event id', async () => {
    const payments = service({ webhookEvents: { handled: async (id) => id === 'evt_1' } });
    await expect(payments.notify(webhook(captured(), 'evt_1'))).resolves.toEqual({
      outcome: 'already-recorded',
      subscription: null,
    });
  });

  it('does not remember an event whose work failed half-way, so Razorpay’s retry does it in full', async () => {
    const payments = service({
      webhookEvents: { handled: async () => false },
      orders: { find: async () => order() },
      subscriptions: {
        grant: async () => {
          throw new Error('mongo went away');
        },
      },
    });
    await expect(payments.notify(webhook(captured(), 'evt_2'))).rejects.toThrow('mongo went away');
  });

  it.each([
    ['a different amount', { amount: 100 }],
    ['a different currency', { currency: 'USD' }],
  ])(
    'acknowledges but grants nothing for a capture of %s than the order asked, since the price is ours to set',
    async (_case, over) => {
      const payments = service({ orders: { find: async () => order() } });
      await expect(payments.notify(webhook(captured(over)))).resolves.toEqual({
        outcome: 'ignored',
        subscription: null,
      });
    },
  );

  it('acknowledges a signed payment that is not one of our orders, since Razorpay disables endpoints that keep failing', async () => {
    const payments = service({ orders: { find: async () => null } });
    await expect(payments.notify(webhook(captured({ order_id: 'order_elsewhere' })))).resolves.toEqual({
      outcome: 'ignored',
      subscription: null,
    });
  });

  it('acknowledges events billing does not act on without touching anything', async () => {
    const body = JSON.stringify({ event: 'invoice.paid', payload: {} });
    await expect(service().notify(webhook(body))).resolves.toEqual({ outcome: 'ignored', subscription: null });
  });

  it('records a failed attempt on its order with the provider’s reason, so support can see why a payment did not go through', async () => {
    const failures: unknown[] = [];
    const payments = service({
      orders: { find: async () => order(), recordFailure: async (id, failure) => void failures.push([id, failure]) },
    });
    const body = captured({ error_code: 'BAD_REQUEST_ERROR', error_description: 'Card declined' }, 'payment.failed');
    await expect(payments.notify(webhook(body))).resolves.toEqual({ outcome: 'failure-recorded', subscription: null });
    expect(failures).toEqual([
      ['order_1', { paymentId: 'pay_1', code: 'BAD_REQUEST_ERROR', description: 'Card declined', at: now }],
    ]);
  });

  it('hands subscription events to recurring billing', async () => {
    const seen: string[] = [];
    const payments = service({
      recurring: {
        onEvent: async (parsed) => {
          seen.push(`${parsed.event} ${parsed.subscriptionId}`);
          return { outcome: 'ignored', subscription: null };
        },
      },
    });
    const body = JSON.stringify({
      event: 'subscription.halted',
      payload: { subscription: { entity: { id: 'sub_R1', status: 'halted' } } },
    });
    await payments.notify(webhook(body));
    expect(seen).toEqual(['subscription.halted sub_R1']);
  });
});

describe('PaymentsService.notify: money given back', () => {
  const refund = JSON.stringify({
    event: 'refund.processed',
    payload: { refund: { entity: { id: 'rfnd_1', payment_id: 'pay_1' } } },
  });
  const refundWithPayment = JSON.stringify({
    event: 'payment.refunded',
    payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1' } } },
  });

  it('takes access back when a granted payment is refunded, since access was what the money bought', async () => {
    const payments = service({
      subscriptions: {
        cancelForPayment: async (paymentId, reason) => {
          expect([paymentId, reason]).toEqual(['pay_1', 'refund.processed']);
          return {
            ...granted({ ...order(), paymentId: 'pay_1', pricePaise: 19_900 } as Purchase),
            status: 'cancelled',
          };
        },
      },
    });
    await expect(payments.notify(webhook(refund))).resolves.toMatchObject({
      outcome: 'cancelled',
      subscription: { status: 'cancelled' },
    });
  });

  it('stops the mandate of a refunded auto-renewing plan, so it takes no further charge', async () => {
    const stopped: string[] = [];
    const payments = service({
      subscriptions: {
        cancelForPayment: async () => ({
          ...granted({ ...order(), paymentId: 'pay_1', pricePaise: 19_900 } as Purchase),
          orderId: 'sub_R1',
          recurring: true,
          status: 'cancelled',
        }),
      },
      mandates: { stop: async (record) => (stopped.push(record.orderId), true) },
    });
    await payments.notify(webhook(refund));
    expect(stopped).toEqual(['sub_R1']);
  });

  it('remembers a refund that came before the grant, so a late capture retry or the reconciler never grants it', async () => {
    const reversed: string[] = [];
    const payments = service({
      subscriptions: { cancelForPayment: async () => null },
      orders: { markReversed: async (id, paymentId) => void reversed.push(`${id} ${paymentId}`) },
    });
    await expect(payments.notify(webhook(refundWithPayment))).resolves.toEqual({
      outcome: 'ignored',
      subscription: null,
    });
    expect(reversed).toEqual(['order_1 pay_1']);
  });

  it('grants nothing for a payment already refunded before its grant', async () => {
    const payments = service({ orders: { find: async () => order({ reversedPaymentIds: ['pay_1'] }) } });
    await expect(payments.notify(webhook(captured()))).resolves.toEqual({ outcome: 'ignored', subscription: null });
  });
});

describe('PaymentsService.notify: the browser’s relayed Checkout result', () => {
  it.each([
    ['a signature made with another secret', relayed('order_1', 'pay_1', hmac('not-the-key-secret', 'order_1|pay_1'))],
    ['a signature of another payment', relayed('order_1', 'pay_1', hmac(KEY_SECRET, 'order_1|pay_2'))],
    ['no signature at all', captured()],
  ])('refuses %s, since the browser is not to be trusted with money', async (_case, rawBody) => {
    await expect(serviceFailure(service().notify({ rawBody }))).resolves.toEqual({
      code: ServiceErrorCode.Invalid,
      message: BillingMessages.invalidSignature,
    });
  });

  it('refuses a genuine signature for an order billing never made', async () => {
    const payments = service({ orders: { find: async () => null } });
    await expect(serviceFailure(payments.notify({ rawBody: relayed() }))).resolves.toMatchObject({
      message: BillingMessages.unknownOrder,
    });
  });

  it('grants only once the provider itself says the payment is captured', async () => {
    const log: string[] = [];
    const payments = service({
      ...grantingPorts(order(), log),
      provider: { fetchPayment: async () => providerPayment() },
    });
    await expect(payments.notify({ rawBody: relayed() })).resolves.toMatchObject({ outcome: 'subscribed' });
    expect(log).toEqual(['grant order_1 pay_1', 'paid order_1 pay_1']);
  });

  it('answers pending for an authorized payment, since Razorpay refunds an authorization that is never captured', async () => {
    const payments = service({
      orders: { find: async () => order() },
      provider: { fetchPayment: async () => providerPayment({ status: 'authorized' }) },
    });
    await expect(payments.notify({ rawBody: relayed() })).resolves.toEqual({ outcome: 'pending', subscription: null });
  });

  it.each([
    ['failed', { status: 'failed' as const }, BillingMessages.paymentNotCaptured],
    ['refunded', { status: 'refunded' as const }, BillingMessages.paymentNotCaptured],
    ['made against another order', { orderId: 'order_other' }, BillingMessages.amountMismatch],
    ['of another amount at the provider', { amount: 100 }, BillingMessages.amountMismatch],
  ])('refuses a payment the provider reports %s', async (_case, over, message) => {
    const payments = service({
      orders: { find: async () => order() },
      provider: { fetchPayment: async () => providerPayment(over) },
    });
    await expect(serviceFailure(payments.notify({ rawBody: relayed() }))).resolves.toEqual({
      code: ServiceErrorCode.Invalid,
      message,
    });
  });

  it('answers unavailable (so the browser may retry) when the provider cannot be asked', async () => {
    const payments = service({
      orders: { find: async () => order() },
      provider: {
        fetchPayment: async () => {
          throw { statusCode: 502, error: { description: 'bad gateway' } };
        },
      },
    });
    await expect(serviceFailure(payments.notify({ rawBody: relayed() }))).resolves.toEqual({
      code: ServiceErrorCode.Unavailable,
      message: BillingMessages.paymentProviderFailed,
    });
  });
});

describe('PaymentsService.grant: coupons and receipts', () => {
  const withCoupon = order({
    amountPaise: 15_920,
    coupon: {
      code: 'DIWALI20',
      kind: 'percent',
      amount: 20,
      originalPaise: 19_900,
      discountPaise: 3_980,
      state: 'held',
      redeemedAt: null,
    },
  });

  it.each([
    ['held', 'counts the use redeemed', [['DIWALI20', 'u1', false]]],
    ['released', 'counts the use again, since the money was taken after its hold lapsed', [['DIWALI20', 'u1', true]]],
    [null, 'counts nothing on a replay that finds it already redeemed', []],
  ] as const)('a coupon use that was %s: %s', async (before, _why, expected) => {
    const counted: unknown[] = [];
    const receipts: Charge[] = [];
    const log: string[] = [];
    const base = grantingPorts(withCoupon, log, receipts);
    const payments = service({
      ...base,
      orders: {
        ...base.orders,
        redeemCoupon: async (id, at) => {
          expect([id, at]).toEqual(['order_1', now]);
          return before;
        },
      },
      coupons: { countRedeemed: async (...args) => void counted.push(args) },
    });
    await payments.grant(withCoupon, 'pay_1');
    expect(counted).toEqual(expected);
    expect(receipts[0]).toMatchObject({ amountPaise: 15_920, couponCode: 'DIWALI20', discountPaise: 3_980 });
  });

  it('answers already-recorded for a payment granted before, and still asks for its receipt (issued once per payment)', async () => {
    const receipts: Charge[] = [];
    const payments = service({
      orders: { markPaid: async () => undefined },
      subscriptions: { grant: async (purchase) => ({ record: granted(purchase), created: false }) },
      receipts: { issue: async (charge) => void receipts.push(charge) },
    });
    await expect(payments.grant(order(), 'pay_1')).resolves.toMatchObject({ outcome: 'already-recorded' });
    expect(receipts).toHaveLength(1);
  });

  it('grants the quality and screens of an order made before plans had tiers as the defaults', async () => {
    const purchases: Purchase[] = [];
    const legacy = order();
    delete (legacy as Partial<OrderRecord>).maxQuality;
    delete (legacy as Partial<OrderRecord>).screens;
    const payments = service({
      orders: { markPaid: async () => undefined },
      subscriptions: {
        grant: async (purchase) => (purchases.push(purchase), { record: granted(purchase), created: true }),
      },
      receipts: { issue: async () => undefined },
    });
    await payments.grant(legacy, 'pay_1');
    expect(purchases[0]).toMatchObject({ maxQuality: DEFAULT_PLAN_QUALITY, screens: DEFAULT_PLAN_SCREENS });
  });
});
