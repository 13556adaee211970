import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who may fetch which video's stream until when (seconds since the epoch). */
export interface MediaGrant {
  videoId: string;
  userId: string;
  expiresAt: number;
  /** Set for a grant of the video's trailer only (never its stream); absent for the stream. */
  scope?: 'trailer';
}

/** The user of trailer grants: trailers are promotional, anyone (guests too) may get one. */
export const ANYONE = 'anyone';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * A token that sits in the URL path (`…/media/s/<token>/<file>`), so the relative segment URLs of
 * the manifests carry it too: `<videoId>.<userId>.<expiresAt>.<HMAC-SHA256>`, or for a trailer
 * `<videoId>.<userId>.<expiresAt>.trailer.<HMAC-SHA256>` (the scope is signed, so a stream token
 * cannot be turned into a trailer token or back).
 */
export function signMediaToken(grant: MediaGrant, secret: string): string {
  const payload = [grant.videoId, grant.userId, grant.expiresAt, ...(grant.scope ? [grant.scope] : [])].join('.');
  return `${payload}.${signature(payload, secret)}`;
}

/** The grant of a well-formed, untampered, unexpired token; null otherwise. */
export function verifyMediaToken(token: string, secret: string, nowSeconds: number): MediaGrant | null {
  const parts = token.split('.');
  if (parts.length !== 4 && !(parts.length === 5 && parts[3] === 'trailer')) return null;
  const [videoId, userId, expires] = parts as [string, string, string];
  const given = parts[parts.length - 1]!;
  if (!ID.test(videoId) || !ID.test(userId) || !/^\d{1,12}$/.test(expires)) return null;
  const expected = Buffer.from(signature(parts.slice(0, -1).join('.'), secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const expiresAt = Number(expires);
  if (expiresAt <= nowSeconds) return null;
  return parts.length === 5 ? { videoId, userId, expiresAt, scope: 'trailer' } : { videoId, userId, expiresAt };
}
