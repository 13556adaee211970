import { describe, expect, it } from 'vitest';
import type { HouseholdState, ProfileTokenClaims } from '@streamhub/contracts';
import { activeProfileOf, listLimitOf } from './household-states';

const USER = 'a'.repeat(24);
const KID = 'b'.repeat(24);
const household = (over: Partial<HouseholdState> = {}): HouseholdState => ({
  profiles: [
    { id: USER, maturityLimit: 'A', kids: false, pinRequired: false },
    { id: KID, maturityLimit: 'U/A 7+', kids: true, pinRequired: false },
  ],
  parentalLock: false,
  ageConfirmed: false,
  ...over,
});
const claims = (over: Partial<ProfileTokenClaims> = {}): ProfileTokenClaims => ({
  sub: USER,
  pid: KID,
  typ: 'profile',
  tv: 0,
  ...over,
});
const NOW = 1_800_000_000;
const options = { isAdmin: false, tokenVersion: 0, nowSeconds: NOW };

describe('activeProfileOf', () => {
  it("runs a request as the token's profile, else as the account holder's own", () => {
    expect(activeProfileOf(USER, household(), claims(), { ...options, tokenSent: true })).toMatchObject({
      id: KID,
      maturityLimit: 'U/A 7+',
      kids: true,
    });
    expect(activeProfileOf(USER, household(), undefined, options)).toMatchObject({ id: USER, maturityLimit: 'A' });
  });

  it('gives the strictest limits to a token that was sent but is no good', () => {
    const strict = { id: USER, maturityLimit: 'U', kids: true };
    for (const bad of [claims({ sub: KID }), claims({ pid: 'c'.repeat(24) }), claims({ tv: 0 })]) {
      const tokenVersion = bad.sub === USER && bad.pid === KID ? 1 : 0; // an older token version
      expect(activeProfileOf(USER, household(), bad, { ...options, tokenVersion, tokenSent: true })).toMatchObject(
        strict,
      );
    }
    expect(activeProfileOf(USER, household(), undefined, { ...options, tokenSent: true })).toMatchObject(strict);
  });

  it("refuses a token older than its profile's version (a PIN lock, a lower limit, a new PIN) with the strictest limits", () => {
    const locked = household({
      profiles: [{ id: USER, maturityLimit: 'A', kids: false, pinRequired: true, version: 2 }],
    });
    const strict = { id: USER, maturityLimit: 'U', kids: true };
    const old = claims({ pid: USER, pv: 1 });
    expect(activeProfileOf(USER, locked, old, { ...options, tokenSent: true })).toMatchObject(strict);
    expect(activeProfileOf(USER, locked, claims({ pid: USER }), { ...options, tokenSent: true })).toMatchObject(strict);
    expect(activeProfileOf(USER, locked, claims({ pid: USER, pv: 2 }), { ...options, tokenSent: true })).toMatchObject({
      id: USER,
      maturityLimit: 'A',
      kids: false,
    });
  });

  it("holds a PIN-locked account holder's profile to the strictest limits without a token", () => {
    const locked = household({
      profiles: [{ id: USER, maturityLimit: 'A', kids: false, pinRequired: true }],
    });
    expect(activeProfileOf(USER, locked, undefined, options)).toMatchObject({ maturityLimit: 'U', kids: true });
  });

  it('leaves admins unlimited unless they chose a profile', () => {
    expect(activeProfileOf(USER, household(), undefined, { ...options, isAdmin: true })).toBeUndefined();
    expect(activeProfileOf(USER, household(), claims(), { ...options, isAdmin: true })?.id).toBe(KID);
  });

  it('needs the PIN under the parental lock until one was entered within 30 minutes', () => {
    const locked = household({ parentalLock: true });
    const mine = claims({ pid: USER });
    expect(activeProfileOf(USER, locked, mine, options)?.pinNeeded).toBe(true);
    expect(activeProfileOf(USER, locked, { ...mine, pinAt: NOW - 60 }, options)?.pinNeeded).toBe(false);
    expect(activeProfileOf(USER, locked, { ...mine, pinAt: NOW - 31 * 60 }, options)?.pinNeeded).toBe(true);
    expect(activeProfileOf(USER, household(), mine, options)?.pinNeeded).toBe(false);
  });

  it('limits lists only below A', () => {
    expect(listLimitOf(undefined)).toBeUndefined();
    const profile = activeProfileOf(USER, household(), claims(), options);
    expect(listLimitOf(profile)).toBe('U/A 7+');
    expect(listLimitOf(activeProfileOf(USER, household(), undefined, options))).toBeUndefined();
  });
});
