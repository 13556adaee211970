import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { paymentOriginsFrom, securityHeaders } from '../libs/web-kit/src/security-headers';
import { webAppConfig } from '../libs/web-kit/src/vite-config';
import { pwa } from './pwa/pwa-plugin';

// The production build is served with a CSP of our own origin (plus the payment checkout's).
const config = webAppConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  port: Number(process.env.WEB_PORT) || 5173,
  headers: securityHeaders({ paymentOrigins: paymentOriginsFrom(process.env.PAYMENT_CHECKOUT_ORIGINS) }),
});

// An installable app whose shell works offline (docs/offline.md "The app offline").
export default { ...config, plugins: [...(config.plugins ?? []), pwa()] };
