import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { paymentOriginsFrom, securityHeaders } from '../libs/web-kit/src/security-headers';
import { webAppConfig } from '../libs/web-kit/src/vite-config';

// The production build is served with a CSP of our own origin (plus the payment checkout's).
export default webAppConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  port: Number(process.env.WEB_PORT) || 5173,
  headers: securityHeaders({ paymentOrigins: paymentOriginsFrom(process.env.PAYMENT_CHECKOUT_ORIGINS) }),
});
