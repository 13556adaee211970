/// <reference types="vite/client" />
import { createI18n, type Catalog, type MessageValues } from '@streamhub/web-kit';
import en from '../../locales/en.json';
import { LANGUAGE_INFO, type UiLanguage } from './locales';
import { loadScriptFont } from './fonts';

/**
 * The viewer app's language layer (docs/i18n.md), made with web-kit's `createI18n` (FormatJS over
 * ICU catalogs, one JSON file per language in web/src/locales). English is bundled; every other
 * catalog is its own chunk, fetched only when that language becomes active, together with the
 * server-message map. Components read it through `useT()`, other code through `t()`; switching
 * language re-renders, never reloads.
 */
export type MessageKey = keyof typeof en;
export type { MessageValues };

const catalogs = import.meta.glob<Catalog>(['../../locales/*.json', '!../../locales/en.json'], { import: 'default' });

const i18n = createI18n<UiLanguage, MessageKey>({
  en: en as Catalog,
  languages: LANGUAGE_INFO,
  storageKey: 'streamhub.lang',
  loadCatalog: async (language) => {
    const load = catalogs[`../../locales/${language}.json`];
    return load ? load() : {};
  },
  loadServerMessageKeys: async () => (await import('./server-messages')).SERVER_MESSAGE_KEYS,
  onLanguageRequested: loadScriptFont,
});

/** Loads a language's catalog (its one fetch) and makes it active; every subscribed component re-renders. */
export const setLanguage = i18n.setLanguage;
/** The language to start in: the last one chosen on this device, else the browser's, else English. */
export const initialLanguage = i18n.initialLanguage;
export const currentLanguage = i18n.currentLanguage;
export const currentIntl = i18n.currentIntl;
/** A message of the active language, outside components (toasts, client errors). */
export const t = i18n.t;
/** Whether the active catalogs have a message for a key built at run time (error codes). */
export const hasMessage = i18n.hasMessage;
/** A message by a key built at run time (error codes); check `hasMessage` first. */
export const tDynamic = i18n.tDynamic;
/**
 * What to show for a server error (docs/i18n.md): in English the server's own message; in another
 * language the translation of that exact catalog message, else the translation of its `code`, else
 * (nothing known) the server's message.
 */
export const translateServerError = i18n.translateServerError;
/** Calls `listener` whenever the active language changes (outside components, e.g. the query cache). */
export const onLanguageChange = i18n.onLanguageChange;
/** The active language and its translate function; the component re-renders when the language changes. */
export const useI18n = i18n.useI18n;
/** Shorthand for components that only translate. */
export const useT = i18n.useT;

/** The active profile's language wins over the device's choice when that profile becomes active. */
export function followProfileLanguage(language: string | null | undefined): void {
  if (i18n.isLanguage(language) && language !== currentLanguage()) void setLanguage(language);
}
