import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX } from '@streamhub/contracts';

/**
 * The security headers of the gateway's answers, worked out once with helmet and set as a fixed
 * list (helmet's answer does not depend on the request, and running its chain of a dozen
 * middlewares on every request cost more than routing a cached list).
 *
 * Two sets:
 * - `securityHeaders`: every answer but the docs page, i.e. JSON, media and redirects. Nothing may
 *   frame them, sniff them or load anything from them (CSP `default-src 'none'`), other origins
 *   may not embed them (CORP), no referrer leaves, and HTTPS is sticky when served over TLS: the
 *   headers OWASP's REST cheat sheet asks of an API. The ones helmet adds for HTML documents
 *   (opener and agent-cluster isolation, DNS prefetch, IE's download and XSS-filter switches,
 *   Flash's cross-domain policies) mean nothing on a JSON answer and cost each of them ~450 bytes
 *   and six header lines to write and parse, which on a cached list is most of its cost.
 * - `documentSecurityHeaders`: the docs page (Swagger UI, HTML), helmet's full document set with
 *   its own scripts and styles allowed.
 */
export function securityHeaders(options: { hsts: boolean }): Readonly<Record<string, string>> {
  return fixedHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    ...common(options),
  });
}

/** The docs page's headers (see securityHeaders). */
export function documentSecurityHeaders(options: { hsts: boolean }): Readonly<Record<string, string>> {
  return fixedHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
      },
    },
    ...common(options),
  });
}

/** Whether a request's URL is the docs page or one of its assets (not its JSON document). */
export function isDocsPage(url: string): boolean {
  const docs = `/${API_PREFIX}/docs`;
  return url === docs || url.startsWith(`${docs}/`) || url.startsWith(`${docs}?`);
}

/** What both sets share: HSTS over TLS, no referrer, no framing. */
function common(options: { hsts: boolean }) {
  return {
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' as const },
    frameguard: { action: 'deny' as const },
  };
}

/** Helmet's answer as a fixed list of headers (it does not depend on the request). */
function fixedHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const middleware = helmet(options);
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}
