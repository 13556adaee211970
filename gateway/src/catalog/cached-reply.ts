import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  REQUEST_ID_HEADER,
  contentLanguageOf,
  localizeVideos,
  type AgeRating,
  type ApiSuccess,
  type Principal,
  type ProfileLanguage,
  type ProfileScope,
} from '@streamhub/contracts';
import { listLimitOf } from '../auth/household-states';
import { ViewerListLimits } from '../auth/viewer-list-limits';
import type { ApiResult } from '../common/api-result';
import { frontDoor, requestIdOf } from '../common/front-door';
import { securityHeaders } from '../common/security-headers';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { CATALOG_CACHE } from './catalog-cache-invalidator';
import { staleHeaders } from '../common/last-good';
import { httpDuration, httpResponseBytes, staleIfErrorAnswers } from '../metrics/metrics';
import { chooseCoding, noneMatchHits } from './content-coding';
import type { CacheOutcome, CachedResponse, ResponseCache } from './response-cache';

/**
 * Sends public catalog lists from the gateway's cache. Entries are keyed by the raw URL and only
 * ever stored by the public, validated list routes (VideosController), so:
 * - a hit is answered at the gateway's front door (common/front-door.ts), the server's listener
 *   ahead of Fastify: before routing, hooks, Nest's middleware, guard, pipes and DTO transformation
 *   (the hot path of the home page and the benchmark); such answers are counted in the metrics, not
 *   written to the request log;
 * - a miss goes through the controller as usual (validation, Kafka), which stores the result.
 * Bodies are serialised once and compressed once per change (brotli and gzip, see ResponseCache);
 * each client gets the best form it accepts (Vary: Accept-Encoding), and each form's ETag lets it
 * revalidate with a 304. While the catalogue changes, a stale copy is answered while one request
 * refreshes it (see ResponseCache); `X-Cache` says which it was (hit, stale or miss).
 */
@Injectable()
export class CachedReply implements OnModuleInit {
  /** The security headers every answer carries, as name, value, name, value... */
  private readonly security: string[];
  /** Cross-origin callers are allowed (CORS_ORIGINS): their requests take the usual way, where CORS answers them. */
  private readonly cors: boolean;

  constructor(
    @Inject(CATALOG_CACHE) private readonly cache: ResponseCache,
    private readonly limits: ViewerListLimits,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.security = Object.entries(securityHeaders({ hsts: config.HSTS })).flat();
    this.cors = config.CORS_ORIGINS !== '';
  }

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    frontDoor.use((request, response, next) => {
      if (request.method !== 'GET' || (this.cors && request.headers.origin !== undefined)) {
        next();
        return;
      }
      const startedAt = performance.now();
      const answer = (limit: AgeRating | undefined | null) => {
        // null: the caller's limit is not known here; the guard and the controller answer.
        const url = request.url ?? '';
        const lang = languageOf(url, request.headers['accept-language']);
        const hit = limit === null ? undefined : this.cache.serve(keyOf(url, variantOf(limit, lang)));
        if (!hit) {
          next();
          return;
        }
        // Answering here ends the request: `next` must not be called as well.
        writeDirect(request, response, hit, this.security, startedAt);
      };
      // A signed-in viewer's list is the one of their active profile's maturity limit.
      if (request.headers.authorization === undefined) answer(undefined);
      else this.limits.of(request).then(answer, () => next());
    });
  }

  /**
   * A viewer list: loaded with the active profile's maturity limit (none for guests and unlimited
   * profiles), its titles in the caller's language (`lang` query, else Accept-Language, else English;
   * docs/i18n.md), and cached per limit and language.
   */
  async sendForViewer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Principal | undefined,
    load: (scope: ProfileScope) => Promise<ApiResult<T>>,
  ): Promise<void> {
    const maxAgeRating = listLimitOf(principal?.profile);
    const scope: ProfileScope = maxAgeRating ? { maxAgeRating } : {};
    const lang = languageOf(request.url, request.headers['accept-language']);
    await this.send(
      request,
      reply,
      async () => {
        const result = await load(scope);
        return { ...result, data: localizeVideos(result.data, lang) };
      },
      variantOf(maxAgeRating, lang),
    );
  }

  /**
   * `variant` names a different answer to the same URL (a profile's maturity limit): it is part
   * of the key, so a kids profile is never answered from an unlimited list.
   */
  async send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<ApiResult<T>>,
    variant?: string,
  ): Promise<void> {
    // Requests that got past the onRequest hook may still be answered from the cache (e.g. a
    // refresh started meanwhile): X-Cache says how each one was answered.
    const key = keyOf(request.url, variant);
    const { response, outcome, ageMs } = await this.cache.resolve(
      key,
      async (): Promise<ApiSuccess<T>> => {
        const result = await load();
        return { success: true, message: result.message, data: result.data };
      },
      request.routeOptions.url,
    );
    if (outcome === 'stale-if-error') {
      // Catalog could not be reached: its last good copy, marked as such (RFC 9111 Age, Warning).
      for (const [name, value] of staleHeaders(ageMs ?? 0)) void reply.header(name, value);
      staleIfErrorAnswers.inc({ source: request.routeOptions.url ?? 'unmatched' });
    }
    write(request, reply, response, outcome);
  }
}

/** A list's cache key: its URL, and the variant (limit and language) it was answered for. */
function keyOf(url: string, variant: string | undefined): string {
  return variant ? `${url}#${variant}` : url;
}

/** The maturity limit (none: every rating) and the language (none: English) of a viewer list. */
function variantOf(limit: AgeRating | undefined, lang: ProfileLanguage): string | undefined {
  const language = lang === 'en' ? '' : `@${lang}`;
  return `${limit ?? ''}${language}` || undefined;
}

/** The language a catalogue answer is in (contentLanguageOf), from the URL's `lang` and Accept-Language. */
export function languageOf(url: string, acceptLanguage: string | string[] | undefined): ProfileLanguage {
  const query = url.indexOf('?');
  const lang = query === -1 ? null : new URLSearchParams(url.slice(query + 1)).get('lang');
  return contentLanguageOf(lang ?? undefined, Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage);
}

/** Lists differ by encoding and, for titles with translations, by language. */
const VARY = 'accept-encoding, accept-language';

/** Sends one form of `cached` (or a 304); synchronous, so a hit creates no promise. */
function write(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse, outcome: CacheOutcome): void {
  const coding = chooseCoding(request.headers['accept-encoding'], cached);
  const sent = coding ? cached[coding]! : cached;
  void reply
    .header('etag', sent.etag)
    .header('cache-control', 'no-cache')
    .header('vary', VARY)
    .header('x-cache', outcome);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && notModified(ifNoneMatch, cached)) {
    void reply.status(304).send();
    return;
  }
  void reply.header('content-type', 'application/json; charset=utf-8');
  if (coding) void reply.header('content-encoding', coding);
  void reply.send(sent.body);
}

/**
 * A hit at the front door, written straight to Node's response in one writeHead: the security
 * headers and request id (which Fastify's hooks set on every other answer) and the cached form's
 * own. Fastify never sees the request, so a hit costs about what a static file does; its duration
 * and bytes are recorded here instead.
 */
function writeDirect(
  request: IncomingMessage,
  response: ServerResponse,
  hit: { response: CachedResponse; stale: boolean; route?: string },
  security: readonly string[],
  startedAt: number,
): void {
  const cached = hit.response;
  const coding = chooseCoding(request.headers['accept-encoding'], cached);
  const sent = coding ? cached[coding]! : cached;
  const headers = [
    ...security,
    REQUEST_ID_HEADER,
    requestIdOf(request),
    'etag',
    sent.etag,
    'cache-control',
    'no-cache',
    'vary',
    VARY,
    'x-cache',
    hit.stale ? 'stale' : 'hit',
  ];
  const ifNoneMatch = request.headers['if-none-match'];
  const status = ifNoneMatch !== undefined && notModified(ifNoneMatch, cached) ? 304 : 200;
  if (status === 304) {
    response.writeHead(304, headers).end();
  } else {
    headers.push('content-type', 'application/json; charset=utf-8', 'content-length', String(sent.body.length));
    if (coding) headers.push('content-encoding', coding);
    response.writeHead(200, headers).end(sent.body);
  }
  const route = hit.route ?? 'unmatched';
  httpDuration.observe({ method: 'GET', route, status: String(status) }, (performance.now() - startedAt) / 1000);
  if (status === 200) httpResponseBytes.inc({ route }, sent.body.length);
}

/** Whether the client's copy (of any form of the current body) is still current. */
function notModified(ifNoneMatch: string, cached: CachedResponse): boolean {
  const etags = [cached.etag];
  if (cached.br) etags.push(cached.br.etag);
  if (cached.gzip) etags.push(cached.gzip.etag);
  return noneMatchHits(ifNoneMatch, etags);
}
