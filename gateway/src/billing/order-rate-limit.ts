import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { BillingMessages } from '@streamhub/contracts';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AuthRedis } from '../auth/auth-redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const MINUTE_SECONDS = 60;

/**
 * Orders per user per minute: each new one is a call to the payment provider and a document.
 * Counters live in Redis (shared by gateway replicas); while it is away each process limits in memory.
 */
@Injectable()
export class OrderRateLimit {
  private readonly perUser: RateLimiterRedis;

  constructor(redis: AuthRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const points = config.ORDERS_PER_USER_PER_MINUTE;
    this.perUser = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: 'gateway:rl:orders-user',
      points,
      duration: MINUTE_SECONDS,
      insuranceLimiter: new RateLimiterMemory({ points, duration: MINUTE_SECONDS }),
    });
  }

  async consume(userId: string): Promise<void> {
    try {
      await this.perUser.consume(userId);
    } catch (err) {
      if (err instanceof RateLimiterRes)
        throw new HttpException(BillingMessages.tooManyOrders, HttpStatus.TOO_MANY_REQUESTS);
      throw err;
    }
  }
}
