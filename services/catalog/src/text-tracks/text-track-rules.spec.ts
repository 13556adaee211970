import { describe, expect, it } from 'vitest';
import { TEXT_TRACK_LIMITS, TextTrackMessages, type TextTrack } from '@streamhub/contracts';
import {
  assertCuesWithinRuntime,
  audioLanguageOf,
  languageTagOf,
  storedFileOf,
  trackKindOf,
  trackLabelOf,
  withTrack,
} from './text-track-rules';

const track = (
  lang: string,
  kind: TextTrack['kind'] = 'subtitles',
  file = `text-${lang}-${kind}-0123456789ab.vtt`,
) => ({
  lang,
  label: lang,
  kind,
  cues: 1,
  file,
});

describe('text track rules', () => {
  it('normalises language tags and refuses what is not one', () => {
    expect(languageTagOf('EN')).toBe('en');
    expect(languageTagOf('pt-br')).toBe('pt-BR');
    expect(languageTagOf('zh-Hant-TW')).toBe('zh-Hant-TW');
    for (const bad of ['', 'english', 'e', 'en_US', 42, 'en-' + 'x'.repeat(40)])
      expect(() => languageTagOf(bad)).toThrow(TextTrackMessages.invalidLanguage);
  });

  it('needs a label within its cap and a known kind', () => {
    expect(trackLabelOf(' हिन्दी ')).toBe('हिन्दी');
    expect(() => trackLabelOf('  ')).toThrow(TextTrackMessages.labelRequired);
    expect(() => trackLabelOf('x'.repeat(TEXT_TRACK_LIMITS.labelMaxLength + 1))).toThrow(
      TextTrackMessages.labelTooLong,
    );
    expect(trackKindOf('forced')).toBe('forced');
    expect(() => trackKindOf('karaoke')).toThrow(TextTrackMessages.invalidKind);
  });

  it('takes only a stored WebVTT name of the same language and kind', () => {
    expect(storedFileOf('text-hi-captions-0123456789ab.vtt', 'hi', 'captions')).toBe(
      'text-hi-captions-0123456789ab.vtt',
    );
    for (const bad of ['text-en-captions-0123456789ab.vtt', 'text-hi-captions-0123456789ab.m3u8', '../x.vtt', null])
      expect(() => storedFileOf(bad, 'hi', 'captions')).toThrow(TextTrackMessages.invalidTrack);
  });

  it('refuses a cue that starts at or after the end, naming its line; allows one that only ends after', () => {
    expect(() => assertCuesWithinRuntime({ startSeconds: 12, line: 40 }, 12)).toThrow(
      'Line 40: the cue starts at 00:00:12.000, after the video ends (00:00:12.000)',
    );
    expect(() => assertCuesWithinRuntime({ startSeconds: 11.9, line: 40 }, 12)).not.toThrow();
    // Not transcoded yet: the length is unknown.
    expect(() => assertCuesWithinRuntime({ startSeconds: 5000, line: 2 }, null)).not.toThrow();
  });

  it('adds a track, or replaces the one of its language and kind, saying which file it replaced', () => {
    const en = track('en');
    const added = withTrack([en], track('en', 'captions'));
    expect(added).toEqual({ tracks: [en, track('en', 'captions')], replaced: null });
    const newer = track('en', 'subtitles', 'text-en-subtitles-ffffffffffff.vtt');
    expect(withTrack(added.tracks, newer)).toEqual({ tracks: [newer, track('en', 'captions')], replaced: en.file });
    // The same file again replaces nothing that should be removed.
    expect(withTrack([en], en).replaced).toBeNull();
  });

  it('refuses a track past the per-video cap', () => {
    const full = Array.from({ length: TEXT_TRACK_LIMITS.maxTracks }, (_, i) =>
      track(`x${String.fromCharCode(97 + (i % 26))}${i < 26 ? '' : 'a'}`),
    );
    expect(() => withTrack(full, track('en'))).toThrow(TextTrackMessages.tooManyTracks);
  });

  it("takes the audio language from the video's first known language", () => {
    expect(audioLanguageOf(['KLINGON', 'HINDI', 'ENGLISH'])).toEqual({ lang: 'hi', label: 'Hindi' });
    expect(audioLanguageOf([])).toBeNull();
  });
});
