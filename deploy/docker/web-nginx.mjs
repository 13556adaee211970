#!/usr/bin/env node
// nginx configuration of a web client's image: the built app under its base path (SPA fallback
// to its index.html), long-lived caching of hashed assets, and exactly the response headers of
// libs/web-kit/src/security-headers.ts (the ones `vite preview` sends locally).
//   node deploy/docker/web-nginx.mjs <base-path> [payment-origins]  > default.conf
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const LISTEN_PORT = 8080;

/** Quotes a header value for nginx (double quotes; the policy never contains one). */
function quoted(value) {
  if (/["\\\n]/.test(value)) throw new Error(`header value cannot be quoted for nginx: ${value}`);
  return `"${value}"`;
}

/** The server block for an app built with `vite build --base <basePath>`. */
export function serverConfig({ basePath, headers }) {
  if (!/^\/([a-z0-9-]+\/)?$/.test(basePath)) throw new Error(`base path must be / or /<name>/, got ${basePath}`);
  // Server-level add_header lines apply to every location that adds none of its own.
  const headerLines = Object.entries(headers).map(([name, value]) => `  add_header ${name} ${quoted(value)} always;`);
  return [
    'server {',
    `  listen ${LISTEN_PORT};`,
    '  server_tokens off;',
    '  root /usr/share/nginx/html;',
    ...headerLines,
    '  location = /healthz { access_log off; default_type text/plain; return 200 "ok\\n"; }',
    `  location ${basePath}assets/ { expires 1y; try_files $uri =404; }`,
    ...(basePath === '/'
      ? []
      : [`  location = ${basePath.slice(0, -1)} { expires -1; try_files ${basePath}index.html =404; }`]),
    `  location ${basePath} { expires -1; try_files $uri ${basePath}index.html; }`,
    '}',
    '',
  ].join('\n');
}

/** Loads the TypeScript module the web apps use, transpiled on the fly (typescript is a build tool here). */
export async function loadSecurityHeaders() {
  const ts = (await import('typescript')).default;
  const source = readFileSync(resolve(here, '../../libs/web-kit/src/security-headers.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [basePath, paymentOrigins] = process.argv.slice(2);
  if (!basePath) {
    process.stderr.write('usage: web-nginx.mjs <base-path> [payment-origins]\n');
    process.exit(64);
  }
  const kit = await loadSecurityHeaders();
  const headers = kit.securityHeaders({ paymentOrigins: kit.paymentOriginsFrom(paymentOrigins) });
  process.stdout.write(serverConfig({ basePath, headers }));
}
