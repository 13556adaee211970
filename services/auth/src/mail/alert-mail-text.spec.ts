import { describe, expect, it } from 'vitest';
import { PROFILE_LANGUAGES } from '@streamhub/contracts';
import { ALERT_MAIL_TEXT } from './alert-mail-text';

/** Every value a text asks for comes back as «name», so the placeholders it uses can be compared. */
const marked = new Proxy({}, { get: (_target, key) => `«${String(key)}»` }) as Record<string, string>;
const placeholdersOf = (entry: unknown): string[] =>
  typeof entry === 'function'
    ? [...new Set((entry as (values: Record<string, string>) => string)(marked).match(/«\w+»/g) ?? [])].sort()
    : [];

describe('owner alert mail texts', () => {
  const english = ALERT_MAIL_TEXT.en;

  it.each(PROFILE_LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has every key of English, with the same placeholders',
    (lang) => {
      const words = ALERT_MAIL_TEXT[lang];
      expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort());
      for (const [key, entry] of Object.entries(english)) {
        const translated = words[key as keyof typeof words];
        expect(typeof translated, key).toBe(typeof entry);
        expect(placeholdersOf(translated), `${lang}.${key}`).toEqual(placeholdersOf(entry));
        const text = typeof translated === 'function' ? (translated as (v: object) => string)(marked) : translated;
        expect(text.trim().length, `${lang}.${key}`).toBeGreaterThan(0);
      }
    },
  );

  it('uses every placeholder it is given in English', () => {
    for (const [key, entry] of Object.entries(english)) {
      if (typeof entry === 'function') expect(placeholdersOf(entry).length, key).toBeGreaterThan(0);
    }
  });
});
