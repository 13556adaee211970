import { describe, expect, it } from 'vitest';
import { PROFILE_LANGUAGES } from '@streamhub/contracts';
import { BILLING_MAIL_TEXT, billingMailText, mailDate, mailDateTime, mailMoney } from './mail-text';

/** Every value a text asks for comes back as «name», so the placeholders it uses can be compared. */
const marked = new Proxy({}, { get: (_target, key) => `«${String(key)}»` }) as Record<string, string>;
const placeholdersOf = (entry: unknown): string[] =>
  typeof entry === 'function'
    ? [...new Set((entry as (values: Record<string, string>) => string)(marked).match(/«\w+»/g) ?? [])].sort()
    : [];

describe('billing mail texts', () => {
  const english = BILLING_MAIL_TEXT.en;

  it.each(PROFILE_LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has every key of English, with the same placeholders',
    (lang) => {
      const words = BILLING_MAIL_TEXT[lang];
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

  it('falls back to English for an account whose language is not known', () => {
    expect(billingMailText(undefined)).toBe(english);
    expect(billingMailText(null)).toBe(english);
    expect(billingMailText('hi')).toBe(BILLING_MAIL_TEXT.hi);
  });

  it('writes rupees with India’s digit grouping in every language', () => {
    expect(mailMoney(19_900)).toBe('₹199.00');
    expect(mailMoney(12_345_650)).toBe('₹1,23,456.50');
  });

  it('writes dates in India’s time zone, in the mail’s language, with Latin digits', () => {
    const lateEvening = new Date('2026-11-29T18:31:00Z'); // 30 Nov, 00:01 in India
    expect(mailDate('en', lateEvening)).toBe('30 Nov 2026');
    expect(mailDate('hi', lateEvening)).toMatch(/^30 नव/);
    expect(mailDateTime('en', lateEvening)).toBe('30 Nov 2026, 12:01 am');
    for (const lang of PROFILE_LANGUAGES) expect(mailDate(lang, lateEvening)).toMatch(/30/);
  });
});
