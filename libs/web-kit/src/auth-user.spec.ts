import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@streamhub/contracts';
import { extractUser, isAdmin } from './auth-user';

const user = { _id: 'u1', name: 'A', email: 'a@x.io', role: 'user', isAdmin: false } as PublicUser;

describe('auth helpers', () => {
  it('counts isAdmin or the admin role as admin', () => {
    expect(isAdmin({ isAdmin: true, role: 'user' })).toBe(true);
    expect(isAdmin({ isAdmin: false, role: 'admin' })).toBe(true);
    expect(isAdmin({ isAdmin: false, role: 'user' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('reads the profile from data.user or from data', () => {
    expect(extractUser({ user })).toEqual(user);
    expect(extractUser(user)).toEqual(user);
    expect(extractUser({ token: 'x' })).toBeNull();
    expect(extractUser(null)).toBeNull();
  });
});
