import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * What the catalog check of `npm test` looks at (docs/i18n.md), for an app's catalogs by language:
 * each language's coverage and the keys it lacks, the keys English lacks (but the server-message
 * translations, `server.*`), messages that do not parse and placeholders that differ from English.
 * Each app's `src/locales/catalogs.spec.ts` fails on what must be complete there.
 */
export interface CatalogReport {
  languages: string[];
  missing: Record<string, string[]>;
  unknown: Record<string, string[]>;
  /** "hi.json key: error" for a message that does not parse or whose placeholders differ from English. */
  broken: Record<string, string[]>;
  coverage: string;
}

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) placeholders(option.value, into);
    if ('children' in element) placeholders(element.children, into);
  }
  return into;
}

function placeholdersOf(message: string): string[] | Error {
  try {
    return [...placeholders(parse(message))].sort();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export function checkCatalogs(app: string, catalogs: Record<string, Record<string, string>>): CatalogReport {
  const en = catalogs.en ?? {};
  const keys = Object.keys(en);
  const languages = Object.keys(catalogs).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
  const missing: Record<string, string[]> = {};
  const unknown: Record<string, string[]> = {};
  const broken: Record<string, string[]> = {};
  const lines: string[] = [];
  for (const language of languages) {
    const catalog = catalogs[language]!;
    missing[language] = keys.filter((key) => !(key in catalog));
    unknown[language] = Object.keys(catalog).filter((key) => !(key in en) && !key.startsWith('server.'));
    broken[language] = [];
    for (const [key, message] of Object.entries(catalog)) {
      const own = placeholdersOf(message);
      if (own instanceof Error) {
        broken[language].push(`${language}.json ${key}: ${own.message}`);
        continue;
      }
      if (!(key in en) || language === 'en') continue;
      const english = placeholdersOf(en[key]!);
      if (!(english instanceof Error) && own.join() !== english.join())
        broken[language].push(`${language}.json ${key}: placeholders ${own.join()} ≠ English ${english.join()}`);
    }
    const present = keys.length - missing[language].length;
    const shown = missing[language].slice(0, 10).join(', ') + (missing[language].length > 10 ? ', …' : '');
    const percent = keys.length ? ((100 * present) / keys.length).toFixed(1) : '100.0';
    lines.push(
      `${language}: ${present}/${keys.length} (${percent}%)${missing[language].length ? ` missing: ${shown}` : ''}`,
    );
  }
  return { languages, missing, unknown, broken, coverage: `i18n coverage of the ${app} catalogs\n${lines.join('\n')}` };
}
