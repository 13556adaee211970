import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
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
const en = read('en.json');
const languages = readdirSync(dir)
  .filter((file) => /^[a-z]{2}\.json$/.test(file))
  .map((file) => file.slice(0, 2));
const catalogs = Object.fromEntries(languages.map((language) => [language, read(`${language}.json`)]));
const COMPLETE = ['en', 'hi'];

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) placeholders(option.value, into);
    if ('children' in element) placeholders(element.children, into);
  }
  return into;
}

describe('message catalogs', () => {
  it('prints the coverage of every language', () => {
    const total = Object.keys(en).length;
    const lines = languages.map((language) => {
      const missing = Object.keys(en).filter((key) => !(key in catalogs[language]!));
      const present = total - missing.length;
      const shown = missing.slice(0, 10).join(', ') + (missing.length > 10 ? ', …' : '');
      return `${language}: ${present}/${total} (${((100 * present) / total).toFixed(1)}%)${missing.length ? ` missing: ${shown}` : ''}`;
    });
    console.log(`i18n coverage of the web app's catalogs\n${lines.join('\n')}`);
    expect(languages).toEqual(expect.arrayContaining(['en', 'hi', 'ta', 'te', 'bn', 'mr', 'kn', 'ml']));
  });

  it.each(COMPLETE)('%s has every key English has', (language) => {
    const missing = Object.keys(en).filter((key) => !(key in catalogs[language]!));
    expect(missing, `keys missing in ${language}.json`).toEqual([]);
  });

  it.each(languages)('%s has no key English lacks, and every message parses with English placeholders', (language) => {
    const catalog = catalogs[language]!;
    const unknown = Object.keys(catalog).filter((key) => !(key in en) && !key.startsWith('server.'));
    expect(unknown, `keys of ${language}.json not in en.json`).toEqual([]);
    for (const [key, message] of Object.entries(catalog)) {
      const own = placeholders(parse(message));
      if (key in en)
        expect([...own].sort(), `${language}.json ${key}`).toEqual([...placeholders(parse(en[key]!))].sort());
    }
  });
});
