import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

  it('lets the first request after an invalidation refresh, and serves the stale copy to the others meanwhile', async () => {
    const { cache } = liveCache();
    let version = 1;
    const source = { calls: 0, load: async () => ({ version: ((source.calls += 1), version) }) };
    await cache.get('all', source.load);
    version = 2;
    cache.invalidate();

    // The first request after the change is the one that revalidates: it goes through `get`.
    expect(cache.serve('all')).toBeUndefined();
    const revalidating = cache.get('all', source.load);
    const during = [cache.serve('all'), cache.serve('all'), cache.serve('all')];
    expect(during.map((hit) => hit?.stale)).toEqual([true, true, true]);
    expect(during.map((hit) => JSON.parse(hit!.response.body.toString()))).toEqual([
      { version: 1 },
      { version: 1 },
      { version: 1 },
    ]);
    expect(JSON.parse((await revalidating).body.toString())).toEqual({ version: 2 });
    expect(source.calls).toBe(2); // one refresh for the four answers
    expect(cache.stats).toMatchObject({ refreshes: 1, staleHits: 3 });
    expect(cache.serve('all')?.stale).toBe(false);
  });

  it('tells how each answer came: a load or refresh is a miss, the copy a hit, the old copy during a refresh stale', async () => {
    const { cache } = liveCache();
    const source = counter();
    expect((await cache.resolve('k', source.load)).outcome).toBe('miss');
    expect((await cache.resolve('k', source.load)).outcome).toBe('hit');
    cache.invalidate();
    const refreshing = cache.resolve('k', source.load);
    // Requests that missed the fast path while the refresh runs still get the old copy.
    expect((await cache.resolve('k', source.load)).outcome).toBe('stale');
    expect((await refreshing).outcome).toBe('miss');
    expect((await cache.resolve('k', source.load)).outcome).toBe('hit');
    expect(source.calls()).toBe(2);
  });

  it('gives a client that reads right after a change what the change brought', async () => {
    const { cache } = liveCache();
    let version = 1;
    const load = async () => ({ version });
    await cache.get('list', load);
    for (version = 2; version <= 4; version++) {
      cache.invalidate();
      const read = cache.serve('list')?.response ?? (await cache.get('list', load));
      expect(JSON.parse(read.body.toString())).toEqual({ version });
    }
  });

  it('collapses a burst of invalidations into one refresh per interval', async () => {
    const clock = { now: 0 };
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, refreshIntervalMs: 250, now: () => clock.now });
    cache.setLive(true);
    let version = 0;
    const source = { calls: 0, load: async () => ({ version: ((source.calls += 1), version) }) };
    await cache.get('all', source.load);

    // 100 changes in one second, each followed by a read of the list. The reader that finds no
    // refresh under way starts one (waiting for the interval to end first); the others get the
    // stale copy at once.
    const revalidations: Promise<unknown>[] = [];
    for (let i = 1; i <= 100; i++) {
      clock.now = i * 10;
      version = i;
      cache.invalidate();
      if (!cache.serve('all')) revalidations.push(cache.get('all', source.load));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(revalidations);
    // At most one refresh per 250 ms of the burst (the interval's waits use the real clock, so
    // fewer may run): 1000 / 250 + 1.
    expect(source.calls - 1).toBeLessThanOrEqual(5);
    expect(cache.stats.refreshes).toBe(source.calls - 1);

    // After the burst the last change is picked up by the next refresh.
    clock.now = 2_000;
    const after = cache.serve('all')?.response ?? (await cache.get('all', source.load));
    expect(JSON.parse(after.body.toString())).toEqual({ version: 100 });
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
    const revalidating = cache.get('k', flaky);
    expect(cache.serve('k')?.stale).toBe(true);
    await expect(revalidating).rejects.toThrow('not found any more');
    expect(cache.serve('k')).toBeUndefined();
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
    // Stale: the next read revalidates instead of answering the overtaken copy.
    expect(cache.serve('k')).toBeUndefined();
    const next = await cache.get('k', async () => ({ fresh: true }));
    expect(JSON.parse(next.body.toString())).toEqual({ fresh: true });
  });

  it('neither serves nor stores while change events are not flowing', async () => {
    const cache = new ResponseCache({ ttlMs: 1_000, maxEntries: 10 });
    const source = counter();
    await cache.get('k', source.load);
    await cache.get('k', source.load);
    expect(source.calls()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('shares one upstream call between concurrent requests while not live, and stores nothing', async () => {
    const cache = new ResponseCache({ ttlMs: 1_000, maxEntries: 10 });
    let release!: (v: unknown) => void;
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise((r) => (release = r));
    };
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release({ n: 1 });
    const [a, b, c] = await answers;
    expect(calls).toBe(1);
    expect(b.body).toBe(a.body);
    expect(c.body).toBe(a.body);
    expect(cache.size).toBe(0);
    // Once that call has answered, the next request makes its own.
    const next = cache.get('k', load);
    release({ n: 2 });
    expect(JSON.parse((await next).body.toString())).toEqual({ n: 2 });
    expect(calls).toBe(2);
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

  it('adds brotli and gzip copies of a stored body in the background, each with its own ETag', async () => {
    const { cache } = liveCache();
    await cache.get('k', counter({ big: 'x'.repeat(10_000) }).load);
    const entry = await vi.waitFor(() => {
      const stored = cache.peek('k');
      if (!stored?.br || !stored.gzip) throw new Error('not compressed yet');
      return stored;
    });
    expect(entry.gzip!.body.length).toBeLessThan(1_000);
    expect(entry.br!.body.length).toBeLessThan(1_000);
    expect(gunzipSync(entry.gzip!.body).toString()).toBe(entry.body.toString());
    expect(brotliDecompressSync(entry.br!.body).toString()).toBe(entry.body.toString());
    expect(new Set([entry.etag, entry.gzip!.etag, entry.br!.etag]).size).toBe(3);
    expect(entry.br!.etag).toMatch(/^"[\w-]+-br"$/);
  });

  it('compresses once per change: a refresh that brings the same bytes keeps the compressed copies', async () => {
    const { cache } = liveCache();
    let version = 1;
    const load = async () => ({ version, padding: 'z'.repeat(5_000) });
    await cache.get('k', load);
    const first = await vi.waitFor(() => {
      const stored = cache.peek('k');
      if (!stored?.br || !stored.gzip) throw new Error('not compressed yet');
      return stored;
    });
    cache.invalidate();
    await cache.get('k', load);
    expect(cache.peek('k')?.br).toBe(first.br);
    expect(cache.peek('k')?.gzip).toBe(first.gzip);

    version = 2;
    cache.invalidate();
    const changed = await cache.get('k', load);
    expect(changed.etag).not.toBe(first.etag);
    const recompressed = await vi.waitFor(() => {
      const stored = cache.peek('k');
      if (!stored?.br) throw new Error('not compressed yet');
      return stored.br;
    });
    expect(JSON.parse(brotliDecompressSync(recompressed.body).toString())).toMatchObject({ version: 2 });
  });

  describe('while upstream cannot be reached (stale-if-error)', () => {
    class Outage extends Error {}
    function outageCache(staleIfErrorMs = 10_000) {
      const clock = { now: 0 };
      const cache = new ResponseCache({
        ttlMs: 1_000,
        maxEntries: 10,
        staleIfErrorMs,
        isOutage: (err) => err instanceof Outage,
        now: () => clock.now,
      });
      cache.setLive(true);
      return { cache, clock };
    }
    const down = async (): Promise<unknown> => {
      throw new Outage('bus down');
    };

    it('answers the last good copy, with its age, after the feed is lost and upstream fails', async () => {
      const { cache, clock } = outageCache();
      await cache.resolve('all', counter({ videos: [1] }).load);
      cache.setLive(false);
      clock.now = 4_000;
      const answer = await cache.resolve('all', down);
      expect(answer.outcome).toBe('stale-if-error');
      expect(answer.ageMs).toBe(4_000);
      expect(JSON.parse(answer.response.body.toString())).toEqual({ videos: [1] });
      expect(cache.stats.staleIfError).toBe(1);
    });

    it('keeps the copy a load brought while not live too', async () => {
      const { cache } = outageCache();
      cache.setLive(false);
      await cache.resolve('all', counter({ videos: [2] }).load);
      expect((await cache.resolve('all', down)).outcome).toBe('stale-if-error');
    });

    it('passes on errors that are answers, and copies older than the bound', async () => {
      const { cache, clock } = outageCache(10_000);
      await cache.resolve('all', counter().load);
      cache.setLive(false);
      await expect(
        cache.resolve('all', async () => {
          throw new Error('not found');
        }),
      ).rejects.toThrow('not found');
      clock.now = 10_001;
      await expect(cache.resolve('all', down)).rejects.toBeInstanceOf(Outage);
    });

    it('never stores the copy as an entry: once upstream answers, its answer is used', async () => {
      const { cache } = outageCache();
      await cache.resolve('all', counter({ v: 1 }).load);
      cache.invalidate();
      expect((await cache.resolve('all', down)).outcome).toBe('stale-if-error');
      const fresh = counter({ v: 2 });
      const answer = await cache.resolve('all', fresh.load);
      expect(answer.outcome).toBe('miss');
      expect(JSON.parse(answer.response.body.toString())).toEqual({ v: 2 });
    });

    it('is off with a bound of 0', async () => {
      const { cache } = outageCache(0);
      await cache.resolve('all', counter().load);
      cache.setLive(false);
      await expect(cache.resolve('all', down)).rejects.toBeInstanceOf(Outage);
    });
  });
});
