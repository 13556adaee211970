/** The languages a profile (and so the apps and mails) can speak. */
export const PROFILE_LANGUAGES = ['en', 'hi', 'ta', 'te', 'bn', 'mr', 'kn', 'ml'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];
/**
 * A table with one entry per profile language (the compiler asks for all eight) read by language:
 * English for a language not given (a guest, an account that never chose) or not known.
 */
export function byLanguage<T>(table: Readonly<Record<ProfileLanguage, T>>): (lang: string | null | undefined) => T {
  return (lang) => (lang && Object.hasOwn(table, lang) ? table[lang as ProfileLanguage] : table.en);
}

/**
 * Languages the catalogue names (the `languages` field, audio streams' ISO 639-2 tags) with their
 * BCP-47 tag and English name, so manifests and menus say `hi` / "Hindi" whatever the source said.
 */
export interface KnownLanguage {
  tag: string;
  /** ISO 639-2 codes (bibliographic and terminology) as media files carry them. */
  iso639_2: readonly string[];
  name: string;
}

export const KNOWN_LANGUAGES: readonly KnownLanguage[] = [
  { tag: 'en', iso639_2: ['eng'], name: 'English' },
  { tag: 'hi', iso639_2: ['hin'], name: 'Hindi' },
  { tag: 'ta', iso639_2: ['tam'], name: 'Tamil' },
  { tag: 'te', iso639_2: ['tel'], name: 'Telugu' },
  { tag: 'ml', iso639_2: ['mal'], name: 'Malayalam' },
  { tag: 'kn', iso639_2: ['kan'], name: 'Kannada' },
  { tag: 'bn', iso639_2: ['ben'], name: 'Bengali' },
  { tag: 'mr', iso639_2: ['mar'], name: 'Marathi' },
  { tag: 'gu', iso639_2: ['guj'], name: 'Gujarati' },
  { tag: 'pa', iso639_2: ['pan'], name: 'Punjabi' },
  { tag: 'ur', iso639_2: ['urd'], name: 'Urdu' },
  { tag: 'es', iso639_2: ['spa'], name: 'Spanish' },
  { tag: 'fr', iso639_2: ['fra', 'fre'], name: 'French' },
  { tag: 'de', iso639_2: ['deu', 'ger'], name: 'German' },
  { tag: 'ja', iso639_2: ['jpn'], name: 'Japanese' },
  { tag: 'ko', iso639_2: ['kor'], name: 'Korean' },
];

/** A language by its English name, any case (`HINDI`). */
export const languageByName = (name: string): KnownLanguage | null =>
  KNOWN_LANGUAGES.find((l) => l.name.toUpperCase() === name.trim().toUpperCase()) ?? null;

/** A language by its BCP-47 primary tag or ISO 639-2 code (`hi`, `hin`); null for `und` and unknown codes. */
export const languageByCode = (code: string): KnownLanguage | null => {
  const c = code.trim().toLowerCase().split('-')[0]!;
  return KNOWN_LANGUAGES.find((l) => l.tag === c || l.iso639_2.includes(c)) ?? null;
};
