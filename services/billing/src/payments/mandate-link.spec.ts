import { describe, expect, it } from 'vitest';
import { signStopToken, verifyStopToken } from './mandate-link';

const secret = 'a-key-secret-of-the-stack';
const id = '0123456789abcdef01234567';
const now = new Date('2026-12-01T00:00:00.000Z');
const later = new Date('2026-12-08T00:00:00.000Z');

describe('stop links', () => {
  it('name their subscription until they expire', () => {
    const token = signStopToken(id, later, secret);
    expect(verifyStopToken(token, now, secret)).toBe(id);
    expect(verifyStopToken(token, later, secret)).toBeNull();
  });

  it('refuse another secret, an edited id or expiry, and junk', () => {
    const token = signStopToken(id, later, secret);
    expect(verifyStopToken(token, now, 'another-secret-entirely')).toBeNull();
    expect(verifyStopToken(token.replace(id, 'f123456789abcdef01234567'), now, secret)).toBeNull();
    const [, expiry] = token.split('.');
    expect(verifyStopToken(token.replace(`.${expiry}.`, `.${Number(expiry) + 1}.`), now, secret)).toBeNull();
    for (const junk of [undefined, 42, '', 'x.y.z', `${token}x`]) expect(verifyStopToken(junk, now, secret)).toBeNull();
  });
});
