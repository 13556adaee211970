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

  it('serves the stale copy after an invalidation while one background load refreshes it', async () => {
    const { cache } = liveCache();
    let version = 1;
    const source = { calls: 0, load: async () => ({ version: (source.calls += 1, version) }) };
    await cache.get('all', source.load);
    version = 2;
    cache.invalidate();

    const during = [cache.serve('all'), cache.serve('all'), cache.serve('all')];
    expect(during.map((hit) => hit?.stale)).toEqual([true, true, true]);
    expect(during.map((hit) => JSON.parse(hit!.response.body.toString()))).toEqual([
      { version: 1 },
      { version: 1 },
      { version: 1 },
    ]);
    expect(source.calls).toBe(2); // one refresh for the three stale answers

    await vi.waitFor(() => expect(cache.peek('all')).toBeDefined());
    expect(JSON.parse(cache.peek('all')!.body.toString())).toEqual({ version: 2 });
    expect(cache.serve('all')?.stale).toBe(false);
  });

  it('collapses a burst of invalidations into one refresh per interval', async () => {
    const clock = { now: 0 };
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, refreshIntervalMs: 250, now: () => clock.now });
    cache.setLive(true);
    let version = 0;
    const source = { calls: 0, load: async () => ({ version: (source.calls += 1, version) }) };
    await cache.get('all', source.load);

    // 100 changes in one second, each followed by a read of the list.
    for (let i = 1; i <= 100; i++) {
      clock.now = i * 10;
      version = i;
      cache.invalidate();
      expect(cache.serve('all')).toBeDefined();
      await Promise.resolve().then(() => undefined); // let a finished refresh store its result
      await new Promise((resolve) => setImmediate(resolve));
    }
    // The first change refreshes at once, then at most one refresh per 250 ms: 1 + 1000 / 250.
    expect(source.calls - 1).toBeLessThanOrEqual(5);
    expect(cache.stats.refreshes).toBe(source.calls - 1);

    // After the burst the last change is picked up by the next refresh.
    clock.now = 2_000;
    cache.serve('all');
    await vi.waitFor(() => expect(JSON.parse(cache.peek('all')?.body.toString() ?? '{}')).toEqual({ version: 100 }));
  });

  it('keeps the entry and its gzip when a refresh brings the same bytes', async () => {
    const { cache } = liveCache();
    const source = counter({ big: 'y'.repeat(5_000) });
    const first = await cache.get('k', source.load);
    await vi.waitFor(() => expect(cache.peek('k')?.gzip).toBeDefined());
    cache.invalidate();
    cache.serve('k');
    await vi.waitFor(() => expect(cache.peek('k')).toBeDefined());
    expect(source.calls()).toBe(2);
    expect(cache.peek('k')?.body).toBe(first.body);
    expect(cache.peek('k')?.gzip).toBeDefined();
  });

  it('drops the stale copy when its refresh fails, so the next request asks upstream itself', async () => {
    const { cache } = liveCache();
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls > 1) throw new Error('not found any more');
      return { n: 1 };
    };
    await cache.get('k', flaky);
    cache.invalidate();
    expect(cache.serve('k')?.stale).toBe(true);
    await vi.waitFor(() => expect(cache.serve('k')).toBeUndefined());
    expect(calls).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const { cache } = liveCache();
    const source = counter();
    await Promise.all([cache.get('k', source.load), cache.get('k', source.load), cache.get('k', source.load)]);
    expect(source.calls()).toBe(1);
  });

  it('stores a load that an invalidation overtook as stale, so the next read refreshes it', async () => {
    const { cache } = liveCache();
    let release!: (v: unknown) => void;
    const slow = cache.get('k', () => new Promise((r) => (release = r)));
    cache.invalidate();
    release({ stale: true });
    expect(JSON.parse((await slow).body.toString())).toEqual({ stale: true });
    expect(cache.peek('k')).toBeUndefined();
    const hit = cache.serve('k');
    expect(hit?.stale).toBe(true);
    expect(JSON.parse(hit!.response.body.toString())).toEqual({ stale: true });
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
