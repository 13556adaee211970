import { PROFILE_LANGUAGES, type ProfileLanguage } from './constants';

/**
 * A title's text in the viewer's language (docs/i18n.md "Localised catalogue"): the catalogue stores
 * English in videoTitle and description, and per other language a title and synopsis an admin typed.
 * Viewers get their language's text in place of the English, English where the title has none.
 */
export type LocalizedLanguage = Exclude<ProfileLanguage, 'en'>;

/** The languages a title may carry text in besides English: those a profile may prefer. */
export const LOCALIZED_LANGUAGES = PROFILE_LANGUAGES.filter((l): l is LocalizedLanguage => l !== 'en');

export const LOCALIZED_TITLE_MAX_LENGTH = 200;
export const LOCALIZED_DESCRIPTION_MAX_LENGTH = 2000;

/** One language's title and synopsis of a video. */
export interface LocalizedText {
  lang: LocalizedLanguage;
  title: string;
  /** '' when only the title is translated (the English synopsis is shown then). */
  description: string;
}

export const isLocalizedLanguage = (value: unknown): value is LocalizedLanguage =>
  typeof value === 'string' && (LOCALIZED_LANGUAGES as readonly string[]).includes(value);

const isProfileLanguage = (value: string): value is ProfileLanguage =>
  (PROFILE_LANGUAGES as readonly string[]).includes(value);

/**
 * The language a catalogue answer is in: the `lang` query parameter when it names one of the
 * profile languages, else the first of Accept-Language's languages (by q, then order) that is one,
 * else English. `hi-IN` counts as `hi`.
 */
export function contentLanguageOf(lang: unknown, acceptLanguage: unknown): ProfileLanguage {
  if (typeof lang === 'string') {
    const asked = lang.trim().toLowerCase().split('-')[0]!;
    if (isProfileLanguage(asked)) return asked;
  }
  if (typeof acceptLanguage !== 'string' || acceptLanguage === '') return 'en';
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase().split('-')[0]!, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.tag).find(isProfileLanguage) ?? 'en';
}

/** The fields of a video that carry text per language. */
interface LocalizableVideo {
  videoTitle: string;
  title: string;
  description: string;
  localized?: LocalizedText[];
  textLanguage?: ProfileLanguage;
}

/**
 * A video as a viewer of `lang` sees it: that language's title (and synopsis, when there is one) in
 * place of the English, and `textLanguage` saying which language the title is in. The per-language
 * list itself is left out (only admins edit it) unless `keepAll`.
 */
export function localizeVideo<T extends LocalizableVideo>(video: T, lang: ProfileLanguage, keepAll = false): T {
  const { localized, ...rest } = video;
  const own = lang === 'en' ? undefined : localized?.find((entry) => entry.lang === lang && entry.title !== '');
  const out = { ...rest, textLanguage: own ? lang : 'en' } as T;
  if (keepAll && localized) out.localized = localized;
  if (!own) return out;
  out.videoTitle = own.title;
  out.title = own.title;
  if (own.description !== '') out.description = own.description;
  return out;
}

const looksLikeVideo = (value: Record<string, unknown>): value is Record<string, unknown> & LocalizableVideo =>
  typeof value._id === 'string' && typeof value.videoTitle === 'string' && typeof value.description === 'string';

/**
 * Every video inside a catalogue answer (a list, a page, episode groups, an episode with its parts)
 * localised with localizeVideo; everything else as it was.
 */
export function localizeVideos<T>(data: T, lang: ProfileLanguage): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (looksLikeVideo(record)) return localizeVideo(record, lang);
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(data) as T;
}
