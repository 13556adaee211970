import { describe, expect, it } from 'vitest';
import { allowanceRefusal, expiryOf, withoutRevoked, type LicenceTimes } from './download-rules';

const DAY = 24 * 3600;
const durations = { licenceSeconds: 30 * DAY, playWindowSeconds: 2 * DAY };
const now = new Date('2026-11-01T00:00:00Z');
const licence = (deviceId: string, videoId: string, over: Partial<LicenceTimes> = {}): LicenceTimes => ({
  deviceId,
  videoId,
  sessionId: null,
  issuedAt: now,
  expiresAt: new Date(now.getTime() + 30 * DAY * 1000),
  firstPlayedAt: null,
  ...over,
});

describe('download licence expiry', () => {
  it('is 30 days after issue until the first play', () => {
    expect(expiryOf(now, null, durations).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('is 48 hours after the first play when that comes sooner', () => {
    const played = new Date('2026-11-10T12:00:00Z');
    expect(expiryOf(now, played, durations).toISOString()).toBe('2026-11-12T12:00:00.000Z');
  });

  it('stays 30 days after issue when the first play is near the end', () => {
    const played = new Date('2026-11-30T00:00:00Z');
    expect(expiryOf(now, played, durations).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('download allowance', () => {
  const allowance = { titles: 2, devices: 1 };

  it('allows up to the titles on the devices', () => {
    expect(allowanceRefusal([], 'a', allowance, now)).toBeNull();
    expect(allowanceRefusal([licence('a', 'v1')], 'a', allowance, now)).toBeNull();
  });

  it('refuses past the titles', () => {
    expect(allowanceRefusal([licence('a', 'v1'), licence('a', 'v2')], 'a', allowance, now)).toBe('titles');
  });

  it('refuses a device past the devices', () => {
    expect(allowanceRefusal([licence('a', 'v1')], 'b', allowance, now)).toBe('devices');
  });

  it('does not count expired licences', () => {
    const expired = licence('a', 'v1', { expiresAt: new Date(now.getTime() - 1) });
    expect(allowanceRefusal([expired, licence('a', 'v2')], 'a', allowance, now)).toBeNull();
    expect(allowanceRefusal([expired], 'b', allowance, now)).toBeNull();
  });

  it('refuses every download on a plan without downloads', () => {
    expect(allowanceRefusal([], 'a', { titles: 0, devices: 4 }, now)).toBe('none');
  });

  it('drops the licences of signed-out device sessions', () => {
    const items = [
      licence('a', 'v1', { sessionId: 's1' }),
      licence('b', 'v2', { sessionId: 's2' }),
      licence('c', 'v3'),
    ];
    expect(withoutRevoked(items, ['s1']).map((i) => i.videoId)).toEqual(['v2', 'v3']);
  });
});
