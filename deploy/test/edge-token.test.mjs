// The media edge's token check (nginx's JavaScript, deploy/local/lib/edge-token.js) agrees with the
// gateway's (gateway/src/media/media-token.ts) on every kind of token: it runs under Node here as
// it does under njs in the edge.
import { afterAll, describe, expect, it } from 'vitest';
import edge from '../local/lib/edge-token.js';
import { signMediaToken, verifyMediaToken } from '../../gateway/src/media/media-token.ts';
import { representationOfFile } from '../../gateway/src/media/quality-cap.ts';

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

describe('the edge cache key', () => {
  const request = (token, file) => ({ variables: { edge_token: token, edge_file: file } });
  const inFuture = { ...base, expiresAt: Math.floor(Date.now() / 1000) + 600 };
  const secretBefore = process.env.MEDIA_URL_SECRET;
  afterAll(() => {
    if (secretBefore === undefined) delete process.env.MEDIA_URL_SECRET;
    else process.env.MEDIA_URL_SECRET = secretBefore;
  });

  it('leaves the token out: two viewers share a segment, manifests are kept per cap, trailers apart', () => {
    process.env.MEDIA_URL_SECRET = SECRET;
    const alice = signMediaToken({ ...inFuture, userId: 'alice', session: 'abcdefgh12' }, SECRET);
    const bob = signMediaToken({ ...inFuture, userId: 'bob', maxHeight: 480 }, SECRET);
    const trailer = signMediaToken({ ...inFuture, userId: 'anyone', scope: 'trailer' }, SECRET);
    expect(edge.cacheKey(request(alice, 'chunk-0-00001.m4s'))).toBe(`v/${base.videoId}/chunk-0-00001.m4s`);
    expect(edge.cacheKey(request(bob, 'chunk-0-00001.m4s'))).toBe(`v/${base.videoId}/chunk-0-00001.m4s`);
    expect(edge.cacheKey(request(alice, 'manifest.mpd'))).toBe(`v/${base.videoId}/manifest.mpd/all`);
    expect(edge.cacheKey(request(bob, 'master.m3u8'))).toBe(`v/${base.videoId}/master.m3u8/h480`);
    expect(edge.cacheKey(request(trailer, 'chunk-0-00001.m4s'))).toBe(`t/${base.videoId}/chunk-0-00001.m4s`);
    // No key, so 403 at the edge: a bad token, or a name that is no stream file.
    expect(edge.cacheKey(request(`${alice}x`, 'chunk-0-00001.m4s'))).toBe('');
    expect(edge.cacheKey(request(alice, 'secrets.json'))).toBe('');
  });

  it("names a file's rendition as the gateway's quality cap does", () => {
    for (const file of ['init-0.m4s', 'chunk-12-00003.m4s', 'media_2.m3u8', 'manifest.mpd', 'storyboard-0.jpg']) {
      expect(edge.rendition(request('', file)), file).toBe(representationOfFile(file) ?? '-');
    }
  });
});
