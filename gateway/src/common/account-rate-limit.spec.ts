import { HttpException, HttpStatus } from '@nestjs/common';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AccountRateLimit } from './account-rate-limit';

// A Redis that is away (nothing listens there, and commands are not queued): the limit counts in memory.
const away = new Redis({ port: 1, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
afterAll(() => away.disconnect());

async function refusal(promise: Promise<unknown>): Promise<HttpException> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof HttpException)) throw new Error(`expected a 429, got ${String(err)}`);
  return err;
}

describe('AccountRateLimit', () => {
  it('allows `points` requests per key in the window, then answers 429 with the message; other keys keep their budget', async () => {
    const limit = new AccountRateLimit(away, {
      prefix: 'test:rl:spec',
      points: 2,
      windowSeconds: 60,
      message: 'Too many things',
    });
    await limit.consume('account-a');
    await limit.consume('account-a');
    const refused = await refusal(limit.consume('account-a'));
    expect(refused.getStatus()).toBe(HttpStatus.TOO_MANY_REQUESTS);
    expect(refused.message).toBe('Too many things');
    await expect(limit.consume('account-b')).resolves.toBeUndefined();
  });

  it('gives each limit its own budget', async () => {
    const options = { points: 1, windowSeconds: 60, message: 'Slow down' };
    const orders = new AccountRateLimit(away, { ...options, prefix: 'test:rl:orders' });
    const licences = new AccountRateLimit(away, { ...options, prefix: 'test:rl:licences' });
    await orders.consume('same-account');
    await expect(licences.consume('same-account')).resolves.toBeUndefined();
    expect((await refusal(orders.consume('same-account'))).message).toBe('Slow down');
  });
});
