import { createHash } from 'node:crypto';
import { AuthMessages, ServiceErrorCode } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimitRule {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** Builds one limiter per rule: Redis in the service, memory in unit tests (same library either way). */
export type LimiterFactory = (rule: LimitRule) => RateLimiterAbstract;

export interface RateLimitSettings {
  signinMaxFailures: number;
  signinWindowSeconds: number;
}

const HOUR = 3_600;
const OTP_COOLDOWN_SECONDS = 60;
const OTP_SENDS_PER_HOUR = 5;

/*
 * A code mailed on request (a resent sign-up OTP, a reset code) waits out a one-minute cooldown
 * and counts against five sends an hour, each flow with counters of its own.
 */
const cooldownRule = (name: string): LimitRule => ({
  keyPrefix: `auth:rl:${name}-wait`,
  points: 1,
  durationSeconds: OTP_COOLDOWN_SECONDS,
});
const hourlyRule = (name: string): LimitRule => ({
  keyPrefix: `auth:rl:${name}-hour`,
  points: OTP_SENDS_PER_HOUR,
  durationSeconds: HOUR,
});

/** Per-email limits of the accounts API; counters live in Redis so every replica shares them. */
export class RateLimits {
  private readonly signin: RateLimiterAbstract;
  private readonly signupSends: RateLimiterAbstract;
  private readonly resendCooldown: RateLimiterAbstract;
  private readonly resendHourly: RateLimiterAbstract;
  private readonly resetCooldown: RateLimiterAbstract;
  private readonly resetHourly: RateLimiterAbstract;

  constructor(factory: LimiterFactory, settings: RateLimitSettings) {
    this.signin = factory({
      keyPrefix: 'auth:rl:signin-email',
      points: settings.signinMaxFailures,
      durationSeconds: settings.signinWindowSeconds,
    });
    this.signupSends = factory({ keyPrefix: 'auth:rl:signup-otp', points: OTP_SENDS_PER_HOUR, durationSeconds: HOUR });
    this.resendCooldown = factory(cooldownRule('resend-otp'));
    this.resendHourly = factory(hourlyRule('resend-otp'));
    this.resetCooldown = factory(cooldownRule('reset-code'));
    this.resetHourly = factory(hourlyRule('reset-code'));
  }

  /**
   * Counts a sign-in attempt before the password is checked, so parallel guesses cannot slip past
   * the limit; a successful sign-in clears the count, so only failures accumulate.
   */
  async beforeSignin(email: string): Promise<void> {
    await consumeOr(this.signin, limitKey(email), (res) =>
      AuthMessages.signinRateLimited(Math.max(1, Math.ceil(res.msBeforeNext / 60_000))),
    );
  }

  /**
   * The password was right: the failures counted so far are cleared. If the store fails just now
   * the sign-in still succeeds (the count then simply expires with its window): a 500 here would
   * refuse a correct password for a bookkeeping step.
   */
  async signinSucceeded(email: string): Promise<void> {
    await this.signin.delete(limitKey(email)).catch(() => undefined);
  }

  /** A sign-up (or a repeated sign-up of a pending email) sends a code: at most 5 an hour. */
  async beforeSignupOtp(email: string): Promise<void> {
    await consumeOr(this.signupSends, limitKey(email), () => AuthMessages.otpTooMany);
  }

  /** Resend: at most once per 60 s and 5 times an hour per email. */
  async beforeResendOtp(email: string): Promise<void> {
    await this.cooldownThenHourly(this.resendCooldown, this.resendHourly, email);
  }

  /** Reset codes are limited like resends. */
  async beforeResetCode(email: string): Promise<void> {
    await this.cooldownThenHourly(this.resetCooldown, this.resetHourly, email);
  }

  private async cooldownThenHourly(
    cooldown: RateLimiterAbstract,
    hourly: RateLimiterAbstract,
    email: string,
  ): Promise<void> {
    const key = limitKey(email);
    await consumeOr(cooldown, key, (res) => AuthMessages.otpCooldown(Math.max(1, Math.ceil(res.msBeforeNext / 1000))));
    await consumeOr(hourly, key, () => AuthMessages.otpTooMany);
  }
}

/**
 * Counters are keyed by a hash of the normalised email: whatever a caller sends, a key is 32
 * characters, so a huge input cannot grow Redis, and no address is stored in clear.
 */
export function limitKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

async function consumeOr(
  limiter: RateLimiterAbstract,
  key: string,
  message: (res: RateLimiterRes) => string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw ServiceError.rateLimited(message(err));
    // The store failed: not the caller's fault, and no attempt goes uncounted (fails closed, 503).
    throw new ServiceError(ServiceErrorCode.Unavailable, AuthMessages.limitsUnavailable);
  }
}
