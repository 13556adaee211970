import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { originsFrom, securityHeaders } from '../libs/web-kit/src/security-headers';
import { webAppConfig } from '../libs/web-kit/src/vite-config';

// The production build is served with a CSP of our own origin, plus object storage's (UPLOAD_ORIGINS),
// where Upload Video sends the parts of a video straight.
export default webAppConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  port: Number(process.env.ADMIN_WEB_PORT) || 5174,
  headers: securityHeaders({ uploadOrigins: originsFrom(process.env.UPLOAD_ORIGINS) }),
});
