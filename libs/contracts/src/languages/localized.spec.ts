import { describe, expect, it } from 'vitest';
import { contentLanguageOf, localizeVideo, localizeVideos, type LocalizedText } from './localized';

const hindi: LocalizedText = { lang: 'hi', title: 'दिल की बात', description: 'एक कहानी।' };
const video = {
  _id: 'a'.repeat(24),
  videoTitle: 'HEART TALK',
  title: 'HEART TALK',
  description: 'A story.',
  localized: [hindi, { lang: 'ta' as const, title: 'இதயம்', description: '' }],
};

describe('contentLanguageOf', () => {
  it('takes the lang query first, then Accept-Language by weight, else English', () => {
    expect(contentLanguageOf('hi', 'ta')).toBe('hi');
    expect(contentLanguageOf('HI-in', undefined)).toBe('hi');
    expect(contentLanguageOf('xx', 'fr;q=0.9, ta-IN;q=0.8, hi;q=0.95')).toBe('hi');
    expect(contentLanguageOf(undefined, 'en-GB, hi')).toBe('en');
    expect(contentLanguageOf(undefined, 'fr, de')).toBe('en');
    expect(contentLanguageOf(undefined, 'hi;q=0')).toBe('en');
    expect(contentLanguageOf(undefined, undefined)).toBe('en');
  });
});

describe('localizeVideo', () => {
  it("answers the language's title and synopsis, English otherwise, without the per-language list", () => {
    expect(localizeVideo(video, 'hi')).toEqual({
      _id: video._id,
      videoTitle: 'दिल की बात',
      title: 'दिल की बात',
      description: 'एक कहानी।',
      textLanguage: 'hi',
    });
    // A title without a synopsis keeps the English synopsis.
    expect(localizeVideo(video, 'ta')).toMatchObject({ title: 'இதயம்', description: 'A story.', textLanguage: 'ta' });
    expect(localizeVideo(video, 'bn')).toMatchObject({ title: 'HEART TALK', textLanguage: 'en' });
    expect(localizeVideo(video, 'en')).not.toHaveProperty('localized');
    expect(localizeVideo(video, 'en', true).localized).toHaveLength(2);
  });

  it('localises every video of a nested answer and leaves the rest alone', () => {
    const page = { videos: [video], total: 1, groups: [{ name: 'X', parts: [video] }] };
    const out = localizeVideos(page, 'hi');
    expect(out.total).toBe(1);
    expect(out.videos[0]!.title).toBe('दिल की बात');
    expect(out.groups[0]!.parts[0]!.title).toBe('दिल की बात');
    expect(out.groups[0]!.name).toBe('X');
  });
});
