import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const here = (file: string) => path.join(path.dirname(new URL(import.meta.url).pathname), file);

/** The installable app's manifest (docs/offline.md "The app offline"). */
const MANIFEST = {
  name: 'StreamHub',
  short_name: 'StreamHub',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#0b0d12',
  theme_color: '#0b0d12',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  ],
};

/**
 * Makes the web build an installable PWA: emits the manifest, its icons and the service worker,
 * whose precache list is every file of this build (so the app shell, shaka included, works offline).
 */
export function pwa(): Plugin {
  return {
    name: 'streamhub-pwa',
    apply: 'build',
    // After the CSS plugin has dropped the chunks that held only CSS.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const icons = ['icon-192.png', 'icon-512.png'];
      for (const icon of icons) this.emitFile({ type: 'asset', fileName: icon, source: readFileSync(here(icon)) });
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(MANIFEST, null, 2) });
      const files = [...Object.keys(bundle), ...icons, 'manifest.webmanifest', 'favicon.ico']
        .filter((f) => !f.endsWith('.map'))
        .map((f) => `/${f}`);
      const precache = [...new Set(['/', ...files])].sort();
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(here('service-worker.js'), 'utf8')
        .replace('__VERSION__', version)
        .replace('__PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
