import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who may fetch which video's stream until when (seconds since the epoch). */
export interface MediaGrant {
  videoId: string;
  userId: string;
  expiresAt: number;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * A token that sits in the URL path (`…/media/s/<token>/<file>`), so the relative segment URLs of
 * the manifests carry it too: `<videoId>.<userId>.<expiresAt>.<HMAC-SHA256>`.
 */
export function signMediaToken(grant: MediaGrant, secret: string): string {
  const payload = `${grant.videoId}.${grant.userId}.${grant.expiresAt}`;
  return `${payload}.${signature(payload, secret)}`;
}

/** The grant of a well-formed, untampered, unexpired token; null otherwise. */
export function verifyMediaToken(token: string, secret: string, nowSeconds: number): MediaGrant | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [videoId, userId, expires, given] = parts as [string, string, string, string];
  if (!ID.test(videoId) || !ID.test(userId) || !/^\d{1,12}$/.test(expires)) return null;
  const expected = Buffer.from(signature(`${videoId}.${userId}.${expires}`, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const expiresAt = Number(expires);
  if (expiresAt <= nowSeconds) return null;
  return { videoId, userId, expiresAt };
}
