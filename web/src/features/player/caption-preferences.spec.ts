import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CAPTION_PREFERENCES, parseCaptionPreferences, profileCaptionStore } from './caption-preferences';

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

describe('profileCaptionStore', () => {
  it("starts from the profile's language and remembers each profile's choice apart", () => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
      },
    });
    const hindi = profileCaptionStore({ id: 'p1', language: 'hi' });
    expect(hindi.load()).toMatchObject({ textLang: null, audioLang: 'hi', lastTextLang: 'hi' });
    hindi.save({ ...hindi.load(), textLang: 'en', textKind: 'subtitles' });
    expect(profileCaptionStore({ id: 'p1', language: 'hi' }).load()).toMatchObject({ textLang: 'en' });
    expect(profileCaptionStore({ id: 'p2', language: 'ta' }).load()).toMatchObject({ textLang: null, audioLang: 'ta' });
    vi.unstubAllGlobals();
  });
});
