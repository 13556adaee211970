import { describe, expect, it } from 'vitest';
import { checkCleanup } from './cleanup.processor';

const videoId = 'abcdefabcdefabcdefabcdef';

describe('checkCleanup', () => {
  it("accepts the video's directory, its uploads and its images", () => {
    const job = {
      videoId,
      keys: [
        'uploads/3f1c-9a/file',
        'uploads/demo-77/trailer',
        'images/3f1c-9a-poster.png',
        `images/${videoId}-thumb.jpg`,
      ],
      prefixes: [`videos/${videoId}`],
    };
    expect(checkCleanup(job)).toEqual(job);
  });

  it.each([
    ['another video', { prefixes: ['videos/bbbbbbbbbbbbbbbbbbbbbbbb'] }, 'prefixes'],
    ['the whole bucket', { prefixes: [''] }, 'prefixes'],
    ['a key that climbs out', { keys: ['uploads/../videos/x'] }, 'keys'],
    ['a key outside uploads and images', { keys: ['banners/b.png'] }, 'keys'],
    ['a bad video id', { videoId: '../x' }, 'video id'],
  ])('refuses %s', (_what, change, message) => {
    expect(() => checkCleanup({ videoId, keys: [], prefixes: [`videos/${videoId}`], ...change })).toThrow(message);
  });
});
