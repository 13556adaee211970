/// <reference types="vite/client" />
import { useSyncExternalStore } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import en from '../../locales/en.json';
import { browserLanguage, DEFAULT_LANGUAGE, isUiLanguage, LANGUAGE_INFO, type UiLanguage } from './locales';
import { loadScriptFont } from './fonts';

/**
 * The viewer app's language layer (docs/i18n.md): FormatJS (react-intl's `createIntl`) over ICU
 * message catalogs, one JSON file per language in web/src/locales. English is bundled (it is the
 * fallback of every other catalog and what tests render); every other catalog is its own chunk,
 * fetched only when that language becomes active. Components read it through `useT()`, other code
 * through `t()`; switching language re-renders, never reloads.
 */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number | Date | ((chunks: unknown) => unknown)>;
type Catalog = Record<string, string>;

const STORAGE_KEY = 'streamhub.lang';
const catalogs = import.meta.glob<Catalog>(['../../locales/*.json', '!../../locales/en.json'], { import: 'default' });
const cache = createIntlCache();

function makeIntl(language: UiLanguage, messages: Catalog): IntlShape {
  return createIntl(
    {
      locale: LANGUAGE_INFO[language].intl,
      defaultLocale: 'en-IN',
      // A key missing in a catalog falls back to English, never to the bare key.
      messages: { ...(en as Catalog), ...messages },
      onError: () => undefined,
    },
    cache,
  );
}

let state: { language: UiLanguage; intl: IntlShape } = { language: DEFAULT_LANGUAGE, intl: makeIntl('en', {}) };
const listeners = new Set<() => void>();
let pending: UiLanguage | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function applyToDocument(language: UiLanguage): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGE_INFO[language].dir;
}

/** Loads a language's catalog (its one fetch) and makes it active; every subscribed component re-renders. */
export async function setLanguage(language: UiLanguage, { remember = true } = {}): Promise<void> {
  if (remember) storage()?.setItem(STORAGE_KEY, language);
  pending = language;
  loadScriptFont(language);
  let messages: Catalog = {};
  if (language !== 'en') {
    const load = catalogs[`../../locales/${language}.json`];
    try {
      const [catalog, server] = await Promise.all([load ? load() : {}, import('./server-messages')]);
      messages = catalog;
      serverMessageKeys = server.SERVER_MESSAGE_KEYS;
    } catch {
      messages = {};
    }
  }
  if (pending !== language) return; // a later choice won
  state = { language, intl: makeIntl(language, messages) };
  applyToDocument(language);
  for (const listener of listeners) listener();
}

/** The language to start in: the last one chosen on this device, else the browser's, else English. */
export function initialLanguage(): UiLanguage {
  const stored = storage()?.getItem(STORAGE_KEY);
  if (isUiLanguage(stored)) return stored;
  return browserLanguage(typeof navigator === 'undefined' ? [] : navigator.languages) ?? DEFAULT_LANGUAGE;
}

/** The active profile's language wins over the device's choice when that profile becomes active. */
export function followProfileLanguage(language: string | null | undefined): void {
  if (isUiLanguage(language) && language !== currentLanguage()) void setLanguage(language);
}

export function currentLanguage(): UiLanguage {
  return state.language;
}

export function currentIntl(): IntlShape {
  return state.intl;
}

/** A message of the active language, outside components (toasts, client errors). */
export function t(key: MessageKey, values?: MessageValues): string {
  return String(state.intl.formatMessage({ id: key }, values as Record<string, string | number>));
}

/** Whether the active catalogs have a message for a key built at run time (error codes). */
export function hasMessage(key: string): boolean {
  return key in state.intl.messages;
}

/** A message by a key built at run time (error codes); check `hasMessage` first. */
export function tDynamic(key: string, values?: MessageValues): string {
  return String(state.intl.formatMessage({ id: key }, values as Record<string, string | number>));
}

let serverMessageKeys: ReadonlyMap<string, string> = new Map();

/**
 * What to show for a server error (docs/i18n.md): in English the server's own message; in another
 * language the translation of that exact catalog message, else the translation of its `code`, else
 * (nothing known) the server's message.
 */
export function translateServerError(message: string, code: string | null | undefined): string {
  if (state.language === 'en') return message;
  const byText = serverMessageKeys.get(message);
  if (byText && hasTranslation(byText)) return tDynamic(byText);
  if (code && hasTranslation(`error.${code}`)) return tDynamic(`error.${code}`);
  return message;
}

function hasTranslation(key: string): boolean {
  return key in state.intl.messages && (state.intl.messages[key] as unknown) !== (en as Catalog)[key];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` whenever the active language changes (outside components, e.g. the query cache). */
export function onLanguageChange(listener: (language: UiLanguage) => void): () => void {
  let last = state.language;
  return subscribe(() => {
    if (state.language === last) return;
    last = state.language;
    listener(last);
  });
}
const snapshot = () => state;

/** The active language and its translate function; the component re-renders when the language changes. */
export function useI18n(): { language: UiLanguage; t: typeof t; intl: IntlShape } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return {
    language: current.language,
    intl: current.intl,
    t: (key, values) => String(current.intl.formatMessage({ id: key }, values as Record<string, string | number>)),
  };
}

/** Shorthand for components that only translate. */
export function useT(): typeof t {
  return useI18n().t;
}
