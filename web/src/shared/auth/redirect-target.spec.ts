import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('auth helpers', () => {
  it('returns to the guarded page after sign-in, else home', () => {
    expect(redirectTarget({ from: { pathname: '/profile', search: '?tab=1', hash: '' } })).toBe('/profile?tab=1');
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/');
  });
});
