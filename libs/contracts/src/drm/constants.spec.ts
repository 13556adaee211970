import { describe, expect, it } from 'vitest';
import { drmTrackAllowed, drmTrackOfHeight, kidFromBase64Url, kidToBase64Url } from './constants';

describe('drm track types', () => {
  it('labels renditions by height and leaves out the keys above a cap', () => {
    expect([360, 576, 720, 1080, 2160].map(drmTrackOfHeight)).toEqual(['SD', 'SD', 'HD', 'HD', 'UHD']);
    expect(drmTrackAllowed('UHD', 1080)).toBe(false);
    expect(drmTrackAllowed('HD', 1080)).toBe(true);
    expect(drmTrackAllowed('HD', 480)).toBe(false);
    expect(drmTrackAllowed('AUDIO', 480)).toBe(true);
    expect(drmTrackAllowed('UHD', undefined)).toBe(true);
  });
});

describe('key ids', () => {
  it('round-trips hex and base64url and refuses what is not 16 bytes', () => {
    const kid = '0123456789abcdef0123456789abcdef';
    expect(kidToBase64Url(kid)).toBe('ASNFZ4mrze8BI0VniavN7w');
    expect(kidFromBase64Url('ASNFZ4mrze8BI0VniavN7w')).toBe(kid);
    expect(kidFromBase64Url('ASNFZ4mrze8BI0VniavN7w==')).toBe(kid);
    expect(kidFromBase64Url('AAAA')).toBeNull();
    expect(kidFromBase64Url('not base64 at all!!!!!')).toBeNull();
  });
});
