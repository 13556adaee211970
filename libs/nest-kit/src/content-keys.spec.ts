import { describe, expect, it } from 'vitest';
import { KeyRing, contentKeyContext, newContentKey } from './content-keys';

const KEK_A = 'a'.repeat(64);
const KEK_B = Buffer.alloc(32, 7).toString('base64');

describe('KeyRing', () => {
  it('wraps a content key so only the same KEK and context unwrap it, and never in the clear', () => {
    const ring = new KeyRing(KEK_A);
    const { kid, key } = newContentKey();
    const wrapped = ring.wrap(key, contentKeyContext('v1', kid));
    expect(wrapped).not.toContain(key.toString('hex'));
    expect(wrapped).not.toContain(key.toString('base64'));
    expect(ring.unwrap(wrapped, contentKeyContext('v1', kid)).equals(key)).toBe(true);
    expect(() => ring.unwrap(wrapped, contentKeyContext('v2', kid))).toThrow();
    expect(() => new KeyRing(KEK_B).unwrap(wrapped, contentKeyContext('v1', kid))).toThrow(/unknown/);
  });

  it('unwraps with a previous KEK after rotation and tells which values to re-wrap', () => {
    const old = new KeyRing(KEK_A);
    const { kid, key } = newContentKey();
    const wrapped = old.wrap(key, 'ctx');
    const rotated = new KeyRing(KEK_B, [KEK_A]);
    expect(rotated.unwrap(wrapped, 'ctx').equals(key)).toBe(true);
    expect(rotated.isCurrent(wrapped)).toBe(false);
    expect(rotated.isCurrent(rotated.wrap(key, 'ctx'))).toBe(true);
    expect(kid).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a KEK that is not 32 bytes', () => {
    expect(() => new KeyRing('abc')).toThrow(/32 bytes/);
  });
});
