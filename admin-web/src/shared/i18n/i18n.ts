import { createI18n, type Catalog } from '@streamhub/web-kit';
import en from '../../locales/en.json';
import { LANGUAGE_INFO, type AdminLanguage } from './locales';

/**
 * The admin app's language layer (docs/i18n.md "The admin app"), made with web-kit's `createI18n`
 * like the viewer app's: English is bundled, Hindi (admin-web/src/locales/hi.json) is its own chunk
 * fetched when chosen, together with the server-message map. Components read it through `useT()`,
 * other code (toasts, status maps) through `t()`; switching re-renders, never reloads.
 */
export type MessageKey = keyof typeof en;

const i18n = createI18n<AdminLanguage, MessageKey>({
  en: en as Catalog,
  languages: LANGUAGE_INFO,
  storageKey: 'streamhub.admin.lang',
  loadCatalog: async () => (await import('../../locales/hi.json')).default as Catalog,
  loadServerMessageKeys: async () => (await import('./server-messages')).SERVER_MESSAGE_KEYS,
});

export const {
  setLanguage,
  initialLanguage,
  currentLanguage,
  t,
  hasMessage,
  tDynamic,
  translateServerError,
  onLanguageChange,
  useI18n,
  useT,
  isLanguage,
} = i18n;
