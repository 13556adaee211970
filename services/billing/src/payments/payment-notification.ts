/** A payment event from Razorpay's webhook or a client's relayed Checkout result, once parsed. */
export type ParsedNotification =
  | {
      kind: 'captured' | 'failed';
      event: string;
      paymentId: string;
      orderId: string;
      amount: number;
      currency: string;
      errorCode: string | null;
      errorDescription: string | null;
      checkoutSignature: unknown;
    }
  | { kind: 'other'; event: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' ? value.slice(0, max) : null;
}

/**
 * Reads the fields billing acts on from a notification body (Razorpay's webhook shape, spec §7);
 * null when the body is not such an event. `payment.captured` and `order.paid` grant,
 * `payment.failed` is recorded, anything else is acknowledged and ignored.
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
  const kind = event === 'payment.captured' || event === 'order.paid' ? 'captured' : event === 'payment.failed' ? 'failed' : null;
  if (!kind) return { kind: 'other', event };
  const entity = (payload as { payment?: { entity?: Record<string, unknown> } } | undefined)?.payment?.entity;
  if (!entity || typeof entity !== 'object') return null;
  const { id, order_id, amount, currency } = entity;
  if (typeof id !== 'string' || !ID.test(id) || typeof order_id !== 'string' || !ID.test(order_id)) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return null;
  if (typeof currency !== 'string' || currency.length > 8) return null;
  return {
    kind,
    event,
    paymentId: id,
    orderId: order_id,
    amount,
    currency,
    errorCode: text(entity.error_code, 100),
    errorDescription: text(entity.error_description, 500),
    checkoutSignature: razorpay_signature,
  };
}
