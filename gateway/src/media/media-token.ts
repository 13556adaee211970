import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who may fetch which video's stream until when (seconds since the epoch). */
export interface MediaGrant {
  videoId: string;
  userId: string;
  expiresAt: number;
  /** Set for a grant of the video's trailer only (never its stream); absent for the stream. */
  scope?: 'trailer';
  /** The plan's quality cap: no rendition taller than this (pixels); absent: uncapped (admins). */
  maxHeight?: number;
  /** The stream session the grant belongs to: the media path refuses it once the session is over. */
  session?: string;
}

/** The user of trailer grants: trailers are promotional, anyone (guests too) may get one. */
export const ANYONE = 'anyone';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const HEIGHT_TAG = /^h([1-9]\d{1,4})$/;
const SESSION_TAG = /^s([A-Za-z0-9_-]{8,32})$/;

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * A token that sits in the URL path (`…/media/s/<token>/<file>`), so the relative segment URLs of
 * the manifests carry it too: `<videoId>.<userId>.<expiresAt>[.<tag>…].<HMAC-SHA256>`, where the
 * tags are `trailer` (a trailer grant), `h<height>` (the quality cap) and `s<session>` (the stream
 * session), in that order. Everything before the HMAC is signed, so no tag can be added, removed
 * or changed (a stream token cannot become a trailer token, nor lose its cap).
 */
export function signMediaToken(grant: MediaGrant, secret: string): string {
  const payload = [
    grant.videoId,
    grant.userId,
    grant.expiresAt,
    ...(grant.scope ? [grant.scope] : []),
    ...(grant.maxHeight !== undefined ? [`h${grant.maxHeight}`] : []),
    ...(grant.session !== undefined ? [`s${grant.session}`] : []),
  ].join('.');
  return `${payload}.${signature(payload, secret)}`;
}

/** The grant of a well-formed, untampered, unexpired token; null otherwise. */
export function verifyMediaToken(token: string, secret: string, nowSeconds: number): MediaGrant | null {
  const parts = token.split('.');
  if (parts.length < 4 || parts.length > 6) return null;
  const [videoId, userId, expires] = parts as [string, string, string];
  const given = parts[parts.length - 1]!;
  if (!ID.test(videoId) || !ID.test(userId) || !/^\d{1,12}$/.test(expires)) return null;
  const grant: MediaGrant = { videoId, userId, expiresAt: Number(expires) };
  // The tags, each at most once and in the order they are signed in.
  const tags = parts.slice(3, -1);
  let order = 0;
  for (const tag of tags) {
    let height: RegExpExecArray | null;
    let session: RegExpExecArray | null;
    if (tag === 'trailer' && order < 1) {
      grant.scope = 'trailer';
      order = 1;
    } else if ((height = HEIGHT_TAG.exec(tag)) && order < 2) {
      grant.maxHeight = Number(height[1]);
      order = 2;
    } else if ((session = SESSION_TAG.exec(tag)) && order < 3) {
      grant.session = session[1]!;
      order = 3;
    } else {
      return null;
    }
  }
  const expected = Buffer.from(signature(parts.slice(0, -1).join('.'), secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (grant.expiresAt <= nowSeconds) return null;
  return grant;
}
