import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ADS_CONFIG, type AdsConfig } from '../config';

/**
 * Counts one more under each cap atomically, or none: a Lua script increments every key whose cap
 * is not reached, and undoes them all when one is (so two gateways deciding for one viewer at the
 * same moment never both pass a cap of 1). Keys live two days.
 */
const TAKE = `
for i = 1, #KEYS do
  local n = tonumber(redis.call('GET', KEYS[i]) or '0')
  if n >= tonumber(ARGV[i]) then return 0 end
end
for i = 1, #KEYS do
  redis.call('INCR', KEYS[i])
  redis.call('EXPIRE', KEYS[i], 172800)
end
return 1
`;

/** Frequency caps (per viewer, campaign and day) and daily caps (per campaign and day) in Redis. */
@Injectable()
export class DeliveryCounters implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(@Inject(ADS_CONFIG) config: AdsConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  }

  /** True when the impression fits every cap (and is counted against each). */
  async take(caps: { key: string; cap: number }[]): Promise<boolean> {
    if (caps.length === 0) return true;
    const result = await this.redis.eval(
      TAKE,
      caps.length,
      ...caps.map((c) => `ads:${c.key}`),
      ...caps.map((c) => String(c.cap)),
    );
    return result === 1;
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
