import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AuthMessages } from '@streamhub/contracts';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { AuthRedis } from './auth-redis';

/** Account requests that send a mail; each has its own per-IP hourly budget. */
export type MailingRequest = 'signup' | 'resend-otp' | 'forgot-password';

const HOUR_SECONDS = 3_600;
/** TVs starting a sign-in with a code: a household's network has room for many. */
const DEVICE_CODES_PER_HOUR = 60;

/**
 * Per-client-IP limits of the accounts API (the auth service limits per email). The IP is the
 * real client's: `request.ip`, which Fastify reads from X-Forwarded-For only when the request came
 * through one of the configured TRUSTED_PROXIES. Counters live in Redis, shared by every replica.
 * While Redis is away the sign-in limit fails closed (503 with Retry-After): it guards a secret, and
 * limits in each process's memory would let a guesser spread over the replicas and restarts try
 * several times the budget. The mailing limits (they guard mail volume, not a secret) keep limiting
 * in each process's memory meanwhile.
 */
@Injectable()
export class IpRateLimits {
  private readonly signin: RateLimiterRedis;
  private readonly mailing: Record<MailingRequest, RateLimiterRedis>;
  private readonly deviceCodes: RateLimiterRedis;

  constructor(redis: AuthRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const limiter = (keyPrefix: string, points: number, duration: number, failClosed = false) =>
      new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix,
        points,
        duration,
        ...(failClosed ? {} : { insuranceLimiter: new RateLimiterMemory({ points, duration }) }),
      });
    this.signin = limiter('gateway:rl:signin-ip', config.SIGNIN_IP_MAX_FAILURES, config.SIGNIN_IP_WINDOW_SECONDS, true);
    const mailing = (name: MailingRequest) =>
      limiter(`gateway:rl:${name}-ip`, config.MAIL_IP_MAX_PER_HOUR, HOUR_SECONDS);
    this.deviceCodes = limiter('gateway:rl:device-code-ip', DEVICE_CODES_PER_HOUR, HOUR_SECONDS);
    this.mailing = {
      signup: mailing('signup'),
      'resend-otp': mailing('resend-otp'),
      'forgot-password': mailing('forgot-password'),
    };
  }

  /**
   * Counts a sign-in attempt up front, so parallel guesses cannot overrun the limit; a successful
   * one gives its point back (`passwordAccepted`), so only failures accumulate.
   */
  async beforeSignin(ip: string): Promise<void> {
    await consume(this.signin, ip, (res) =>
      AuthMessages.signinRateLimited(Math.max(1, Math.ceil(res.msBeforeNext / 60_000))),
    );
  }

  /** The password was right (even if the account is inactive): this attempt does not count. */
  async passwordAccepted(ip: string): Promise<void> {
    await this.signin.reward(ip).catch(() => undefined);
  }

  /** Counted up front, so parallel requests cannot overrun the limit: each may send a mail. */
  async beforeMailing(kind: MailingRequest, ip: string): Promise<void> {
    await consume(this.mailing[kind], ip, () => AuthMessages.tooManyFromNetwork);
  }

  /** A TV asks for a sign-in code: each one takes a Redis entry for 10 minutes, so an address gets a budget. */
  async beforeDeviceCode(ip: string): Promise<void> {
    await consume(this.deviceCodes, ip, () => AuthMessages.tooManyFromNetwork);
  }

  /** The input was refused as malformed, so no mail went out: a typo does not use up the budget. */
  async mailingRefused(kind: MailingRequest, ip: string): Promise<void> {
    await this.mailing[kind].reward(ip).catch(() => undefined);
  }
}

async function consume(limiter: RateLimiterRedis, ip: string, message: (res: RateLimiterRes) => string): Promise<void> {
  try {
    await limiter.consume(ip);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new HttpException(message(err), HttpStatus.TOO_MANY_REQUESTS);
    throw err;
  }
}
