// The media edge's token check (nginx's JavaScript, deploy/local/lib/edge-token.js) agrees with the
// gateway's (gateway/src/media/media-token.ts) on every kind of token: it runs under Node here as
// it does under njs in the edge.
import { describe, expect, it } from 'vitest';
import edge from '../local/lib/edge-token.js';
import { signMediaToken, verifyMediaToken } from '../../gateway/src/media/media-token.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = 1_800_000_000;
const base = { videoId: '65a1b2c3d4e5f60718293a4b', userId: 'u1', expiresAt: NOW + 60 };

describe('the edge token check', () => {
  it('accepts what the gateway signs, with its scope and cap', () => {
    const cases = [
      [base, { videoId: base.videoId, trailer: false, cap: '' }],
      [
        { ...base, maxHeight: 480, session: 'abcdefgh12' },
        { videoId: base.videoId, trailer: false, cap: 'h480' },
      ],
      [
        { ...base, userId: 'anyone', scope: 'trailer' },
        { videoId: base.videoId, trailer: true, cap: '' },
      ],
    ];
    for (const [grant, expected] of cases) {
      const token = signMediaToken(grant, SECRET);
      expect(verifyMediaToken(token, SECRET, NOW)).not.toBeNull();
      expect(edge.verify(token, SECRET, NOW)).toEqual(expected);
    }
  });

  it('refuses what the gateway refuses: tampered, reordered, expired, malformed, another secret', () => {
    const token = signMediaToken({ ...base, maxHeight: 480 }, SECRET);
    const [videoId, userId, expires, cap, mac] = token.split('.');
    const refused = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      [videoId, userId, expires, 'h1080', mac].join('.'),
      [videoId, userId, expires, mac].join('.'),
      signMediaToken({ ...base, expiresAt: NOW }, SECRET),
      signMediaToken(base, 'another-secret-of-thirty-two-characters'),
      // Tags out of their signed order, even when signed.
      `${[videoId, userId, expires, 'sabcdefgh12', cap].join('.')}.${mac}`,
      'a.b.c',
      `${token}.x`,
      '',
    ];
    for (const bad of refused) {
      expect(verifyMediaToken(bad, SECRET, NOW), bad).toBeNull();
      expect(edge.verify(bad, SECRET, NOW), bad).toBeNull();
    }
    expect(edge.verify(token, '', NOW)).toBeNull();
  });
});
