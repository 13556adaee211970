import { createHash } from 'node:crypto';
import { gzip } from 'node:zlib';

/** A response serialised once: the bytes sent on every hit, their validator, and (soon after) their gzip. */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  /** Compressed once, off the event loop, after the entry is stored; absent until then. */
  gzip?: Buffer;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry extends CachedResponse {
  expiresAt: number;
}

/**
 * In-memory cache of public catalog responses, keyed by route + normalised query.
 *
 * Why here and in memory: the hot lists are the same for every viewer, so a hit is answered with
 * bytes serialised once, without a Kafka round trip, a database query, a Redis round trip or a
 * JSON.stringify of a large list. Freshness comes from catalog's change events: each gateway
 * replica consumes them in a consumer group of its own (CatalogCacheInvalidator) and drops
 * everything on any change, so all replicas converge within one event delivery. The TTL is only a
 * safety net. While the invalidation feed is not connected (start-up, rebalance, Kafka trouble)
 * the cache is not live: it serves nothing and stores nothing, so it can never serve a list it
 * could not have been told is stale.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedResponse>>();
  private generation = 0;
  private live = false;
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get isLive(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A fresh entry for `key`, if the cache is live and has one; never loads. */
  peek(key: string): CachedResponse | undefined {
    if (!this.live) return undefined;
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit : undefined;
  }

  /** The cached response for `key`, or `load()`'s, serialised; concurrent misses share one load. */
  async get(key: string, load: () => Promise<unknown>): Promise<CachedResponse> {
    if (!this.enabled || !this.live) return serialise(await load());
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit;
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const promise = load()
      .then((value) => {
        const response = serialise(value);
        // A change that arrived while loading may not be in `value`: do not keep it then.
        if (this.live && generation === this.generation) this.store(key, response);
        return response;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /** Drops every entry; loads already running finish for their callers but are not kept. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  /** Only while change events are known to arrive may the cache serve and store. */
  setLive(live: boolean): void {
    if (this.live !== live) this.invalidate();
    this.live = live;
  }

  private store(key: string, response: CachedResponse): void {
    const entry: Entry = { ...response, expiresAt: this.now() + this.options.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    gzip(entry.body, (err, compressed) => {
      if (!err) entry.gzip = compressed;
    });
    // Oldest insertion first out (Map keeps insertion order).
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}

export function serialise(value: unknown): CachedResponse {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, etag };
}
