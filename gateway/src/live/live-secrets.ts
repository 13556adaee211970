import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Secrets of the live path, derived from MEDIA_URL_SECRET so a stack needs no new one (docs/live.md):
 * the ingest's notification path (deploy/local/lib/ingest.mjs derives the same), and the key of
 * live media tokens — a different key from the titles' so a live token never opens a title, nor
 * the reverse.
 */
const derive = (secret: string, purpose: string): string =>
  createHmac('sha256', secret).update(purpose).digest('base64url');

export const ingestHookToken = (mediaUrlSecret: string): string => derive(mediaUrlSecret, 'streamhub-live-ingest-hook');
export const liveMediaSecret = (mediaUrlSecret: string): string => derive(mediaUrlSecret, 'streamhub-live-media');

/** Constant-time comparison of a presented hook token with the expected one. */
export function isIngestHookToken(presented: string, mediaUrlSecret: string): boolean {
  const expected = Buffer.from(ingestHookToken(mediaUrlSecret));
  const actual = Buffer.from(presented);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
