import { describe, expect, it } from 'vitest';
import { strictFake } from '@streamhub/testkit';
import type { AuthRedis } from '../auth/auth-redis';
import { LiveStats, MAX_RECORDED, RECORD_EVERY_MS } from './live-stats';

const EVENT = '0123456789abcdef01234567';
const OTHER_EVENT = '1123456789abcdef01234567';
const T0 = 1_800_000_000_000;

/** A Redis whose MULTI records each viewer write (ZADD member and score); `failing` makes exec reject. */
function redis(options: { failing?: boolean } = {}) {
  const writes: { key: string; member: string; score: number }[] = [];
  const multi = () => {
    const chain = {
      zadd: (key: string, score: number, member: string) => {
        writes.push({ key, member, score });
        return chain;
      },
      zremrangebyscore: () => chain,
      expire: () => chain,
      exec: async () => {
        if (options.failing) throw new Error('connection lost');
        return [];
      },
    };
    return chain;
  };
  const fake = strictFake<AuthRedis>('redis', {
    client: strictFake<AuthRedis['client']>('redis client', { multi } as unknown as Partial<AuthRedis['client']>),
  });
  return { fake, writes };
}

describe('LiveStats viewer writes', () => {
  it('writes a viewer at most once per 10 s however often the player fetches, since the 30 s window still counts them', async () => {
    const { fake, writes } = redis();
    const stats = new LiveStats(fake);
    // A player refreshing playlists and fetching segments several times a second.
    for (let ms = 0; ms < RECORD_EVERY_MS; ms += 250) await stats.sawViewer(EVENT, 'viewer-1', T0 + ms);
    expect(writes).toHaveLength(1);
    await stats.sawViewer(EVENT, 'viewer-1', T0 + RECORD_EVERY_MS);
    expect(writes.map((w) => w.score)).toEqual([T0, T0 + RECORD_EVERY_MS]);
  });

  it('writes each viewer and each event of its own, so no viewer is missed from the count', async () => {
    const { fake, writes } = redis();
    const stats = new LiveStats(fake);
    await stats.sawViewer(EVENT, 'viewer-1', T0);
    await stats.sawViewer(EVENT, 'viewer-2', T0 + 1);
    await stats.sawViewer(OTHER_EVENT, 'viewer-1', T0 + 2);
    expect(writes.map((w) => `${w.key} ${w.member}`)).toEqual([
      `live:viewers:${EVENT} viewer-1`,
      `live:viewers:${EVENT} viewer-2`,
      `live:viewers:${OTHER_EVENT} viewer-1`,
    ]);
  });

  it('tries again at the next fetch after a failed write, so an outage costs the count only while it lasts', async () => {
    const failing = redis({ failing: true });
    const stats = new LiveStats(failing.fake);
    await stats.sawViewer(EVENT, 'viewer-1', T0);
    await stats.sawViewer(EVENT, 'viewer-1', T0 + 1);
    expect(failing.writes).toHaveLength(2);
  });

  it('remembers a bounded number of viewers: past the bound the oldest is written again sooner, never later', async () => {
    const { fake, writes } = redis();
    const stats = new LiveStats(fake);
    for (let i = 0; i <= MAX_RECORDED; i++) await stats.sawViewer(EVENT, `viewer-${i}`, T0);
    expect(writes).toHaveLength(MAX_RECORDED + 1);
    // viewer-0 was forgotten to keep the bound: written again at once; the newest is not.
    await stats.sawViewer(EVENT, 'viewer-0', T0 + 1);
    await stats.sawViewer(EVENT, `viewer-${MAX_RECORDED}`, T0 + 1);
    expect(writes).toHaveLength(MAX_RECORDED + 2);
    expect(writes.at(-1)!.member).toBe('viewer-0');
  });
});
