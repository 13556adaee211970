import { defineConfig } from 'vitest/config';
import { appAliases, preactJsx } from './vite-config';

/**
 * The Vitest project both apps share: their specs under src/, libs consumed as source, and the
 * runtime of the build (Preact through preact/compat; react-dom/server is preact-render-to-string).
 */
export function webAppTestConfig(root: string) {
  return defineConfig({
    oxc: preactJsx,
    resolve: { alias: appAliases(root) },
    test: {
      environment: 'node',
      include: ['src/**/*.spec.{ts,tsx}'],
    },
  });
}
