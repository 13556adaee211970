import { KIT_MESSAGES, checkCatalogs } from '@streamhub/web-kit';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';

/**
 * The admin app's catalog check of `npm test` (docs/i18n.md "The admin app"): English and Hindi are
 * both complete (a key missing in either fails), neither has a key English lacks (but the
 * server-message translations, `server.*`), every message parses as ICU and uses the placeholders
 * its English does. Prints the coverage of each language.
 */
const LANGUAGES = ['en', 'hi'];
const report = checkCatalogs('admin app', { en, hi } as Record<string, Record<string, string>>);

describe('admin message catalogs', () => {
  it('prints the coverage of every language', () => {
    console.log(report.coverage);
    expect(report.languages).toEqual(LANGUAGES);
  });

  it.each(LANGUAGES)('%s has every key English has', (language) => {
    expect(report.missing[language], `keys missing in ${language}.json`).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no key English lacks, and every message parses with English placeholders', (language) => {
    expect(report.unknown[language], `keys of ${language}.json not in en.json`).toEqual([]);
    expect(report.broken[language]).toEqual([]);
  });

  it('has the keys web-kit’s own components show (the dialog’s close button)', () => {
    expect(Object.keys(en)).toEqual(expect.arrayContaining(Object.keys(KIT_MESSAGES)));
  });
});
