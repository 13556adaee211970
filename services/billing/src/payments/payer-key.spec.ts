import { describe, expect, it } from 'vitest';
import { mobilePayerKey, normaliseMobile, trialKeySecret } from './payer-key';

describe('payer keys', () => {
  it('treat +91, a leading 0 and spaces as the same mobile number', () => {
    expect(normaliseMobile('+91 98765 43210')).toBe('9876543210');
    expect(normaliseMobile('09876543210')).toBe('9876543210');
    expect(normaliseMobile('12345')).toBeNull();
    expect(normaliseMobile(null)).toBeNull();
  });

  it('are one-way, keyed by the secret, and equal for the same number', () => {
    const a = mobilePayerKey('+919876543210', 'secret-one-secret-one');
    expect(a).toBe(mobilePayerKey('9876543210', 'secret-one-secret-one'));
    expect(a).not.toBe(mobilePayerKey('9876543210', 'secret-two-secret-two'));
    expect(a).not.toContain('9876543210');
    expect(mobilePayerKey('', 'secret-one-secret-one')).toBeNull();
  });

  it('are made with the trial key secret, or the Razorpay key secret when none is set', () => {
    const razorpay = 'razorpay-key-secret-razorpay-key';
    const trial = 'trial-key-secret-trial-key-secret-0123';
    expect(trialKeySecret({ TRIAL_KEY_SECRET: trial, RAZORPAY_KEY_SECRET: razorpay })).toBe(trial);
    expect(trialKeySecret({ RAZORPAY_KEY_SECRET: razorpay })).toBe(razorpay);
  });
});
