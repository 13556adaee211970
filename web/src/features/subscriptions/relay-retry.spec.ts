import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../shared/api/client';
import { retryWhileUnavailable } from './relay-retry';

function answers(outcomes: Array<number | 'ok'>) {
  let calls = 0;
  const call = async () => {
    const next = outcomes[calls++];
    if (next === 'ok') return 'granted';
    throw new ApiRequestError('failed', next ?? 500);
  };
  return { call, calls: () => calls };
}

describe('retryWhileUnavailable', () => {
  it('tries again after each delay on no answer, 503 and 504, until it succeeds', async () => {
    const waits: number[] = [];
    const server = answers([0, 503, 504, 'ok']);
    await expect(retryWhileUnavailable(server.call, [10, 20, 30, 40], async (ms) => void waits.push(ms))).resolves.toBe(
      'granted',
    );
    expect(waits).toEqual([10, 20, 30]);
    expect(server.calls()).toBe(4);
  });

  it('gives up after the last delay, and at once on answers that will not change (400, 401)', async () => {
    const unavailable = answers([503, 503, 503]);
    await expect(retryWhileUnavailable(unavailable.call, [1, 1], async () => undefined)).rejects.toMatchObject({
      status: 503,
    });
    expect(unavailable.calls()).toBe(3);
    for (const status of [400, 401]) {
      const refused = answers([status, 'ok']);
      await expect(retryWhileUnavailable(refused.call, [1, 1], async () => undefined)).rejects.toMatchObject({
        status,
      });
      expect(refused.calls()).toBe(1);
    }
  });
});
