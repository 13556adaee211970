import { describe, expect, it } from 'vitest';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AuthMessages, ServiceErrorCode } from '@streamhub/contracts';
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
});
