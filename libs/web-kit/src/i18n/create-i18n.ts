import { useSyncExternalStore } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { setKitLanguageLayer } from './kit-messages';

/**
 * The language layer both apps use (docs/i18n.md): FormatJS (react-intl's `createIntl`) over ICU
 * message catalogs, one flat JSON file per language. English is bundled by the app (it is the
 * fallback of every other catalog and what tests render); every other catalog is loaded only when
 * that language becomes active. Components read it through `useT()`, other code through `t()`;
 * switching language re-renders every subscribed component, never reloads the page. No
 * `IntlProvider` is needed: `useI18n()` subscribes with `useSyncExternalStore`, so components
 * outside any provider (component tests) render English.
 */
export type Catalog = Record<string, string>;
export type MessageValues = Record<string, string | number | Date | ((chunks: unknown) => unknown)>;

/** A language an app speaks: its name in its own script, its Intl locale and writing direction. */
export interface LanguageInfo {
  native: string;
  intl: string;
  dir: 'ltr' | 'rtl';
}

export interface I18nOptions<L extends string> {
  /** The bundled English catalog, the source of every key. */
  en: Catalog;
  languages: Record<L, LanguageInfo>;
  /** The `localStorage` key that keeps this device's choice. */
  storageKey: string;
  /** Loads a non-English catalog (its one fetch); a missing key falls back to English. */
  loadCatalog: (language: L) => Promise<Catalog>;
  /** Loads the map of the server's English messages to catalog keys (only for a non-English language). */
  loadServerMessageKeys?: () => Promise<ReadonlyMap<string, string>>;
  /** Called when a language starts to load (e.g. to load its script font). */
  onLanguageRequested?: (language: L) => void;
}

export interface I18n<L extends string, K extends string> {
  setLanguage(language: L, options?: { remember?: boolean }): Promise<void>;
  initialLanguage(): L;
  currentLanguage(): L;
  currentIntl(): IntlShape;
  isLanguage(value: unknown): value is L;
  t(key: K, values?: MessageValues): string;
  hasMessage(key: string): boolean;
  tDynamic(key: string, values?: MessageValues): string;
  translateServerError(message: string, code: string | null | undefined): string;
  onLanguageChange(listener: (language: L) => void): () => void;
  useI18n(): { language: L; t: (key: K, values?: MessageValues) => string; intl: IntlShape };
  useT(): (key: K, values?: MessageValues) => string;
}

/** The first of the browser's languages in `languages` (`hi-IN` → `hi`), else null. */
export function browserLanguageOf<L extends string>(
  tags: readonly string[] | undefined,
  isLanguage: (value: unknown) => value is L,
): L | null {
  for (const tag of tags ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function format(intl: IntlShape, key: string, values?: MessageValues): string {
  return String(intl.formatMessage({ id: key }, values as Record<string, string | number>));
}

export function createI18n<L extends string, K extends string>(options: I18nOptions<L>): I18n<L, K> {
  const { en, languages, storageKey } = options;
  const codes = Object.keys(languages) as L[];
  const english = 'en' as L;
  const cache = createIntlCache();
  const isLanguage = (value: unknown): value is L =>
    typeof value === 'string' && (codes as readonly string[]).includes(value);

  const makeIntl = (language: L, messages: Catalog): IntlShape =>
    createIntl(
      {
        locale: languages[language].intl,
        defaultLocale: 'en-IN',
        // A key missing in a catalog falls back to English, never to the bare key.
        messages: { ...en, ...messages },
        onError: () => undefined,
      },
      cache,
    );

  let state: { language: L; intl: IntlShape } = { language: english, intl: makeIntl(english, {}) };
  const listeners = new Set<() => void>();
  let pending: L | null = null;
  let serverMessageKeys: ReadonlyMap<string, string> = new Map();

  const applyToDocument = (language: L) => {
    if (typeof document === 'undefined') return;
    document.documentElement.lang = language;
    document.documentElement.dir = languages[language].dir;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const snapshot = () => state;

  const hasTranslation = (key: string) =>
    key in state.intl.messages && (state.intl.messages[key] as unknown) !== en[key];

  const i18n: I18n<L, K> = {
    isLanguage,
    async setLanguage(language, { remember = true } = {}) {
      if (remember) storage()?.setItem(storageKey, language);
      pending = language;
      options.onLanguageRequested?.(language);
      let messages: Catalog = {};
      if (language !== english) {
        try {
          const [catalog, server] = await Promise.all([
            options.loadCatalog(language),
            options.loadServerMessageKeys?.() ?? Promise.resolve(serverMessageKeys),
          ]);
          messages = catalog;
          serverMessageKeys = server;
        } catch {
          messages = {};
        }
      }
      if (pending !== language) return; // a later choice won
      state = { language, intl: makeIntl(language, messages) };
      applyToDocument(language);
      for (const listener of listeners) listener();
    },
    initialLanguage() {
      const stored = storage()?.getItem(storageKey);
      if (isLanguage(stored)) return stored;
      return browserLanguageOf(typeof navigator === 'undefined' ? [] : navigator.languages, isLanguage) ?? english;
    },
    currentLanguage: () => state.language,
    currentIntl: () => state.intl,
    t: (key, values) => format(state.intl, key, values),
    hasMessage: (key) => key in state.intl.messages,
    tDynamic: (key, values) => format(state.intl, key, values),
    translateServerError(message, code) {
      if (state.language === english) return message;
      const byText = serverMessageKeys.get(message);
      if (byText && hasTranslation(byText)) return format(state.intl, byText);
      if (code && hasTranslation(`error.${code}`)) return format(state.intl, `error.${code}`);
      return message;
    },
    onLanguageChange(listener) {
      let last = state.language;
      return subscribe(() => {
        if (state.language === last) return;
        last = state.language;
        listener(last);
      });
    },
    useI18n() {
      const current = useSyncExternalStore(subscribe, snapshot, snapshot);
      return {
        language: current.language,
        intl: current.intl,
        t: (key, values) => format(current.intl, key, values),
      };
    },
    useT() {
      return i18n.useI18n().t;
    },
  };
  setKitLanguageLayer(i18n);
  return i18n;
}
