import { PROFILE_LANGUAGES, type ProfileLanguage } from '@streamhub/contracts';

/** The languages the viewer app speaks: the ones a profile may prefer (docs/i18n.md). */
export type UiLanguage = ProfileLanguage;
export const UI_LANGUAGES: readonly UiLanguage[] = PROFILE_LANGUAGES;
export const DEFAULT_LANGUAGE: UiLanguage = 'en';

/** Each language in its own script (the picker shows these), its Intl locale and its writing direction. */
export const LANGUAGE_INFO: Record<UiLanguage, { native: string; intl: string; dir: 'ltr' | 'rtl' }> = {
  en: { native: 'English', intl: 'en-IN', dir: 'ltr' },
  hi: { native: 'हिन्दी', intl: 'hi-IN', dir: 'ltr' },
  ta: { native: 'தமிழ்', intl: 'ta-IN', dir: 'ltr' },
  te: { native: 'తెలుగు', intl: 'te-IN', dir: 'ltr' },
  bn: { native: 'বাংলা', intl: 'bn-IN', dir: 'ltr' },
  mr: { native: 'मराठी', intl: 'mr-IN', dir: 'ltr' },
  kn: { native: 'ಕನ್ನಡ', intl: 'kn-IN', dir: 'ltr' },
  ml: { native: 'മലയാളം', intl: 'ml-IN', dir: 'ltr' },
};

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages the app speaks (`hi-IN` → `hi`), else null. */
export function browserLanguage(languages: readonly string[] | undefined): UiLanguage | null {
  for (const tag of languages ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isUiLanguage(primary)) return primary;
  }
  return null;
}
