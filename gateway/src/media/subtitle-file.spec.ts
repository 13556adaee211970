import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '@streamhub/contracts';
import { SubtitleTooLargeError, checkSubtitles, readCapped, storedTextFile } from './subtitle-file';

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:08,000 --> 00:00:09,500\nTwo\n';

describe('checkSubtitles', () => {
  it('converts SRT to WebVTT and reports the latest-starting cue with its line', () => {
    const checked = checkSubtitles(Buffer.from(SRT));
    expect(checked.vtt.toString()).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\n00:00:08.000 --> 00:00:09.500\nTwo\n',
    );
    expect(checked.cues).toBe(2);
    expect(checked.lastCue).toEqual({ startSeconds: 8, line: 6 });
  });

  it('gives the same stored name to the same content whatever its encoding', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SRT, 'utf16le')]);
    const a = storedTextFile('hi', 'subtitles', checkSubtitles(Buffer.from(SRT)));
    expect(storedTextFile('hi', 'subtitles', checkSubtitles(utf16))).toBe(a);
    expect(a).toMatch(/^text-hi-subtitles-[0-9a-f]{12}\.vtt$/);
  });

  it('refuses a file without cues', () => {
    expect(() => checkSubtitles(Buffer.from('WEBVTT\n\n'))).toThrow(SubtitleFormatError);
  });
});

describe('readCapped', () => {
  it('reads a file within the cap and refuses one over it', async () => {
    expect((await readCapped(Readable.from([Buffer.alloc(5), Buffer.alloc(5)]), 10)).length).toBe(10);
    await expect(readCapped(Readable.from([Buffer.alloc(6), Buffer.alloc(5)]), 10)).rejects.toBeInstanceOf(
      SubtitleTooLargeError,
    );
  });
});
