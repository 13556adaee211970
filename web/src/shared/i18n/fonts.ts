import type { UiLanguage } from './locales';

/**
 * The Noto Sans face of each Indian script, fetched only when its language becomes active (a lazy
 * CSS chunk per script; the faces use font-display: swap and unicode-range, so the first paint never
 * waits for them and the Latin text keeps the system font). Marathi shares Hindi's Devanagari.
 */
const SCRIPT_FONTS: Partial<Record<UiLanguage, () => Promise<unknown>>> = {
  hi: () => import('@fontsource/noto-sans-devanagari/devanagari.css'),
  mr: () => import('@fontsource/noto-sans-devanagari/devanagari.css'),
  ta: () => import('@fontsource/noto-sans-tamil/tamil.css'),
  te: () => import('@fontsource/noto-sans-telugu/telugu.css'),
  bn: () => import('@fontsource/noto-sans-bengali/bengali.css'),
  kn: () => import('@fontsource/noto-sans-kannada/kannada.css'),
  ml: () => import('@fontsource/noto-sans-malayalam/malayalam.css'),
};

const loaded = new Set<UiLanguage>();

/** Loads a language's script font once (the UI's, a subtitle track's); never awaited by rendering. */
export function loadScriptFont(tag: string): void {
  const language = tag.toLowerCase().split('-')[0] as UiLanguage;
  const load = SCRIPT_FONTS[language];
  if (!load || loaded.has(language)) return;
  loaded.add(language);
  load().catch(() => loaded.delete(language));
}
