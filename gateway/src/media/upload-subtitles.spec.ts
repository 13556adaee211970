import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { TextTrackMessages } from '@streamhub/contracts';
import { checkSubtitles } from './subtitle-file';
import { subtitlesOf } from './video-upload';

const checked = checkSubtitles(Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHi\n'));

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (err) {
    if (err instanceof BadRequestException) return err.message;
    throw err;
  }
  return 'no error';
};

describe('subtitles sent with a video', () => {
  it('pairs each file with its entry of subtitleTracks, in order', () => {
    const tracks = JSON.stringify([
      { lang: 'en', label: ' English ', kind: 'subtitles' },
      { lang: 'hi', label: 'हिन्दी', kind: 'captions' },
    ]);
    expect(subtitlesOf(tracks, [checked, checked]).map(({ checked: _c, ...t }) => t)).toEqual([
      { lang: 'en', label: 'English', kind: 'subtitles' },
      { lang: 'hi', label: 'हिन्दी', kind: 'captions' },
    ]);
    expect(subtitlesOf(undefined, [])).toEqual([]);
  });

  it('refuses a malformed list, a count that does not match the files, and bad entries', () => {
    expect(messageOf(() => subtitlesOf('{', [checked]))).toBe(TextTrackMessages.invalidTracksField);
    expect(messageOf(() => subtitlesOf('{}', [checked]))).toBe(TextTrackMessages.invalidTracksField);
    expect(messageOf(() => subtitlesOf('[]', [checked]))).toBe(TextTrackMessages.tracksMismatch);
    expect(messageOf(() => subtitlesOf(undefined, [checked]))).toBe(TextTrackMessages.tracksMismatch);
    const one = (entry: object) => messageOf(() => subtitlesOf(JSON.stringify([entry]), [checked]));
    expect(one({ lang: 'English', label: 'English', kind: 'subtitles' })).toBe(TextTrackMessages.invalidLanguage);
    expect(one({ lang: 'en', label: ' ', kind: 'subtitles' })).toBe(TextTrackMessages.labelRequired);
    expect(one({ lang: 'en', label: 'x'.repeat(41), kind: 'subtitles' })).toBe(TextTrackMessages.labelTooLong);
    expect(one({ lang: 'en', label: 'English', kind: 'karaoke' })).toBe(TextTrackMessages.invalidKind);
  });
});
