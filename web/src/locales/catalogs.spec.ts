import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KIT_MESSAGES, checkCatalogs } from '@streamhub/web-kit';
import { describe, expect, it } from 'vitest';

/**
 * The catalog check of `npm test` (docs/i18n.md): every key of en.json is in hi.json (English and
 * Hindi are complete; the six other languages are complete too, but a key missing there only prints
 * here and shows its English, so a new string needs no translator for all eight before it lands),
 * no catalog has a key English lacks (but the server-message translations,
 * `server.*`), every message parses as ICU and uses the placeholders its English does. Prints the
 * coverage of each language.
 */
const dir = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
const languages = readdirSync(dir)
  .filter((file) => /^[a-z]{2}\.json$/.test(file))
  .map((file) => file.slice(0, 2));
const report = checkCatalogs(
  'web app',
  Object.fromEntries(languages.map((language) => [language, read(`${language}.json`)])),
);
const COMPLETE = ['en', 'hi'];

describe('message catalogs', () => {
  it('prints the coverage of every language', () => {
    console.log(report.coverage);
    expect(languages).toEqual(expect.arrayContaining(['en', 'hi', 'ta', 'te', 'bn', 'mr', 'kn', 'ml']));
  });

  it.each(COMPLETE)('%s has every key English has', (language) => {
    expect(report.missing[language], `keys missing in ${language}.json`).toEqual([]);
  });

  it.each(languages)('%s has no key English lacks, and every message parses with English placeholders', (language) => {
    expect(report.unknown[language], `keys of ${language}.json not in en.json`).toEqual([]);
    expect(report.broken[language]).toEqual([]);
  });

  it('has the keys web-kit’s own components show (the dialog’s close button)', () => {
    expect(Object.keys(read('en.json'))).toEqual(expect.arrayContaining(Object.keys(KIT_MESSAGES)));
  });
});
