import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache';

function liveCache(ttlMs = 1_000, maxEntries = 10): { cache: ResponseCache; clock: { now: number } } {
  const clock = { now: 0 };
  const cache = new ResponseCache({ ttlMs, maxEntries, now: () => clock.now });
  cache.setLive(true);
  return { cache, clock };
}

function counter(value: unknown = { n: 1 }): { load: () => Promise<unknown>; calls: () => number } {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return value;
    },
    calls: () => calls,
  };
}

describe('ResponseCache', () => {
  it('serialises a response once and serves the same bytes until it expires', async () => {
    const { cache, clock } = liveCache(1_000);
    const source = counter({ videos: [1, 2] });
    const first = await cache.get('all', source.load);
    const second = await cache.get('all', source.load);
    expect(source.calls()).toBe(1);
    expect(second.body).toBe(first.body);
    expect(JSON.parse(first.body.toString())).toEqual({ videos: [1, 2] });
    expect(first.etag).toMatch(/^"[\w-]+"$/);

    clock.now = 1_000;
    await cache.get('all', source.load);
    expect(source.calls()).toBe(2);
  });

  it('reloads after an invalidation', async () => {
    const { cache } = liveCache();
    const source = counter();
    await cache.get('all', source.load);
    cache.invalidate();
    await cache.get('all', source.load);
    expect(source.calls()).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const { cache } = liveCache();
    const source = counter();
    await Promise.all([cache.get('k', source.load), cache.get('k', source.load), cache.get('k', source.load)]);
    expect(source.calls()).toBe(1);
  });

  it('does not keep a load that an invalidation overtook', async () => {
    const { cache } = liveCache();
    let release!: (v: unknown) => void;
    const slow = cache.get('k', () => new Promise((r) => (release = r)));
    cache.invalidate();
    release({ stale: true });
    expect(JSON.parse((await slow).body.toString())).toEqual({ stale: true });
    const fresh = counter({ stale: false });
    expect(JSON.parse((await cache.get('k', fresh.load)).body.toString())).toEqual({ stale: false });
    expect(fresh.calls()).toBe(1);
  });

  it('neither serves nor stores while change events are not flowing', async () => {
    const cache = new ResponseCache({ ttlMs: 1_000, maxEntries: 10 });
    const source = counter();
    await cache.get('k', source.load);
    await cache.get('k', source.load);
    expect(source.calls()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('drops everything when the feed stops', async () => {
    const { cache } = liveCache();
    await cache.get('k', counter().load);
    cache.setLive(false);
    expect(cache.size).toBe(0);
  });

  it('is off with a TTL of 0', async () => {
    const cache = new ResponseCache({ ttlMs: 0, maxEntries: 10 });
    cache.setLive(true);
    const source = counter();
    await cache.get('k', source.load);
    await cache.get('k', source.load);
    expect(source.calls()).toBe(2);
  });

  it('evicts the oldest entry beyond its size', async () => {
    const { cache } = liveCache(1_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, counter().load);
    expect(cache.size).toBe(2);
    const a = counter();
    await cache.get('a', a.load);
    expect(a.calls()).toBe(1);
  });

  it('does not cache failures', async () => {
    const { cache } = liveCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('upstream down')))).rejects.toThrow(
      'upstream down',
    );
    const source = counter();
    await cache.get('k', source.load);
    expect(source.calls()).toBe(1);
  });

  it('peeks at fresh entries only, without loading', async () => {
    const { cache, clock } = liveCache(1_000);
    expect(cache.peek('k')).toBeUndefined();
    const stored = await cache.get('k', counter().load);
    expect(cache.peek('k')?.body).toBe(stored.body);
    clock.now = 1_000;
    expect(cache.peek('k')).toBeUndefined();
  });

  it('adds a gzip copy of a stored body in the background', async () => {
    const { cache } = liveCache();
    await cache.get('k', counter({ big: 'x'.repeat(10_000) }).load);
    const gzipped = await vi.waitFor(() => {
      const gz = cache.peek('k')?.gzip;
      if (!gz) throw new Error('not compressed yet');
      return gz;
    });
    expect(gzipped.length).toBeLessThan(1_000);
    expect(gunzipSync(gzipped).toString()).toBe(cache.peek('k')!.body.toString());
  });
});
