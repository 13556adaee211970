import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
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
 * The Vite config both React apps share: libs consumed as source, a same-origin API (the browser
 * calls /api/v1 and Vite forwards it to the gateway, with each browser's address in
 * X-Forwarded-For, which the gateway trusts from this proxy), and the security headers on preview.
 */
export function webAppConfig({ root, port, headers = securityHeaders() }: WebAppConfigOptions): UserConfig {
  const gatewayUrl = process.env.GATEWAY_URL || 'http://127.0.0.1:3000';
  const proxy = { '/api': { target: gatewayUrl, changeOrigin: true, xfwd: true } };
  return defineConfig({
    plugins: [react()],
    // favicon.ico and other static files both apps serve from their root.
    publicDir: path.resolve(root, '../libs/web-kit/public'),
    resolve: { alias: libAliases(root) },
    server: { host: '127.0.0.1', port, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy, headers },
  });
}
