import { gstinProblem } from '@streamhub/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GSTIN, loadBillingConfig } from './config';

const BASE = {
  KAFKA_BROKERS: '127.0.0.1:9092',
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'a-key-secret-of-length',
  RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret-of-length',
};

/** Billing's configuration as it loads from this environment. */
function load(env: Record<string, string>) {
  for (const [key, value] of Object.entries({ ...BASE, ...env })) vi.stubEnv(key, value);
  return loadBillingConfig();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("the seller's GSTIN", () => {
  it('defaults to a valid GSTIN (state code and check character)', () => {
    expect(gstinProblem(DEFAULT_GSTIN)).toBeNull();
    expect(load({}).GSTIN).toBe(DEFAULT_GSTIN);
    expect(load({ NODE_ENV: 'production' }).GSTIN).toBe(DEFAULT_GSTIN);
  });

  it('refuses to start in production with a GSTIN whose check character is wrong, naming the setting', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    // The old default: the right shape, the wrong check character.
    expect(() => load({ NODE_ENV: 'production', GSTIN: '29AAACS0000A1Z5' })).toThrow('exit');
    expect(String(stderr.mock.calls.at(-1)?.[0])).toMatch(/GSTIN: .*is not a valid GSTIN/);
    expect(exit).toHaveBeenCalledWith(78);
    // Elsewhere a development stack may use a placeholder of the right shape.
    expect(load({ NODE_ENV: 'development', GSTIN: '29AAACS0000A1Z5' }).GSTIN).toBe('29AAACS0000A1Z5');
  });
});
