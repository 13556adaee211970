import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AgeRating, ApiSuccess, Principal, ProfileScope } from '@streamhub/contracts';
import { listLimitOf } from '../auth/household-states';
import { ViewerListLimits } from '../auth/viewer-list-limits';
import type { ApiResult } from '../common/api-result';
import { CATALOG_CACHE } from './catalog-cache-invalidator';
import type { CacheOutcome, CachedResponse, ResponseCache } from './response-cache';

/**
 * Sends public catalog lists from the gateway's cache. Entries are keyed by the raw URL and only
 * ever stored by the public, validated list routes (VideosController), so:
 * - a hit is answered in a Fastify onRequest hook, before Nest's guard, pipes and DTO
 *   transformation run (the hot path of the home page and the benchmark);
 * - a miss goes through the controller as usual (validation, Kafka), which stores the result.
 * Bodies are serialised once; a gzip copy is served to clients that accept it; the ETag lets
 * browsers revalidate with a 304. While the catalogue changes, a stale copy is answered while one
 * request refreshes it (see ResponseCache); `X-Cache` says which it was (hit, stale or miss).
 */
@Injectable()
export class CachedReply implements OnModuleInit {
  constructor(
    @Inject(CATALOG_CACHE) private readonly cache: ResponseCache,
    private readonly adapterHost: HttpAdapterHost,
    private readonly limits: ViewerListLimits,
  ) {}

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET') {
        done();
        return;
      }
      const answer = (limit: AgeRating | undefined | null) => {
        // null: the caller's limit is not known here; the guard and the controller answer.
        const hit = limit === null ? undefined : this.cache.serve(keyOf(request.url, limit));
        if (!hit) {
          done();
          return;
        }
        // Answering here ends the request: `done` must not be called as well.
        void write(request, reply, hit.response, hit.stale ? 'stale' : 'hit');
      };
      // A signed-in viewer's list is the one of their active profile's maturity limit.
      if (request.headers.authorization === undefined) answer(undefined);
      else this.limits.of(request).then(answer, () => done());
    });
  }

  /**
   * A viewer list: loaded with the active profile's maturity limit (none for guests and unlimited
   * profiles) and cached per limit.
   */
  async sendForViewer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Principal | undefined,
    load: (scope: ProfileScope) => Promise<ApiResult<T>>,
  ): Promise<void> {
    const maxAgeRating = listLimitOf(principal?.profile);
    const scope: ProfileScope = maxAgeRating ? { maxAgeRating } : {};
    await this.send(request, reply, () => load(scope), maxAgeRating);
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
    const { response, outcome } = await this.cache.resolve(key, async (): Promise<ApiSuccess<T>> => {
      const result = await load();
      return { success: true, message: result.message, data: result.data };
    });
    await write(request, reply, response, outcome);
  }
}

/** A list's cache key: its URL, and the maturity limit it was answered for (none: every rating). */
function keyOf(url: string, limit: string | undefined): string {
  return limit ? `${url}#${limit}` : url;
}

async function write(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
  outcome: CacheOutcome,
): Promise<void> {
  void reply
    .header('etag', cached.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('x-cache', outcome);
  if (request.headers['if-none-match'] === cached.etag) {
    await reply.status(304).send();
    return;
  }
  void reply.header('content-type', 'application/json; charset=utf-8');
  const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (cached.gzip && acceptsGzip) {
    await reply.header('content-encoding', 'gzip').send(cached.gzip);
    return;
  }
  await reply.send(cached.body);
}
