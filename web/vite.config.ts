import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { paymentOriginsFrom, securityHeaders } from '../libs/web-kit/src/security-headers';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.WEB_PORT) || 5173;
const gatewayUrl = process.env.GATEWAY_URL || 'http://127.0.0.1:3000';
// Same-origin API: the browser calls /api/v1 and Vite forwards it to the gateway.
// xfwd: the gateway sees each browser's address in X-Forwarded-For (it trusts this proxy).
const proxy = { '/api': { target: gatewayUrl, changeOrigin: true, xfwd: true } };
// The production build is served with a CSP of our own origin (plus the payment checkout's).
const headers = securityHeaders({ paymentOrigins: paymentOriginsFrom(process.env.PAYMENT_CHECKOUT_ORIGINS) });

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@streamhub/contracts': path.resolve(here, '../libs/contracts/src/index.ts'),
      '@streamhub/web-kit': path.resolve(here, '../libs/web-kit/src/index.ts'),
    },
  },
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy, headers },
});
