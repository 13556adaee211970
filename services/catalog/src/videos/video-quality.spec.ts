import { describe, expect, it } from 'vitest';
import { qualityOfHeight } from './video-quality';

describe('qualityOfHeight', () => {
  it('labels a ladder by its tallest rung: 2160 is 4K, 1080 and 720 are HD, below is SD', () => {
    expect([2160, 1080, 720, 480, 360, 240].map(qualityOfHeight)).toEqual(['4K', 'HD', 'HD', 'SD', 'SD', 'SD']);
  });

  it('places heights between the rungs with the rung below', () => {
    expect([4320, 2159, 1440, 719].map(qualityOfHeight)).toEqual(['4K', 'HD', 'HD', 'SD']);
  });
});
