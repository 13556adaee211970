import { describe, expect, it } from 'vitest';
import { judgeToken } from './user-access-states';

const active = { status: 'active' as const, tokenVersion: 2, role: 'user' as const, isAdmin: false };

describe('judgeToken', () => {
  it('accepts a token when nothing was recorded about its user', () => {
    expect(judgeToken({ tv: 0 }, null)).toBe('valid');
  });

  it('accepts a token of the current version and refuses an older one', () => {
    expect(judgeToken({ tv: 2 }, active)).toBe('valid');
    expect(judgeToken({ tv: 1 }, active)).toBe('revoked');
    expect(judgeToken({} as { tv: number }, active)).toBe('revoked');
  });

  it('says "inactive" for a deactivated user before looking at the version', () => {
    expect(judgeToken({ tv: 0 }, { ...active, status: 'inactive' })).toBe('inactive');
  });

  it('refuses every token of a deleted user', () => {
    expect(judgeToken({ tv: 99 }, { deleted: true })).toBe('revoked');
  });
});
