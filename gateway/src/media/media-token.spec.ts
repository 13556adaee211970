import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signMediaToken, verifyMediaToken } from './media-token';

const SECRET = 'a-test-secret-of-enough-length-for-hmac';
const grant = { videoId: '0123456789abcdef01234567', userId: 'fedcba9876543210fedcba98', expiresAt: 2_000 };

describe('media tokens', () => {
  it('verify before expiry and carry the grant', () => {
    expect(verifyMediaToken(signMediaToken(grant, SECRET), SECRET, 1_999)).toEqual(grant);
  });

  it('are refused once expired', () => {
    expect(verifyMediaToken(signMediaToken(grant, SECRET), SECRET, 2_000)).toBeNull();
  });

  it('are refused when any part is changed', () => {
    const token = signMediaToken(grant, SECRET);
    const [videoId, userId, expires, sig] = token.split('.') as [string, string, string, string];
    const otherVideo = '1123456789abcdef01234567';
    expect(verifyMediaToken([otherVideo, userId, expires, sig].join('.'), SECRET, 0)).toBeNull();
    expect(verifyMediaToken([videoId, userId, '9999999999', sig].join('.'), SECRET, 0)).toBeNull();
    expect(verifyMediaToken([videoId, 'someoneelse', expires, sig].join('.'), SECRET, 0)).toBeNull();
    expect(verifyMediaToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, SECRET, 0)).toBeNull();
  });

  it('are refused under another secret or when malformed', () => {
    expect(verifyMediaToken(signMediaToken(grant, SECRET), `${SECRET}x`, 0)).toBeNull();
    expect(verifyMediaToken('a.b.c', SECRET, 0)).toBeNull();
    expect(verifyMediaToken('../x.y.1.z', SECRET, 0)).toBeNull();
  });

  it('scope a trailer grant to the trailer: the scope is signed and cannot be added or removed', () => {
    const trailer = { ...grant, scope: 'trailer' as const };
    const token = signMediaToken(trailer, SECRET);
    expect(token.split('.')[3]).toBe('trailer');
    expect(verifyMediaToken(token, SECRET, 1_999)).toEqual(trailer);
    const [videoId, userId, expires, , sig] = token.split('.') as [string, string, string, string, string];
    // Dropping the scope, or adding it to a stream token, breaks the signature.
    expect(verifyMediaToken([videoId, userId, expires, sig].join('.'), SECRET, 0)).toBeNull();
    const stream = signMediaToken(grant, SECRET).split('.');
    expect(verifyMediaToken([...stream.slice(0, 3), 'trailer', stream[3]].join('.'), SECRET, 0)).toBeNull();
    expect(verifyMediaToken([videoId, userId, expires, 'stream', sig].join('.'), SECRET, 0)).toBeNull();
    expect(verifyMediaToken(token, SECRET, 2_000)).toBeNull();
  });
});

describe('media tokens with a quality cap and a stream session', () => {
  const capped = { ...grant, maxHeight: 480, session: 'Ab3_x-9ZQ1' };

  it('carry both, signed', () => {
    const token = signMediaToken(capped, SECRET);
    expect(token.split('.').slice(3, 5)).toEqual(['h480', 'sAb3_x-9ZQ1']);
    expect(verifyMediaToken(token, SECRET, 1_999)).toEqual(capped);
    expect(verifyMediaToken(signMediaToken({ ...grant, maxHeight: 1080 }, SECRET), SECRET, 0)).toEqual({
      ...grant,
      maxHeight: 1080,
    });
  });

  it('cannot lose or change the cap or the session', () => {
    const parts = signMediaToken(capped, SECRET).split('.');
    const sig = parts[5]!;
    expect(verifyMediaToken([...parts.slice(0, 3), sig].join('.'), SECRET, 0)).toBeNull();
    expect(verifyMediaToken([...parts.slice(0, 3), parts[4], sig].join('.'), SECRET, 0)).toBeNull();
    expect(verifyMediaToken([...parts.slice(0, 3), 'h2160', parts[4], sig].join('.'), SECRET, 0)).toBeNull();
    expect(verifyMediaToken([...parts.slice(0, 3), parts[3], 'sOtherSession', sig].join('.'), SECRET, 0)).toBeNull();
  });

  it('refuse tags out of order, repeated or unknown', () => {
    // Correctly signed, so only the reading of the tags can refuse them.
    const sign = (tags: string[]) => {
      const payload = [grant.videoId, grant.userId, grant.expiresAt, ...tags].join('.');
      return `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
    };
    expect(verifyMediaToken(sign(['trailer', 'h480']), SECRET, 0)).toEqual({
      ...grant,
      scope: 'trailer',
      maxHeight: 480,
    });
    expect(verifyMediaToken(sign(['sAb3_x-9ZQ1', 'h480']), SECRET, 0)).toBeNull();
    expect(verifyMediaToken(sign(['h480', 'h480']), SECRET, 0)).toBeNull();
    expect(verifyMediaToken(sign(['q480']), SECRET, 0)).toBeNull();
    expect(verifyMediaToken(sign(['h0480']), SECRET, 0)).toBeNull();
  });
});
