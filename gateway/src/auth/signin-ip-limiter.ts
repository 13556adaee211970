import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AuthMessages } from '@streamhub/contracts';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { AuthRedis } from './auth-redis';

/**
 * Failed sign-ins per client IP (the auth service limits per email). Each attempt takes a point up
 * front, so parallel guesses cannot overrun the limit, and a successful one gives it back.
 */
@Injectable()
export class SigninIpLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: AuthRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const rule = { points: config.SIGNIN_IP_MAX_FAILURES, duration: config.SIGNIN_IP_WINDOW_SECONDS };
    this.limiter = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: 'gateway:rl:signin-ip',
      ...rule,
      // Redis briefly away: keep limiting per process instead of failing every sign-in.
      insuranceLimiter: new RateLimiterMemory(rule),
    });
  }

  async beforeAttempt(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        const minutes = Math.max(1, Math.ceil(err.msBeforeNext / 60_000));
        throw new HttpException(AuthMessages.signinRateLimited(minutes), HttpStatus.TOO_MANY_REQUESTS);
      }
      throw err;
    }
  }

  /** The password was right (even if the account is inactive): this attempt does not count. */
  async passwordAccepted(ip: string): Promise<void> {
    await this.limiter.reward(ip).catch(() => undefined);
  }
}
