/// <reference types="vite/client" />
import type { UiLanguage } from './locales';

/**
 * The Noto Sans face of each Indian script, regular and bold, fetched only when its language becomes
 * active (a lazy CSS chunk per script; the faces use font-display: swap and unicode-range, so the
 * first paint never waits for them, and they come after the system font, so Latin text keeps it and
 * their Latin files are never fetched). Marathi shares Hindi's Devanagari.
 */
const SCRIPT_FONTS: Partial<Record<UiLanguage, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/400.css'),
      import('@fontsource/noto-sans-devanagari/700.css'),
    ]),
  mr: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/400.css'),
      import('@fontsource/noto-sans-devanagari/700.css'),
    ]),
  ta: () => Promise.all([import('@fontsource/noto-sans-tamil/400.css'), import('@fontsource/noto-sans-tamil/700.css')]),
  te: () =>
    Promise.all([import('@fontsource/noto-sans-telugu/400.css'), import('@fontsource/noto-sans-telugu/700.css')]),
  bn: () =>
    Promise.all([import('@fontsource/noto-sans-bengali/400.css'), import('@fontsource/noto-sans-bengali/700.css')]),
  kn: () =>
    Promise.all([import('@fontsource/noto-sans-kannada/400.css'), import('@fontsource/noto-sans-kannada/700.css')]),
  ml: () =>
    Promise.all([import('@fontsource/noto-sans-malayalam/400.css'), import('@fontsource/noto-sans-malayalam/700.css')]),
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
