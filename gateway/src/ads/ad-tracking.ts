import { createHmac, timingSafeEqual } from 'node:crypto';

/** The parts of an ad event ping that its signature covers: campaign, event, title, break and viewer key. */
export interface AdPing {
  c: string;
  e: string;
  v: string;
  b: string;
  p: string;
}

/*
 * Tracking URLs in a VMAP are public (a player fetches them without its token), so each carries an
 * HMAC of its ping under a key derived from MEDIA_URL_SECRET (docs/ads.md): a ping the gateway did
 * not write into a VMAP, such as a made-up break id, is refused before anything is counted, so
 * impressions cannot be invented to drain a campaign's budget or inflate its report.
 */
const derivedKeys = new Map<string, string>();
function trackingKey(mediaUrlSecret: string): string {
  let key = derivedKeys.get(mediaUrlSecret);
  if (key === undefined) {
    // Derived once per secret: a VMAP signs 120 URLs.
    key = createHmac('sha256', mediaUrlSecret).update('streamhub-ad-tracking').digest('base64url');
    derivedKeys.set(mediaUrlSecret, key);
  }
  return key;
}

export function adPingSignature(ping: AdPing, mediaUrlSecret: string): string {
  return createHmac('sha256', trackingKey(mediaUrlSecret))
    .update(`${ping.c.toLowerCase()}|${ping.e}|${ping.v.toLowerCase()}|${ping.b}|${ping.p}`)
    .digest('base64url')
    .slice(0, 32);
}

/** Constant-time check of a presented signature. */
export function isAdPingSignature(ping: AdPing, presented: string, mediaUrlSecret: string): boolean {
  const expected = Buffer.from(adPingSignature(ping, mediaUrlSecret));
  const actual = Buffer.from(presented);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The key a viewer's frequency caps are counted under: a keyed hash of their profile (or account),
 * so tracking URLs and the ad server's counters never hold the id itself (docs/ads.md).
 */
export function adViewerKey(id: string, mediaUrlSecret: string): string {
  return createHmac('sha256', trackingKey(mediaUrlSecret)).update(`viewer|${id}`).digest('base64url').slice(0, 24);
}
