import type { AdEventRecord, PlaybackEventRecord } from '@streamhub/contracts';
import { AdTrackQuerySchema, PlaybackEventInputSchema } from '@streamhub/contracts/schemas';

const isText = (v: unknown, max = 64): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/**
 * A message of playback.events as a record, or null when it is not one (the gateway checked the
 * event already; this guards the store against anything else written to the topic).
 */
export function parseRecord(value: Buffer | null): PlaybackEventRecord | null {
  if (!value) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(value.toString('utf8'));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const { accountId, profileId, browser, os, receivedAt, ...event } = raw as Record<string, unknown>;
  if (!isText(accountId) || !isText(profileId) || !isText(browser, 40) || !isText(os, 40)) return null;
  if (typeof receivedAt !== 'number' || !Number.isFinite(receivedAt)) return null;
  const parsed = PlaybackEventInputSchema.safeParse(event);
  if (!parsed.success) return null;
  return { ...parsed.data, accountId, profileId, browser, os, receivedAt };
}

/**
 * A message of playback.events as an ad event (docs/ads.md "Measurement"), or null when it is not
 * one: the gateway writes them from tracking pings it checked; this guards the store again.
 */
export function parseAdRecord(value: Buffer | null): AdEventRecord | null {
  if (!value) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(value.toString('utf8'));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (r.kind !== 'ad' || !isText(r.id, 160)) return null;
  if (typeof r.receivedAt !== 'number' || !Number.isFinite(r.receivedAt)) return null;
  const ping = AdTrackQuerySchema.omit({ p: true }).safeParse({
    c: r.campaignId,
    e: r.event,
    v: r.videoId,
    b: r.breakId,
  });
  if (!ping.success) return null;
  return {
    kind: 'ad',
    id: r.id,
    campaignId: ping.data.c.toLowerCase(),
    videoId: ping.data.v.toLowerCase(),
    breakId: ping.data.b,
    event: ping.data.e,
    receivedAt: r.receivedAt,
  };
}
