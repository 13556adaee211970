import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AnalyticsMessages } from '@streamhub/contracts';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AuthRedis } from '../auth/auth-redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const MINUTE_SECONDS = 60;

/**
 * Batches of playback events per account per minute: a player sends one every 10 s or so, so the
 * budget allows a household's screens with room to spare, not a flood. Counters live in Redis;
 * while it is away each process limits in memory.
 */
@Injectable()
export class PlaybackRateLimit {
  private readonly perAccount: RateLimiterRedis;

  constructor(redis: AuthRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const points = config.PLAYBACK_BATCHES_PER_MINUTE;
    this.perAccount = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: 'gateway:rl:playback-account',
      points,
      duration: MINUTE_SECONDS,
      insuranceLimiter: new RateLimiterMemory({ points, duration: MINUTE_SECONDS }),
    });
  }

  async consume(accountId: string): Promise<void> {
    try {
      await this.perAccount.consume(accountId);
    } catch (err) {
      if (err instanceof RateLimiterRes)
        throw new HttpException(AnalyticsMessages.tooManyBatches, HttpStatus.TOO_MANY_REQUESTS);
      throw err;
    }
  }
}
