import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { addFiles, editError, sizeInKb, uploadError } from './banner-files';

const png = { type: 'image/png' };

describe('banner files', () => {
  it('shows sizes in KB with 2 decimals', () => {
    expect(sizeInKb(12_636)).toBe('12.34 KB');
    expect(sizeInKb(0)).toBe('0.00 KB');
    expect(sizeInKb(undefined)).toBe('0.00 KB');
  });

  it('keeps at most 10 images and drops other files', () => {
    expect(addFiles(Array(9).fill(png), [png, png])).toEqual({ files: Array(9).fill(png), error: MESSAGES.maxBanners });
    expect(addFiles([], [png, { type: 'application/pdf' }]).files).toEqual([png]);
    expect(addFiles([png], [png]).error).toBeNull();
  });

  it('checks uploads and edits with the spec messages', () => {
    expect(uploadError([])).toBe(MESSAGES.selectBannerImage);
    expect(uploadError(Array(11).fill(png))).toBe(MESSAGES.maxBanners);
    expect(uploadError([png])).toBeNull();
    expect(editError(null)).toBe(MESSAGES.selectNewImage);
    expect(editError({ name: 'x.png' })).toBe(MESSAGES.invalidFileObject);
    expect(editError(new File([new Uint8Array([1])], 'x.png', { type: 'image/png' }))).toBeNull();
  });
});
