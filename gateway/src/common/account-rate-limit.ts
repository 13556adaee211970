import { HttpException, HttpStatus } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface AccountRateLimitOptions {
  /** The Redis key prefix, e.g. `gateway:rl:orders-user`. */
  prefix: string;
  /** Requests allowed per window. */
  points: number;
  /** The window, in seconds. */
  windowSeconds: number;
  /** The catalogued message a refused request answers with (429). */
  message: string;
}

/**
 * A per-account (or per-key) budget: `points` requests per `windowSeconds`. Counters live in Redis,
 * shared by gateway replicas; while Redis is away each process counts in memory. Over budget
 * answers 429 with the given message (docs/security.md, "Rate limits").
 */
export class AccountRateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: Redis,
    private readonly options: AccountRateLimitOptions,
  ) {
    const { prefix, points, windowSeconds } = options;
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: prefix,
      points,
      duration: windowSeconds,
      insuranceLimiter: new RateLimiterMemory({ points, duration: windowSeconds }),
    });
  }

  /** Counts one request of `key`; throws the 429 when its budget for the window is spent. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new HttpException(this.options.message, HttpStatus.TOO_MANY_REQUESTS);
      throw err;
    }
  }
}
