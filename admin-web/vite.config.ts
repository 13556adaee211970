import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { webAppConfig } from '../libs/web-kit/src/vite-config';

// The production build is served with a CSP of our own origin only.
export default webAppConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  port: Number(process.env.ADMIN_WEB_PORT) || 5174,
});
