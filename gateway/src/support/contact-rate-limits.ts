import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { GrievanceMessages, SupportMessages } from '@streamhub/contracts';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AuthRedis } from '../auth/auth-redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const HOUR_SECONDS = 3_600;

/**
 * Hourly budgets of a public form that sends a mail, per client IP (`request.ip`, believed from
 * X-Forwarded-For only behind TRUSTED_PROXIES) and per sender address.
 * Counters live in Redis; while it is briefly away each process keeps limiting in memory.
 */
class SenderBudgets {
  private readonly perIp: RateLimiterRedis;
  private readonly perEmail: RateLimiterRedis;

  constructor(
    redis: AuthRedis,
    form: string,
    budgets: { perIp: number; perEmail: number },
    private readonly tooMany: string,
  ) {
    const limiter = (keyPrefix: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix,
        points,
        duration: HOUR_SECONDS,
        insuranceLimiter: new RateLimiterMemory({ points, duration: HOUR_SECONDS }),
      });
    this.perIp = limiter(`gateway:rl:${form}-ip`, budgets.perIp);
    this.perEmail = limiter(`gateway:rl:${form}-email`, budgets.perEmail);
  }

  /** Counted up front, so parallel submissions cannot overrun either budget. */
  async beforeSubmit(ip: string, email: string): Promise<void> {
    await consume(this.perIp, ip, this.tooMany);
    try {
      await consume(this.perEmail, emailKey(email), this.tooMany);
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

/** The contact form's budgets (each query sends an acknowledgement mail). */
@Injectable()
export class ContactRateLimits extends SenderBudgets {
  constructor(redis: AuthRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super(
      redis,
      'query',
      { perIp: config.QUERY_IP_MAX_PER_HOUR, perEmail: config.QUERY_EMAIL_MAX_PER_HOUR },
      SupportMessages.tooManyQueries,
    );
  }
}

/** The grievance form's budgets: the contact form's sizes, counted apart. */
@Injectable()
export class GrievanceRateLimits extends SenderBudgets {
  constructor(redis: AuthRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super(
      redis,
      'grievance',
      { perIp: config.QUERY_IP_MAX_PER_HOUR, perEmail: config.QUERY_EMAIL_MAX_PER_HOUR },
      GrievanceMessages.tooMany,
    );
  }
}

const emailKey = (email: string) => email.trim().toLowerCase();

async function consume(limiter: RateLimiterRedis, key: string, tooMany: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new HttpException(tooMany, HttpStatus.TOO_MANY_REQUESTS);
    throw err;
  }
}
