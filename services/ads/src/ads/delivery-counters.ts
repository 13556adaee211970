import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ADS_CONFIG, type AdsConfig } from '../config';

/**
 * Charges the placements of one decision, all or none, atomically: each key's count plus its
 * placements must stay within its cap (-1: none), or nothing is counted and the script answers the
 * keys' current counts (so two decisions at the same moment never pass a daily cap or a budget
 * together). ARGV holds, per key, its cap, the placements to count, the value to start a missing
 * key from (-1: 0) and its lifetime in seconds (0: kept).
 */
const COMMIT = `
local counts = {}
local over = false
for i = 1, #KEYS do
  local seed = tonumber(ARGV[4 * i - 1])
  if seed >= 0 then redis.call('SET', KEYS[i], seed, 'NX') end
  counts[i] = tonumber(redis.call('GET', KEYS[i]) or '0')
  local cap = tonumber(ARGV[4 * i - 3])
  if cap >= 0 and counts[i] + tonumber(ARGV[4 * i - 2]) > cap then over = true end
end
if over then return counts end
for i = 1, #KEYS do
  redis.call('INCRBY', KEYS[i], ARGV[4 * i - 2])
  local ttl = tonumber(ARGV[4 * i])
  if ttl > 0 then redis.call('EXPIRE', KEYS[i], ttl) end
end
return 1
`;

export const TWO_DAYS = 172_800;
/** Bumped on every change of a campaign or of ad markers: each replica's index reloads on a new value. */
const CAMPAIGNS_VERSION = 'ads:campaigns:version';

/** Placements of one decision to count under a key: a daily cap or a budget. */
export interface Charge {
  key: string;
  /** null: counted without a cap. */
  cap: number | null;
  count: number;
  /** Where a missing key starts (a budget spent before it was counted here); 0 when absent. */
  seed?: number;
  /** Seconds the key lives; kept when absent. */
  ttlSeconds?: number;
}

/** Frequency caps (per viewer, campaign and day) and daily caps (per campaign and day) in Redis. */
@Injectable()
export class DeliveryCounters implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(@Inject(ADS_CONFIG) config: AdsConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  }

  /** The counters' current values, null where none: one MGET for a whole decision. */
  async read(keys: readonly string[]): Promise<(number | null)[]> {
    if (keys.length === 0) return [];
    const values = await this.redis.mget(...keys.map((k) => `ads:${k}`));
    return values.map((v) => (v === null ? null : Number(v) || 0));
  }

  /**
   * Counts every charge, or none: true when all fit their caps; otherwise the keys' current counts
   * (the caller fills again with them).
   */
  async commit(charges: readonly Charge[]): Promise<true | number[]> {
    if (charges.length === 0) return true;
    const result = await this.redis.eval(
      COMMIT,
      charges.length,
      ...charges.map((c) => `ads:${c.key}`),
      ...charges.flatMap((c) => [
        String(c.cap ?? -1),
        String(c.count),
        String(c.seed ?? -1),
        String(c.ttlSeconds ?? 0),
      ]),
    );
    return Array.isArray(result) ? result.map((n) => Number(n)) : true;
  }

  /** Counts one reported impression under a cap's key. */
  async count(key: string): Promise<void> {
    await this.redis.multi().incr(`ads:${key}`).expire(`ads:${key}`, TWO_DAYS).exec();
  }

  /** The version of the campaigns and markers (null before the first change). */
  async campaignsVersion(): Promise<string | null> {
    return this.redis.get(CAMPAIGNS_VERSION);
  }

  /** Tells every replica's index that campaigns or markers changed. */
  async campaignsChanged(): Promise<void> {
    await this.redis.incr(CAMPAIGNS_VERSION);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
