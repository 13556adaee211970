import { describe, expect, it } from 'vitest';
import {
  AUDIO_FILE_PATTERN,
  audioBaseOf,
  audioDurationMismatchMessage,
  audioFitsVideo,
  audioTrackFile,
  formatSeconds,
} from './audio-tracks';
import { normalizeLanguageTag } from './text-tracks';

describe('audio duration check', () => {
  it('takes an audio file within 2 s of a short video, or within 2 % of a long one', () => {
    expect(audioFitsVideo(6, 6)).toBe(true);
    expect(audioFitsVideo(7.9, 6)).toBe(true);
    expect(audioFitsVideo(8.1, 6)).toBe(false);
    expect(audioFitsVideo(4.1, 6)).toBe(true);
    expect(audioFitsVideo(3.9, 6)).toBe(false);
    // A two-hour film: 2 % is 144 s.
    expect(audioFitsVideo(7200 + 140, 7200)).toBe(true);
    expect(audioFitsVideo(7200 - 150, 7200)).toBe(false);
  });

  it('refuses a file whose length is unknown', () => {
    expect(audioFitsVideo(0, 6)).toBe(false);
    expect(audioFitsVideo(Number.NaN, 6)).toBe(false);
    expect(audioFitsVideo(6, 0)).toBe(false);
  });

  it('names both lengths', () => {
    expect(audioDurationMismatchMessage(12.04, 6)).toBe(
      'The audio is 0:12.0 long but the video is 0:06.0: they may differ by at most 2 s or 2 %',
    );
    expect(formatSeconds(3725.46)).toBe('1:02:05.5');
    expect(formatSeconds(59.96)).toBe('1:00.0');
  });
});

describe('audio track files', () => {
  it("names a track's files after its language and id, and finds the base of each", () => {
    const base = audioTrackFile('pt-BR', '0123456789abcdef');
    expect(base).toBe('audio-pt-BR-0123456789ab');
    for (const file of [`${base}.mpd`, `${base}.m3u8`, `${base}-init.m4s`, `${base}-00042.m4s`]) {
      expect(AUDIO_FILE_PATTERN.test(file), file).toBe(true);
      expect(audioBaseOf(file)).toBe(base);
    }
    for (const file of ['init-0.m4s', 'chunk-1-00001.m4s', 'media_2.m3u8', `${base}-1.m4s`, `${base}/x.mpd`]) {
      expect(audioBaseOf(file), file).toBeNull();
    }
  });

  it('normalises a language tag as the catalogue stores it', () => {
    expect(normalizeLanguageTag(' PT-br ')).toBe('pt-BR');
    expect(normalizeLanguageTag('hi')).toBe('hi');
    expect(normalizeLanguageTag('not a tag')).toBeNull();
    expect(normalizeLanguageTag(42)).toBeNull();
  });
});
