import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !HEX_SHA256.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** Razorpay Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignatureValid(
  orderId: string,
  paymentId: string,
  signature: unknown,
  keySecret: string,
): boolean {
  return sameHex(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
}

/** Razorpay Checkout's signature for a subscription: HMAC-SHA256 of `payment_id|subscription_id` with the key secret. */
export function subscriptionSignatureValid(
  paymentId: string,
  subscriptionId: string,
  signature: unknown,
  keySecret: string,
): boolean {
  return sameHex(hmacHex(keySecret, `${paymentId}|${subscriptionId}`), signature);
}

/** Razorpay's webhook signature (X-Razorpay-Signature): HMAC-SHA256 of the raw body with the webhook secret. */
export function webhookSignatureValid(rawBody: string, signature: unknown, webhookSecret: string): boolean {
  return sameHex(hmacHex(webhookSecret, rawBody), signature);
}
