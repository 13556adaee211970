import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ADS_CONFIG, type AdsConfig } from '../config';

/**
 * Checks every cap and counts one more under those that count placements, atomically, or counts
 * none: a Lua script (so two gateways deciding at the same moment never both pass a daily cap of
 * 1). Per key, ARGV holds its cap, how many the decision has placed already without counting them
 * (frequency caps count reported impressions, not placements), and whether to count this one.
 * Keys live two days.
 */
const TAKE = `
for i = 1, #KEYS do
  local n = tonumber(redis.call('GET', KEYS[i]) or '0') + tonumber(ARGV[3 * i - 1])
  if n >= tonumber(ARGV[3 * i - 2]) then return 0 end
end
for i = 1, #KEYS do
  if ARGV[3 * i] == '1' then
    redis.call('INCR', KEYS[i])
    redis.call('EXPIRE', KEYS[i], 172800)
  end
end
return 1
`;

const TWO_DAYS = 172_800;

/** A cap to check: `pending` placed already in this decision and not counted; `count` this one. */
export interface CapCheck {
  key: string;
  cap: number;
  pending?: number;
  count?: boolean;
}

/** Frequency caps (per viewer, campaign and day) and daily caps (per campaign and day) in Redis. */
@Injectable()
export class DeliveryCounters implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(@Inject(ADS_CONFIG) config: AdsConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  }

  /** True when the ad fits every cap (and is counted against those that count placements). */
  async take(caps: CapCheck[]): Promise<boolean> {
    if (caps.length === 0) return true;
    const result = await this.redis.eval(
      TAKE,
      caps.length,
      ...caps.map((c) => `ads:${c.key}`),
      ...caps.flatMap((c) => [String(c.cap), String(c.pending ?? 0), c.count === false ? '0' : '1']),
    );
    return result === 1;
  }

  /** Counts one reported impression under a cap's key. */
  async count(key: string): Promise<void> {
    await this.redis.multi().incr(`ads:${key}`).expire(`ads:${key}`, TWO_DAYS).exec();
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
