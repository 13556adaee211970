import { describe, expect, it } from 'vitest';
import { parseAdRecord } from './record';

const ad = {
  kind: 'ad',
  id: 'abcdef0123456789:6b0c8eab50783f6d4d822510:impression',
  campaignId: '6B0C8EAB50783F6D4D822510',
  videoId: '6b0c8e9d9e91094e02ed186e',
  breakId: 'abcdef0123456789',
  event: 'impression',
  receivedAt: 1_764_400_000_000,
};
const message = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('parseAdRecord', () => {
  it('reads an ad event the gateway put on playback.events', () => {
    expect(parseAdRecord(message(ad))).toEqual({ ...ad, campaignId: ad.campaignId.toLowerCase() });
  });

  it('refuses anything else on the topic', () => {
    expect(parseAdRecord(null)).toBeNull();
    expect(parseAdRecord(Buffer.from('not json'))).toBeNull();
    expect(parseAdRecord(message({ ...ad, kind: undefined }))).toBeNull();
    expect(parseAdRecord(message({ ...ad, event: 'view' }))).toBeNull();
    expect(parseAdRecord(message({ ...ad, campaignId: 'nope' }))).toBeNull();
    expect(parseAdRecord(message({ ...ad, receivedAt: 'now' }))).toBeNull();
  });
});
