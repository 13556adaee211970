import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { SupportMessages } from '@streamhub/contracts';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AuthRedis } from '../auth/auth-redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const HOUR_SECONDS = 3_600;

/**
 * Hourly budgets of the public contact form, per client IP (`request.ip`, believed from
 * X-Forwarded-For only behind TRUSTED_PROXIES) and per sender address: each query sends a mail.
 * Counters live in Redis; while it is briefly away each process keeps limiting in memory.
 */
@Injectable()
export class ContactRateLimits {
  private readonly perIp: RateLimiterRedis;
  private readonly perEmail: RateLimiterRedis;

  constructor(redis: AuthRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const limiter = (keyPrefix: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix,
        points,
        duration: HOUR_SECONDS,
        insuranceLimiter: new RateLimiterMemory({ points, duration: HOUR_SECONDS }),
      });
    this.perIp = limiter('gateway:rl:query-ip', config.QUERY_IP_MAX_PER_HOUR);
    this.perEmail = limiter('gateway:rl:query-email', config.QUERY_EMAIL_MAX_PER_HOUR);
  }

  /** Counted up front, so parallel submissions cannot overrun either budget. */
  async beforeSubmit(ip: string, email: string): Promise<void> {
    await consume(this.perIp, ip);
    try {
      await consume(this.perEmail, emailKey(email));
    } catch (err) {
      await this.perIp.reward(ip).catch(() => undefined);
      throw err;
    }
  }

  /** The form was refused as invalid, so no mail went out: a typo does not use up the budget. */
  async submitRefused(ip: string, email: string): Promise<void> {
    await this.perIp.reward(ip).catch(() => undefined);
    await this.perEmail.reward(emailKey(email)).catch(() => undefined);
  }
}

const emailKey = (email: string) => email.trim().toLowerCase();

async function consume(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes)
      throw new HttpException(SupportMessages.tooManyQueries, HttpStatus.TOO_MANY_REQUESTS);
    throw err;
  }
}
