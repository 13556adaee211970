import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { toBannerSlides } from './banners-api';

describe('banner list', () => {
  it('reads data.banners or a bare list', () => {
    const banner = { _id: 'a', imageUrl: '/api/v1/banners/images/a.png', altText: 'A' };
    expect(toBannerSlides({ banners: [banner] })).toEqual([{ id: 'a', imageUrl: banner.imageUrl, altText: 'A' }]);
    expect(toBannerSlides([banner])).toHaveLength(1);
  });

  it('keeps the title a banner links to', () => {
    const banner = { _id: 'b', imageUrl: '/api/v1/banners/images/b.png', altText: 'B', targetVideoId: 'v1' };
    expect(toBannerSlides([banner])[0]).toEqual({
      id: 'b',
      imageUrl: banner.imageUrl,
      altText: 'B',
      targetVideoId: 'v1',
    });
  });

  it('calls anything else invalid', () => {
    expect(() => toBannerSlides({ banners: 'nope' })).toThrow(MESSAGES.invalidBannersData);
    expect(() => toBannerSlides(null)).toThrow(MESSAGES.invalidBannersData);
  });
});
