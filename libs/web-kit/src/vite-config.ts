import path from 'node:path';
import { defineConfig, type Alias, type UserConfig } from 'vite';
import { securityHeaders } from './security-headers';

export interface WebAppConfigOptions {
  /** The app's folder (the config file's directory). */
  root: string;
  port: number;
  /** Response headers of the production build's server (CSP and friends). */
  headers?: Record<string, string>;
}

/** The shared libs as their TypeScript source, for an app in `root` (its build and its tests). */
export function libAliases(root: string): Record<string, string> {
  return {
    '@streamhub/contracts': path.resolve(root, '../libs/contracts/src/index.ts'),
    '@streamhub/web-kit': path.resolve(root, '../libs/web-kit/src/index.ts'),
  };
}

/**
 * Both apps run on Preact through preact/compat (about 11 KB gzipped where react-dom 19 is 60):
 * the apps, web-kit and the React libraries they use (React Router, TanStack Query, React Redux,
 * recharts, react-hot-toast) import `react` and `react-dom` as usual and get compat. The code is
 * still written and type-checked against React's types; compat lacks React 19's newest APIs
 * (`use`, `useActionState`, `useOptimistic`, `useFormStatus`, `<Activity>`, ref as a plain prop,
 * `<Context value>` as provider), which ESLint keeps out of the imports.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** Aliases of an app in `root`: the shared libs as source, React as preact/compat. */
export function appAliases(root: string): Alias[] {
  return [...Object.entries(libAliases(root)).map(([find, replacement]) => ({ find, replacement })), ...preactAliases];
}

/**
 * The JSX of the apps and web-kit compiles straight to Preact's runtime. No React plugin: React
 * Refresh cannot update Preact components, so the dev server reloads the page on an edit instead.
 */
export const preactJsx = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;

/**
 * The Vite config both apps share: libs consumed as source, Preact for React (above), a
 * same-origin API (the browser calls /api/v1 and Vite forwards it to the gateway, signed media
 * files to the media edge at EDGE_URL, with each browser's address in X-Forwarded-For, which the
 * gateway trusts from this proxy), and the security
 * headers on preview.
 */
export function webAppConfig({ root, port, headers = securityHeaders() }: WebAppConfigOptions): UserConfig {
  const gatewayUrl = process.env.GATEWAY_URL || 'http://127.0.0.1:3000';
  // Signed media files go through the caching edge when there is one (deploy/local/lib/edge.mjs);
  // the first matching prefix wins, so it comes before /api.
  const edgeUrl = process.env.EDGE_URL || gatewayUrl;
  const proxy = {
    '/api/v1/media/s/': { target: edgeUrl, changeOrigin: true, xfwd: true },
    // Live events' signed files (docs/live.md) come through the same edge.
    '/api/v1/live/s/': { target: edgeUrl, changeOrigin: true, xfwd: true },
    '/api': { target: gatewayUrl, changeOrigin: true, xfwd: true },
  };
  return defineConfig({
    oxc: preactJsx,
    // favicon.ico and other static files both apps serve from their root.
    publicDir: path.resolve(root, '../libs/web-kit/public'),
    resolve: { alias: appAliases(root) },
    build: {
      rolldownOptions: {
        // Libraries' "use client" directives mean nothing in a client-only bundle (React's Vite
        // plugin used to hide these warnings too).
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /use (client|server)/.test(warning.message)) return;
          warn(warning);
        },
      },
    },
    server: { host: '127.0.0.1', port, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy, headers },
  });
}
