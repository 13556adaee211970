import type { LanguageInfo } from '@streamhub/web-kit';

/** The languages the admin app speaks (docs/i18n.md "The admin app"). */
export type AdminLanguage = 'en' | 'hi';

export const LANGUAGE_INFO: Record<AdminLanguage, LanguageInfo> = {
  en: { native: 'English', intl: 'en-IN', dir: 'ltr' },
  hi: { native: 'हिन्दी', intl: 'hi-IN', dir: 'ltr' },
};
export const ADMIN_LANGUAGES = Object.keys(LANGUAGE_INFO) as AdminLanguage[];
