import { useSyncExternalStore } from 'react';
import type { IntlShape } from 'react-intl';

/**
 * Messages web-kit's own components show (the Modal's close button), translated by the app's
 * language layer: `createI18n` makes itself the one these read, and every app's catalogs carry
 * these keys (docs/i18n.md). Without a language layer (a component test) they are English.
 */
export const KIT_MESSAGES = { 'common.close': 'Close' } as const;
export type KitMessageKey = keyof typeof KIT_MESSAGES;

interface KitLanguageLayer {
  currentIntl(): IntlShape;
  onLanguageChange(listener: () => void): () => void;
}

let layer: KitLanguageLayer | null = null;

/** Called by `createI18n`: web-kit's components follow this app's active language. */
export function setKitLanguageLayer(next: KitLanguageLayer): void {
  layer = next;
}

const subscribe = (listener: () => void) => layer?.onLanguageChange(listener) ?? (() => undefined);
const snapshot = () => layer?.currentIntl() ?? null;

/** A web-kit message in the active language; re-renders when the language changes. */
export function useKitT(): (key: KitMessageKey) => string {
  const intl = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (key) =>
    intl ? String(intl.formatMessage({ id: key, defaultMessage: KIT_MESSAGES[key] })) : KIT_MESSAGES[key];
}
