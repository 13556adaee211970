import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click stop link of a pre-debit notice: `<subscription id>.<expiry, unix s>.<HMAC>` under
 * a key derived from the Razorpay key secret for this purpose only. It names one subscription and
 * can only stop its mandate, so it needs no sign-in.
 */
function key(secret: string): Buffer {
  return createHmac('sha256', secret).update('streamhub:mandate-stop-link').digest();
}

export function signStopToken(subscriptionId: string, expiresAt: Date, secret: string): string {
  const body = `${subscriptionId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${createHmac('sha256', key(secret)).update(body).digest('base64url')}`;
}

/** The subscription id a genuine, unexpired token names; else null. */
export function verifyStopToken(token: unknown, now: Date, secret: string): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^([0-9a-f]{24})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expiry, mac] = match;
  const expected = createHmac('sha256', key(secret)).update(`${id}.${expiry}`).digest();
  const given = Buffer.from(mac!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expiry) * 1000 > now.getTime() ? id! : null;
}
