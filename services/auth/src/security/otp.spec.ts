import { describe, expect, it } from 'vitest';
import { generateOtp, OtpHasher, otpState } from './otp';

describe('one-time codes', () => {
  it('are six digits, zero-padded', () => {
    for (let i = 0; i < 200; i += 1) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it('match only for the same code, email and purpose', () => {
    const hasher = new OtpHasher('secret');
    const challenge = hasher.challenge('signup', 'a@b.co', '012345', new Date(0), 600);
    expect(hasher.matches(challenge, 'signup', 'a@b.co', '012345')).toBe(true);
    expect(hasher.matches(challenge, 'signup', 'a@b.co', '012346')).toBe(false);
    expect(hasher.matches(challenge, 'signup', 'x@b.co', '012345')).toBe(false);
    expect(hasher.matches(challenge, 'password-reset', 'a@b.co', '012345')).toBe(false);
    expect(new OtpHasher('other').matches(challenge, 'signup', 'a@b.co', '012345')).toBe(false);
  });

  it('expire at their expiry time and lock after five tries', () => {
    const expiresAt = new Date('2026-01-01T00:10:00Z');
    expect(otpState({ codeHash: 'h', expiresAt, attempts: 0 }, new Date('2026-01-01T00:09:59Z'))).toBe('usable');
    expect(otpState({ codeHash: 'h', expiresAt, attempts: 0 }, expiresAt)).toBe('expired');
    expect(otpState({ codeHash: 'h', expiresAt, attempts: 5 }, new Date('2026-01-01T00:00:00Z'))).toBe('exhausted');
  });
});
