import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPTION_PREFERENCES, parseCaptionPreferences } from './caption-preferences';

describe('caption preferences', () => {
  it('reads back what was saved', () => {
    const saved = {
      textLang: 'hi',
      textKind: 'captions',
      lastTextLang: 'hi',
      audioLang: 'en',
      size: 'large',
      background: 0.25,
    };
    expect(parseCaptionPreferences(JSON.stringify(saved))).toEqual(saved);
  });

  it('falls back to the defaults for a missing, damaged or tampered entry', () => {
    expect(parseCaptionPreferences(null)).toEqual(DEFAULT_CAPTION_PREFERENCES);
    expect(parseCaptionPreferences('{not json')).toEqual(DEFAULT_CAPTION_PREFERENCES);
    expect(
      parseCaptionPreferences(JSON.stringify({ textLang: '<script>', size: 'huge', background: 0.3, textKind: 'x' })),
    ).toEqual(DEFAULT_CAPTION_PREFERENCES);
  });
});
