import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DrmMessages } from '@streamhub/contracts';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AuthRedis } from '../auth/auth-redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const MINUTE_SECONDS = 60;

/**
 * Licence requests per account (or, for a guest, per address) per minute: a player asks once per
 * playback; a flood is a key-harvesting client. Counters in Redis, in memory while it is away.
 */
@Injectable()
export class LicenceRateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: AuthRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const points = config.LICENCES_PER_USER_PER_MINUTE;
    this.limiter = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: 'gateway:rl:drm-licence',
      points,
      duration: MINUTE_SECONDS,
      insuranceLimiter: new RateLimiterMemory({ points, duration: MINUTE_SECONDS }),
    });
  }

  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes)
        throw new HttpException(DrmMessages.tooManyLicences, HttpStatus.TOO_MANY_REQUESTS);
      throw err;
    }
  }
}
