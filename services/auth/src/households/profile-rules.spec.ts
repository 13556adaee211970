import { describe, expect, it } from 'vitest';
import { ageOn, checkProfileName, freeAvatar, loosens, maturityLimitFor, tightens } from './profile-rules';

describe('profile rules', () => {
  it('trims names, caps them at 20 characters and keeps them unique in any case', () => {
    expect(checkProfileName('  Meera   Rao ', [])).toBe('Meera Rao');
    expect(() => checkProfileName('   ', [])).toThrow('Profile name is required');
    expect(() => checkProfileName('x'.repeat(21), [])).toThrow('at most 20');
    expect(checkProfileName('😀'.repeat(20), [])).toBe('😀'.repeat(20));
    expect(() => checkProfileName('meera', [{ name: 'Meera' }])).toThrow('Another profile already has this name');
  });

  it('holds kids profiles to U or U/A 7+ and lets others default to every rating', () => {
    expect(maturityLimitFor(true, undefined)).toBe('U/A 7+');
    expect(maturityLimitFor(true, 'U')).toBe('U');
    expect(() => maturityLimitFor(true, 'U/A 13+')).toThrow('A kids profile can only be limited to U or U/A 7+');
    expect(maturityLimitFor(true, undefined, 'A')).toBe('U/A 7+');
    expect(maturityLimitFor(true, undefined, 'U')).toBe('U');
    expect(maturityLimitFor(false, undefined)).toBe('A');
    expect(maturityLimitFor(false, undefined, 'U/A 13+')).toBe('U/A 13+');
  });

  it('picks the first avatar nobody uses', () => {
    expect(freeAvatar([])).toBe('sunrise');
    expect(freeAvatar([{ avatar: 'sunrise' }, { avatar: 'forest' }])).toBe('ocean');
  });

  it('calls a raised limit, leaving kids mode or dropping a profile lock loosening', () => {
    const base = { maturityLimit: 'U/A 7+' as const, kids: true, pinRequired: true };
    expect(loosens(base, { ...base, maturityLimit: 'U' })).toBe(false);
    expect(loosens(base, { ...base, maturityLimit: 'U/A 13+' })).toBe(true);
    expect(loosens(base, { ...base, kids: false })).toBe(true);
    expect(loosens(base, { ...base, pinRequired: false })).toBe(true);
    expect(loosens({ ...base, pinRequired: false }, base)).toBe(false);
  });

  it('counts full years and refuses dates that are not real or not past', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(ageOn('2008-11-26', now)).toBe(18);
    expect(ageOn('2008-11-27', now)).toBe(17);
    expect(ageOn('1990-02-28', now)).toBe(36);
    expect(ageOn('2001-02-29', now)).toBeNull();
    expect(ageOn('2030-01-01', now)).toBeNull();
    expect(ageOn('26-11-2008', now)).toBeNull();
    expect(ageOn(undefined, now)).toBeNull();
  });
});

describe('tightens', () => {
  const base = { maturityLimit: 'A', kids: false, pinRequired: false } as const;
  it('is true for a PIN lock, a lower limit or a kids profile, and false for loosening or no change', () => {
    expect(tightens(base, { ...base, pinRequired: true })).toBe(true);
    expect(tightens(base, { ...base, maturityLimit: 'U/A 16+' })).toBe(true);
    expect(tightens(base, { ...base, kids: true, maturityLimit: 'U/A 7+' })).toBe(true);
    expect(tightens(base, base)).toBe(false);
    expect(tightens({ ...base, maturityLimit: 'U' }, base)).toBe(false);
  });
});
