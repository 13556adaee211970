import { describe, expect, it } from 'vitest';
import { GRIEVANCE_CATEGORY_LABELS, PROFILE_LANGUAGES } from '@streamhub/contracts';
import { mailDay, SUPPORT_MAIL_TEXT, supportMailText } from './mail-text';

/** Every value a text asks for comes back as «name», so the placeholders it uses can be compared. */
const marked = new Proxy({}, { get: (_target, key) => `«${String(key)}»` }) as Record<string, string>;
const placeholdersOf = (entry: unknown): string[] =>
  typeof entry === 'function'
    ? [...new Set((entry as (values: Record<string, string>) => string)(marked).match(/«\w+»/g) ?? [])].sort()
    : [];

describe('support mail texts', () => {
  const english = SUPPORT_MAIL_TEXT.en;

  it.each(PROFILE_LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has every key of English, with the same placeholders, and every grievance category',
    (lang) => {
      const words = SUPPORT_MAIL_TEXT[lang];
      expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort());
      for (const [key, entry] of Object.entries(english)) {
        if (key === 'categories') continue;
        const translated = words[key as keyof typeof words];
        expect(typeof translated, key).toBe(typeof entry);
        expect(placeholdersOf(translated), `${lang}.${key}`).toEqual(placeholdersOf(entry));
      }
      expect(Object.keys(words.categories).sort()).toEqual(Object.keys(GRIEVANCE_CATEGORY_LABELS).sort());
      for (const label of Object.values(words.categories)) expect(label.trim().length).toBeGreaterThan(0);
    },
  );

  it('names the categories in English as the contracts do', () => {
    expect(english.categories).toEqual(GRIEVANCE_CATEGORY_LABELS);
  });

  it('falls back to English for a guest or an account whose language is not known', () => {
    expect(supportMailText(undefined)).toBe(english);
    expect(supportMailText('ta')).toBe(SUPPORT_MAIL_TEXT.ta);
  });

  it('writes the day in India’s time zone, in the mail’s language', () => {
    const at = new Date('2026-11-29T18:31:00Z'); // 30 Nov in India
    expect(mailDay('en', at)).toBe('30 November 2026');
    expect(mailDay('hi', at)).toBe('30 नवंबर 2026');
  });
});
