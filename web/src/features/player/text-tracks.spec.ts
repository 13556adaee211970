import { describe, expect, it } from 'vitest';
import { audioOptions, isCaptionsKey, pickSubtitle, subtitleOptions, toggledSubtitle } from './text-tracks';

const TRACKS = [
  { id: 1, language: 'en', label: 'English', kind: 'subtitle' },
  { id: 2, language: 'en', label: 'English', kind: 'caption' },
  { id: 3, language: 'hi', label: 'हिन्दी', kind: 'subtitle' },
  { id: 4, language: 'hi', label: 'Signs', kind: 'subtitle', forced: true },
];

describe('subtitle menu', () => {
  it('offers every track but forced narratives, captions marked as such', () => {
    expect(subtitleOptions(TRACKS)).toEqual([
      { id: 1, lang: 'en', label: 'English', kind: 'subtitles' },
      { id: 2, lang: 'en', label: 'English', kind: 'captions' },
      { id: 3, lang: 'hi', label: 'हिन्दी', kind: 'subtitles' },
    ]);
  });

  it('picks the remembered language and kind, a region-less match, or nothing', () => {
    const options = subtitleOptions(TRACKS);
    expect(pickSubtitle(options, 'en', 'captions')?.id).toBe(2);
    expect(pickSubtitle(options, 'en')?.id).toBe(1);
    expect(pickSubtitle(options, 'hi-IN')?.id).toBe(3);
    expect(pickSubtitle(options, 'ta')).toBeNull();
    expect(pickSubtitle(options, null)).toBeNull();
  });

  it('c turns subtitles off, then on in the last language (or the first one)', () => {
    const options = subtitleOptions(TRACKS);
    expect(toggledSubtitle(options, options[2]!, 'hi')).toBeNull();
    expect(toggledSubtitle(options, null, 'hi')?.id).toBe(3);
    expect(toggledSubtitle(options, null, null)?.id).toBe(1);
  });

  it('takes c only outside text fields and without modifiers', () => {
    const input = { tagName: 'INPUT', type: 'text' } as unknown as EventTarget;
    const range = { tagName: 'INPUT', type: 'range' } as unknown as EventTarget;
    expect(isCaptionsKey({ key: 'c' })).toBe(true);
    expect(isCaptionsKey({ key: 'C', target: range })).toBe(true);
    expect(isCaptionsKey({ key: 'c', target: input })).toBe(false);
    expect(isCaptionsKey({ key: 'c', ctrlKey: true })).toBe(false);
    expect(isCaptionsKey({ key: 'x' })).toBe(false);
  });
});

describe('audio menu', () => {
  it('lists each audio language once, in order', () => {
    expect(
      audioOptions([
        { language: 'en', label: 'English' },
        { language: 'en', label: 'English' },
        { language: 'hi', label: null },
      ]),
    ).toEqual([
      { lang: 'en', label: 'English' },
      { lang: 'hi', label: 'hi' },
    ]);
  });
});
