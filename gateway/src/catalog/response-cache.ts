import { createHash } from 'node:crypto';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LastGood } from '../common/last-good';
import { codedEtag, type ContentCoding } from './content-coding';

/** One form of a cached body: its bytes and their strong validator. */
export interface Representation {
  body: Buffer;
  etag: string;
}

/**
 * A response serialised once: the identity bytes sent on every hit and their validator, and (soon
 * after it is stored) the same bytes brotli- and gzip-compressed, each with its own ETag.
 */
export interface CachedResponse extends Representation {
  /** Compressed once per change, on the thread pool, after the entry is stored; absent until then. */
  br?: Representation;
  gzip?: Representation;
}

/**
 * Brotli quality 5: on the 500-video episode list (~515 KB) it is within 4 % of quality 9's size
 * at a quarter of its CPU (~10 ms), and 30 % smaller than gzip; 11 costs seconds.
 */
export const BROTLI_QUALITY = 5;

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /**
   * After a change, a stale entry is refreshed at most once per this interval (the stale copy is
   * served meanwhile), so a burst of changes costs a bounded number of upstream calls. 0: refresh
   * as soon as the previous refresh has finished.
   */
  refreshIntervalMs?: number;
  /**
   * How long the last good copy of a key may stand in for it while upstream cannot be reached
   * (stale-if-error); 0: never. Only errors `isOutage` accepts count: an answer (a 404) is passed on.
   */
  staleIfErrorMs?: number;
  isOutage?: (err: unknown) => boolean;
  now?: () => number;
}

/** What the cache knows about its upstream traffic (for tests, benchmarks and metrics). */
export interface ResponseCacheStats {
  /** Loads started on a miss (no usable entry). */
  misses: number;
  /** Loads started in the background to replace a stale entry. */
  refreshes: number;
  /** Answers given from a stale entry while a refresh was due or running. */
  staleHits: number;
  /** Answers given from the last good copy because upstream could not be reached. */
  staleIfError: number;
}

type Load = () => Promise<unknown>;

interface Entry extends CachedResponse {
  expiresAt: number;
  /** The cache generation the body was loaded in; older than the current one = stale. */
  generation: number;
  /** How to load this key again (the route's upstream call), for refreshes in the background. */
  load: Load;
  /** The route that stored it (its metrics label when it is answered ahead of the router). */
  route?: string;
  /** When the last refresh of this key started. */
  refreshedAt: number;
  /** A refresh that waits for `refreshIntervalMs` to pass (a burst of changes), if any. */
  scheduled?: Promise<CachedResponse>;
}

/**
 * In-memory cache of public catalog responses, keyed by route + normalised query.
 *
 * Why here and in memory: the hot lists are the same for every viewer, so a hit is answered with
 * bytes serialised once, without a Kafka round trip, a database query, a Redis round trip or a
 * JSON.stringify of a large list. Freshness comes from catalog's change events: each gateway
 * replica consumes them in a consumer group of its own (CatalogCacheInvalidator) and marks
 * everything stale on any change, so all replicas converge within one event delivery and one
 * refresh.
 *
 * While the catalogue changes, the cache keeps serving:
 * - concurrent misses of one key share one upstream call;
 * - the first request after a change revalidates: it waits for the refresh and answers what it
 *   brings, so a client that reads after its own change sees it; requests arriving while that
 *   refresh is under way are answered with the stale copy (stale-while-revalidate);
 * - a burst of changes is collapsed: a key is refreshed at most once per `refreshIntervalMs` (the
 *   revalidating request waits for the interval to end), and a refresh overtaken by a later change
 *   is stored as stale, so the next one picks the change up;
 * - a refresh that fails drops the stale entry: the next request asks upstream itself.
 *
 * The TTL is only a safety net: an expired entry is never served. While the invalidation feed is
 * not connected (start-up, rebalance, Kafka trouble) the cache is not live: it serves nothing and
 * stores nothing, so it can never serve a list it could not have been told is stale (concurrent
 * requests of one key still share one upstream call).
 *
 * That freshness rule holds while upstream answers. When it cannot be reached (the bus is down, the
 * call times out), the last good copy of the key (every successful load leaves one, kept apart from
 * the entries and through loss of the feed) answers instead, for at most `staleIfErrorMs`: outcome
 * `stale-if-error`, with its age. It is never stored as an entry, so once upstream answers again
 * the first request brings what changed meanwhile.
 */
export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'stale-if-error';

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedResponse>>();
  /** Upstream calls made while not live, shared by the requests of one key (never stored). */
  private readonly uncached = new Map<string, Promise<CachedResponse>>();
  private generation = 0;
  private live = false;
  private readonly now: () => number;
  private readonly refreshIntervalMs: number;
  private readonly counters: ResponseCacheStats = { misses: 0, refreshes: 0, staleHits: 0, staleIfError: 0 };
  private readonly lastGood: LastGood<CachedResponse>;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
    this.refreshIntervalMs = options.refreshIntervalMs ?? 0;
    this.lastGood = new LastGood({
      maxAgeMs: options.staleIfErrorMs ?? 0,
      maxEntries: options.maxEntries,
      now: this.now,
    });
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get isLive(): boolean {
    return this.live;
  }

  /**
   * Raised on every change event (and whenever the feed is lost or back): a copy kept elsewhere
   * from an older generation may be stale (the ads' title reads, gateway/src/ads/ad-titles.ts).
   */
  get currentGeneration(): number {
    return this.generation;
  }

  get size(): number {
    return this.entries.size;
  }

  get stats(): ResponseCacheStats {
    return { ...this.counters };
  }

  /** A fresh entry for `key`, if the cache is live and has one; never loads. */
  peek(key: string): CachedResponse | undefined {
    const entry = this.usable(key);
    return entry && entry.generation === this.generation ? entry : undefined;
  }

  /**
   * The entry to answer `key` with at once, if the cache is live and has one that has not expired:
   * a fresh one, or a stale one while another request's refresh of it is under way. Undefined when
   * the caller should go through `get`, which loads (a miss) or revalidates (the first request
   * after a change).
   */
  serve(key: string): { response: CachedResponse; stale: boolean; route?: string } | undefined {
    const entry = this.usable(key);
    if (!entry) return undefined;
    const stale = entry.generation !== this.generation;
    if (!stale) return { response: entry, stale, route: entry.route };
    if (!this.refreshing(key, entry)) return undefined;
    this.counters.staleHits += 1;
    return { response: entry, stale, route: entry.route };
  }

  /** The cached response for `key`, or `load()`'s, serialised; concurrent misses share one load. */
  async get(key: string, load: Load): Promise<CachedResponse> {
    return (await this.resolve(key, load)).response;
  }

  /**
   * `get`, telling how the response came: `hit` (fresh copy), `stale` (the old copy while another
   * request refreshes it), `miss` (this request waited for upstream: a load or a refresh).
   * `route` names the route that loads it (kept with the entry, for `serve`'s callers).
   */
  async resolve(
    key: string,
    load: Load,
    route?: string,
  ): Promise<{ response: CachedResponse; outcome: CacheOutcome; ageMs?: number }> {
    if (!this.enabled) return { response: serialise(await load()), outcome: 'miss' };
    try {
      return await this.resolveUpstream(key, load, route);
    } catch (err) {
      const recalled =
        (this.options.staleIfErrorMs ?? 0) > 0 && this.options.isOutage?.(err) && this.lastGood.recall(key);
      if (!recalled) throw err;
      this.counters.staleIfError += 1;
      return { response: recalled.value, outcome: 'stale-if-error', ageMs: recalled.ageMs };
    }
  }

  private async resolveUpstream(
    key: string,
    load: Load,
    route?: string,
  ): Promise<{ response: CachedResponse; outcome: CacheOutcome }> {
    if (!this.live) return { response: await this.shared(key, load), outcome: 'miss' };
    const entry = this.usable(key);
    if (entry) {
      if (entry.generation === this.generation) return { response: entry, outcome: 'hit' };
      if (this.refreshing(key, entry)) {
        this.counters.staleHits += 1;
        return { response: entry, outcome: 'stale' };
      }
      entry.load = load;
      return { response: await this.revalidate(key, entry), outcome: 'miss' };
    }
    const pending = this.loading.get(key);
    if (pending) return { response: await pending, outcome: 'miss' };
    this.counters.misses += 1;
    return { response: await this.startLoad(key, load, this.now(), route), outcome: 'miss' };
  }

  /**
   * Marks every entry stale: the next request of each key refreshes it. Loads already running
   * finish; what they bring is stored as stale (it may miss this change).
   */
  invalidate(): void {
    this.generation += 1;
  }

  /** Only while change events are known to arrive may the cache serve and store. */
  setLive(live: boolean): void {
    if (this.live !== live) this.clear();
    this.live = live;
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  /**
   * While not live (start-up, a rebalance, Kafka trouble) nothing is stored, but the requests of
   * one key that arrive while its upstream call is under way share it, as concurrent misses do
   * when live: otherwise every request of a busy list would make its own call (50 concurrent
   * requests of the 500-video list kept catalog busy for seconds after a start).
   */
  private shared(key: string, load: Load): Promise<CachedResponse> {
    const pending = this.uncached.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        const response = serialise(value);
        this.lastGood.record(key, response);
        return response;
      })
      .finally(() => {
        if (this.uncached.get(key) === promise) this.uncached.delete(key);
      });
    this.uncached.set(key, promise);
    return promise;
  }

  private usable(key: string): Entry | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  /** Whether a refresh of this stale entry is under way or waiting for its interval. */
  private refreshing(key: string, entry: Entry): boolean {
    return this.loading.has(key) || entry.scheduled !== undefined;
  }

  /**
   * Refreshes a stale entry for the request that found it first; the stale copy answers everyone
   * else meanwhile. Within `refreshIntervalMs` of the previous refresh it waits for the interval to
   * end. A refresh that fails (e.g. the list is now a 404) drops the entry, so the next request goes
   * upstream and answers what upstream says.
   */
  private revalidate(key: string, entry: Entry): Promise<CachedResponse> {
    const wait = Math.max(0, entry.refreshedAt + this.refreshIntervalMs - this.now());
    const refresh = (): Promise<CachedResponse> => {
      const startedAt = this.now();
      entry.refreshedAt = startedAt;
      this.counters.refreshes += 1;
      return this.startLoad(key, entry.load, startedAt, entry.route);
    };
    const scheduled = (wait === 0 ? refresh() : delay(wait).then(refresh))
      .catch((err: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw err;
      })
      .finally(() => {
        if (entry.scheduled === scheduled) entry.scheduled = undefined;
      });
    entry.scheduled = scheduled;
    return scheduled;
  }

  private startLoad(key: string, load: Load, startedAt: number, route: string | undefined): Promise<CachedResponse> {
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        const response = serialise(value);
        this.lastGood.record(key, response);
        // The entry may have been dropped meanwhile (feed lost): then it is not stored again.
        if (this.live && this.loading.get(key) === promise)
          this.store(key, response, { generation, load, refreshedAt: startedAt, route });
        return response;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  private store(
    key: string,
    response: CachedResponse,
    { generation, load, refreshedAt, route }: Pick<Entry, 'generation' | 'load' | 'refreshedAt' | 'route'>,
  ): void {
    const previous = this.entries.get(key);
    const expiresAt = this.now() + this.options.ttlMs;
    if (previous && previous.etag === response.etag) {
      // Same bytes as before: keep the entry (and its compressed forms), only its freshness changes.
      previous.generation = Math.max(previous.generation, generation);
      previous.expiresAt = expiresAt;
      previous.load = load;
      return;
    }
    const entry: Entry = { ...response, expiresAt, generation, load, refreshedAt, route };
    this.entries.delete(key);
    this.entries.set(key, entry);
    compressInBackground(entry);
    // Oldest insertion first out (Map keeps insertion order).
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}

/**
 * Adds the brotli and gzip forms of a stored body, compressed on libuv's thread pool: once per
 * change, never on the request path. Until each is ready, that coding is not offered.
 */
function compressInBackground(entry: CachedResponse): void {
  const done = (coding: ContentCoding) => (err: Error | null, body: Buffer) => {
    if (!err) entry[coding] = { body, etag: codedEtag(entry.etag, coding) };
  };
  brotliCompress(
    entry.body,
    {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    },
    done('br'),
  );
  gzip(entry.body, done('gzip'));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export function serialise(value: unknown): CachedResponse {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, etag };
}
