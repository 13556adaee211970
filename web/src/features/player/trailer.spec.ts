import { describe, expect, it } from 'vitest';
import { isManifestUrl, trailerIdentity } from './trailer';

describe('isManifestUrl', () => {
  it('tells DASH and HLS manifests from files a browser plays itself', () => {
    expect(isManifestUrl('/api/v1/media/s/abc.anyone.1.trailer.sig/manifest.mpd')).toBe(true);
    expect(isManifestUrl('/api/v1/media/s/abc/master.m3u8?x=1')).toBe(true);
    expect(isManifestUrl('https://cdn.example/trailer.mp4')).toBe(false);
    expect(isManifestUrl('https://cdn.example/trailer.mpd.mp4')).toBe(false);
  });
});

describe('trailerIdentity', () => {
  it('is the same for two signatures of one trailer and differs between trailers', () => {
    const a1 = trailerIdentity('/api/v1/media/s/aaa.anyone.100.trailer.sig1/manifest.mpd');
    const a2 = trailerIdentity('/api/v1/media/s/aaa.anyone.200.trailer.sig2/manifest.mpd');
    const b = trailerIdentity('/api/v1/media/s/bbb.anyone.100.trailer.sig1/manifest.mpd');
    expect(a1).toBe(a2);
    expect(a1).not.toBe(b);
    expect(trailerIdentity('https://cdn.example/t.mp4')).toBe('https://cdn.example/t.mp4');
  });
});
