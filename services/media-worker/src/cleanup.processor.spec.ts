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

  it("accepts one uploaded audio language's directory (replaced or deleted)", () => {
    const job = { videoId, keys: [], prefixes: [`videos/${videoId}/audio/audio-pt-BR-0123456789ab`] };
    expect(checkCleanup(job)).toEqual(job);
  });

  it.each([
    ['another video', { prefixes: ['videos/bbbbbbbbbbbbbbbbbbbbbbbb'] }, 'prefixes'],
    ['the whole bucket', { prefixes: [''] }, 'prefixes'],
    [
      "another video's audio",
      { prefixes: ['videos/bbbbbbbbbbbbbbbbbbbbbbbb/audio/audio-hi-0123456789ab'] },
      'prefixes',
    ],
    ['all of its audio', { prefixes: [`videos/${videoId}/audio/`] }, 'prefixes'],
    ['a path out of its audio', { prefixes: [`videos/${videoId}/audio/audio-hi-0123456789ab/..`] }, 'prefixes'],
    ['a key that climbs out', { keys: ['uploads/../videos/x'] }, 'keys'],
    ['a key outside uploads and images', { keys: ['banners/b.png'] }, 'keys'],
    ['a bad video id', { videoId: '../x' }, 'video id'],
  ])('refuses %s', (_what, change, message) => {
    expect(() => checkCleanup({ videoId, keys: [], prefixes: [`videos/${videoId}`], ...change })).toThrow(message);
  });
});
