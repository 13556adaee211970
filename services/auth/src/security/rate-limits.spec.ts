import { describe, expect, it } from 'vitest';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AuthMessages, SecretAddressLimit, SecretCheckLimits, ServiceErrorCode } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { RateLimits, type LimitRule } from './rate-limits';

const settings = { signinMaxFailures: 2, signinWindowSeconds: 60 };
const inMemory = (rule: LimitRule): RateLimiterAbstract =>
  new RateLimiterMemory({ keyPrefix: rule.keyPrefix, points: rule.points, duration: rule.durationSeconds });

async function errorOf(work: Promise<unknown>): Promise<ServiceError> {
  try {
    await work;
  } catch (err) {
    return err as ServiceError;
  }
  throw new Error('expected a refusal');
}

describe('RateLimits', () => {
  it('refuses the attempt past the limit with 429 and says when to retry', async () => {
    const limits = new RateLimits(inMemory, settings);
    await limits.beforeSignin('a@b.c');
    await limits.beforeSignin('A@B.C ');
    const err = await errorOf(limits.beforeSignin('a@b.c'));
    expect(err.code).toBe(ServiceErrorCode.RateLimited);
  });

  it('fails closed with 503 when the counters cannot be reached (Redis down), never letting the attempt through', async () => {
    const broken = (rule: LimitRule) => {
      const limiter = inMemory(rule);
      limiter.consume = () => Promise.reject(new Error('Connection is closed.'));
      return limiter;
    };
    const limits = new RateLimits(broken, settings);
    const attempts = [
      () => limits.beforeSignin('a@b.c'),
      () => limits.beforeSignupOtp('a@b.c'),
      () => limits.beforeResendOtp('a@b.c'),
    ];
    for (const attempt of attempts) {
      const err = await errorOf(attempt());
      expect(err).toBeInstanceOf(ServiceError);
      expect(err.code).toBe(ServiceErrorCode.Unavailable);
      expect(JSON.stringify(err.getError())).toContain(AuthMessages.limitsUnavailable);
    }
  });

  it('lets a correct password through when the store fails just as its failures are cleared', async () => {
    const flaky = (rule: LimitRule) => {
      const limiter = inMemory(rule);
      limiter.delete = () => Promise.reject(new Error('Connection is closed.'));
      return limiter;
    };
    const limits = new RateLimits(flaky, settings);
    await limits.beforeSignin('a@b.c');
    await expect(limits.signinSucceeded('a@b.c')).resolves.toBeUndefined();
  });

  it('counts secret checks before judging: of 100 at once, 5 pass, the rest get 429 with Retry-After', async () => {
    const limits = new RateLimits(inMemory, settings);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => limits.beforeSecretCheck('pin', 'user-1', `10.0.0.${i % 250}`)),
    );
    const passed = results.filter((r) => r.status === 'fulfilled');
    expect(passed).toHaveLength(SecretCheckLimits.pin.tries);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ServiceError);
    expect((refused.reason as ServiceError).getError()).toMatchObject({
      code: ServiceErrorCode.RateLimited,
      reason: 'PIN_LOCKED',
      retryAfter: expect.any(Number),
    });
    // Another account's budget is its own; a right answer starts the short window again.
    expect(await limits.beforeSecretCheck('pin', 'user-2')).toBe(SecretCheckLimits.pin.tries - 1);
    await limits.secretAccepted('pin', 'user-1');
    expect(await limits.beforeSecretCheck('pin', 'user-1')).toBe(SecretCheckLimits.pin.tries - 1);
  });

  it('holds every account behind one address to the address budget', async () => {
    const limits = new RateLimits(inMemory, settings);
    for (let i = 0; i < SecretAddressLimit.tries; i += 1)
      await limits.beforeSecretCheck('password', `user-${i}`, '10.1.1.1');
    const err = await errorOf(limits.beforeSecretCheck('password', 'user-new', '10.1.1.1'));
    expect(err.getError()).toMatchObject({ code: ServiceErrorCode.RateLimited, reason: 'SECRET_CHECKS_LOCKED' });
  });
});
