import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { libAliases } from './vite-config';

/** The Vitest project both React apps share: their specs under src/, libs consumed as source. */
export function webAppTestConfig(root: string) {
  return defineConfig({
    plugins: [react()],
    resolve: { alias: libAliases(root) },
    test: {
      environment: 'node',
      include: ['src/**/*.spec.{ts,tsx}'],
    },
  });
}
