/** A payment event from Razorpay's webhook or a client's relayed Checkout result, once parsed. */
export type ParsedNotification =
  | {
      kind: 'captured' | 'failed';
      event: string;
      paymentId: string;
      /** Null for payments not made through an order (payment links, QR codes). */
      orderId: string | null;
      amount: number;
      currency: string;
      errorCode: string | null;
      errorDescription: string | null;
      checkoutSignature: unknown;
    }
  | {
      /** Money given back: a refund, or a dispute the merchant lost. */
      kind: 'reversed';
      event: string;
      paymentId: string;
      /** The payment's order, when the event carries the payment entity. */
      orderId: string | null;
    }
  | {
      /** Razorpay Subscriptions: activated, authenticated, charged, pending, halted, cancelled, completed. */
      kind: 'subscription';
      event: string;
      subscriptionId: string;
      status: string;
      /** The charge, on subscription.charged (and activated when it carries one). */
      payment: { id: string; amount: number; currency: string; status: string } | null;
    }
  | { kind: 'other'; event: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

const SUBSCRIPTION_EVENTS = new Set([
  'subscription.authenticated',
  'subscription.activated',
  'subscription.charged',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
]);

const GRANTING = new Set(['payment.captured', 'order.paid']);
const REVERSING = new Set(['refund.processed', 'payment.refunded', 'payment.dispute.lost']);

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' ? value.slice(0, max) : null;
}

type Entity = Record<string, unknown> | undefined;

function entityOf(payload: unknown, name: string): Entity {
  const entity = (payload as Record<string, { entity?: unknown } | undefined> | undefined)?.[name]?.entity;
  return entity && typeof entity === 'object' ? (entity as Record<string, unknown>) : undefined;
}

/**
 * Reads the fields billing acts on from a notification body (Razorpay's webhook shape, docs/product.md §7);
 * null when the body is not such an event. `payment.captured` and `order.paid` grant,
 * `payment.failed` is recorded, refunds and lost disputes take access back, anything else is
 * acknowledged and ignored.
 */
export function parseNotification(rawBody: string): ParsedNotification | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { event, payload, razorpay_signature } = body as Record<string, unknown>;
  if (typeof event !== 'string' || event.length > 64) return null;
  if (SUBSCRIPTION_EVENTS.has(event)) return parseSubscriptionEvent(event, payload);
  if (REVERSING.has(event)) {
    const payment = entityOf(payload, 'payment');
    const paymentId = payment?.id ?? entityOf(payload, 'refund')?.payment_id;
    if (typeof paymentId !== 'string' || !ID.test(paymentId)) return null;
    const orderId = typeof payment?.order_id === 'string' && ID.test(payment.order_id) ? payment.order_id : null;
    return { kind: 'reversed', event, paymentId, orderId };
  }
  const kind = GRANTING.has(event) ? 'captured' : event === 'payment.failed' ? 'failed' : null;
  if (!kind) return { kind: 'other', event };
  const entity = entityOf(payload, 'payment');
  if (!entity) return null;
  const { id, order_id, amount, currency } = entity;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (order_id !== null && order_id !== undefined && (typeof order_id !== 'string' || !ID.test(order_id))) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return null;
  if (typeof currency !== 'string' || currency.length > 8) return null;
  return {
    kind,
    event,
    paymentId: id,
    orderId: typeof order_id === 'string' ? order_id : null,
    amount,
    currency,
    errorCode: text(entity.error_code, 100),
    errorDescription: text(entity.error_description, 500),
    checkoutSignature: razorpay_signature,
  };
}

/** A subscription event; one without a readable subscription (or payment) is acknowledged and ignored, like any signed event. */
function parseSubscriptionEvent(event: string, payload: unknown): ParsedNotification {
  const other = { kind: 'other' as const, event };
  const sub = entityOf(payload, 'subscription');
  if (!sub || typeof sub.id !== 'string' || !ID.test(sub.id) || typeof sub.status !== 'string') return other;
  const entity = entityOf(payload, 'payment');
  let payment = null;
  if (entity) {
    const { id, amount, currency, status } = entity;
    if (typeof id !== 'string' || !ID.test(id)) return other;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return other;
    if (typeof currency !== 'string' || currency.length > 8) return other;
    payment = { id, amount, currency, status: typeof status === 'string' ? status.slice(0, 20) : '' };
  }
  return { kind: 'subscription', event, subscriptionId: sub.id, status: sub.status.slice(0, 20), payment };
}
