import type { PlaybackEventRecord } from '@streamhub/contracts';
import { PlaybackEventInputSchema } from '@streamhub/contracts/schemas';

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
