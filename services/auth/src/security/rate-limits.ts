import { createHash } from 'node:crypto';
import {
  AuthMessages,
  ProfileMessages,
  SecretAddressLimit,
  SecretCheckLimits,
  ServiceErrorCode,
  type SecretKind,
} from '@streamhub/contracts';
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
  private readonly secretShort: Record<SecretKind, RateLimiterAbstract>;
  private readonly secretDaily: Record<SecretKind, RateLimiterAbstract>;
  private readonly secretAddress: RateLimiterAbstract;

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
    const perKind = (
      window: string,
      budget: (kind: SecretKind) => LimitRule['points'],
      seconds: (kind: SecretKind) => number,
    ) =>
      Object.fromEntries(
        SECRET_KINDS.map((kind) => [
          kind,
          factory({
            keyPrefix: `auth:rl:secret-${kind}-${window}`,
            points: budget(kind),
            durationSeconds: seconds(kind),
          }),
        ]),
      ) as Record<SecretKind, RateLimiterAbstract>;
    this.secretShort = perKind(
      'short',
      (kind) => SecretCheckLimits[kind].tries,
      (kind) => SecretCheckLimits[kind].windowSeconds,
    );
    this.secretDaily = perKind(
      'day',
      (kind) => SecretCheckLimits[kind].dailyTries,
      () => 24 * HOUR,
    );
    this.secretAddress = factory({
      keyPrefix: 'auth:rl:secret-address',
      points: SecretAddressLimit.tries,
      durationSeconds: SecretAddressLimit.windowSeconds,
    });
  }

  /**
   * The one limiter of secret checks (current password, PIN, emailed codes): counts the try for the
   * account (short window and day) and for the client address *before* the secret is judged, in
   * Redis, so parallel guesses are counted as guesses and no read-then-act gap exists. Refuses with
   * 429 (and when to retry) once a budget is spent; answers how many tries the short window has left.
   */
  async beforeSecretCheck(kind: SecretKind, account: string, address?: string): Promise<number> {
    const key = limitKey(account);
    const [short] = await consumeAll([
      this.secretShort[kind].consume(key),
      ...(address ? [this.secretAddress.consume(addressKey(address))] : []),
    ]);
    // Only tries that will be judged count against the day, so a refused burst does not lock it out.
    await consumeAll([this.secretDaily[kind].consume(key)]);
    return short?.remainingPoints ?? 0;

    async function consumeAll(counted: Promise<RateLimiterRes>[]): Promise<RateLimiterRes[]> {
      const results = await Promise.allSettled(counted);
      let waitMs = 0;
      const passed: RateLimiterRes[] = [];
      for (const result of results) {
        if (result.status === 'fulfilled') {
          passed.push(result.value);
          continue;
        }
        if (!(result.reason instanceof RateLimiterRes)) {
          throw new ServiceError(ServiceErrorCode.Unavailable, AuthMessages.limitsUnavailable);
        }
        waitMs = Math.max(waitMs, result.reason.msBeforeNext);
      }
      if (waitMs > 0) throw secretChecksLocked(kind, waitMs);
      return passed;
    }
  }

  /**
   * The secret was right: the account's short window starts again (the day's count stays) and
   * the address gets its try back. A store failure here does not refuse a right answer.
   */
  async secretAccepted(kind: SecretKind, account: string, address?: string): Promise<void> {
    await Promise.allSettled([
      this.secretShort[kind].delete(limitKey(account)),
      ...(address ? [this.secretAddress.reward(addressKey(address))] : []),
    ]);
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

const SECRET_KINDS: readonly SecretKind[] = ['password', 'pin', 'otp', 'reset-code', 'device-code'];

/** The refusal of a spent budget: 429 with the wait, in the PIN's own words for PIN checks. */
export function secretChecksLocked(kind: SecretKind, waitMs: number): ServiceError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return kind === 'pin'
    ? ServiceError.rateLimited(ProfileMessages.pinLocked(minutes), 'PIN_LOCKED', seconds)
    : ServiceError.rateLimited(AuthMessages.secretChecksLocked(minutes), 'SECRET_CHECKS_LOCKED', seconds);
}

const addressKey = (address: string) => `a:${limitKey(address)}`;

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
