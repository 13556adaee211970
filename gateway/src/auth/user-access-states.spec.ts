import { describe, expect, it } from 'vitest';
import { hasRequiredClaims, judgeToken } from './user-access-states';

const active = { status: 'active' as const, tokenVersion: 2, role: 'user' as const, isAdmin: false };

describe('judgeToken', () => {
  it('accepts a token of the current version and refuses an older one', () => {
    expect(judgeToken({ tv: 2 }, active)).toBe('valid');
    expect(judgeToken({ tv: 1 }, active)).toBe('revoked');
    expect(judgeToken({} as { tv: number }, active)).toBe('revoked');
  });

  it('says "inactive" for a deactivated user before looking at the version', () => {
    expect(judgeToken({ tv: 0 }, { ...active, status: 'inactive' })).toBe('inactive');
  });

  it('refuses every token of a deleted (or unknown) user', () => {
    expect(judgeToken({ tv: 99 }, { deleted: true })).toBe('revoked');
  });
});

describe('hasRequiredClaims', () => {
  const good = { sub: '64b7f0c2a1b2c3d4e5f60718', iat: 1_700_000_000, exp: 1_700_086_400 };
  it('accepts a subject with issue and expiry times', () => {
    expect(hasRequiredClaims(good)).toBe(true);
  });
  it('refuses a token without exp or iat, or with an empty or oversized subject', () => {
    expect(hasRequiredClaims({ ...good, exp: undefined })).toBe(false);
    expect(hasRequiredClaims({ ...good, iat: undefined })).toBe(false);
    expect(hasRequiredClaims({ ...good, exp: good.iat })).toBe(false);
    expect(hasRequiredClaims({ ...good, sub: '' })).toBe(false);
    expect(hasRequiredClaims({ ...good, sub: 'x'.repeat(65) })).toBe(false);
  });
});
