import { Inject, Injectable } from '@nestjs/common';
import { CatalogPatterns, type Principal, type Video } from '@streamhub/contracts';
import { CATALOG_CACHE } from '../catalog/catalog-cache-invalidator';
import type { ResponseCache } from '../catalog/response-cache';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { Upstream } from '../kafka/upstream';

/** Titles kept at most; beyond, the oldest goes. */
const MAX_TITLES = 2_000;

interface Entry {
  video: Video;
  generation: number;
  expiresAt: number;
}

/**
 * The title details an ad decision needs (rating, genre, languages, length, intro and recap
 * markers), kept per title (docs/ads.md "Decision path"): they are the same for every viewer who
 * may see the title (the access check, asked beside it on every request, says who may). Kept as the
 * gateway's catalog lists are: for CATALOG_CACHE_TTL_MS at most, dropped at catalog's next change
 * event (the catalog cache's generation), and not kept at all while that feed is not connected.
 */
@Injectable()
export class AdTitles {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { generation: number; promise: Promise<Video> }>();

  constructor(
    @Inject(CATALOG_CACHE) private readonly catalog: ResponseCache,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly upstream: Upstream,
  ) {}

  async get(videoId: string, principal: Principal): Promise<Video> {
    const id = videoId.toLowerCase();
    // An admin may read titles viewers cannot: their reads are neither kept nor shared.
    if (principal.isAdmin || this.config.CATALOG_CACHE_TTL_MS <= 0) return this.read(id, principal);
    const generation = this.catalog.currentGeneration;
    const live = this.catalog.isLive;
    const hit = this.entries.get(id);
    if (live && hit && hit.generation === generation && hit.expiresAt > Date.now()) return hit.video;
    const pending = this.loading.get(id);
    if (pending && pending.generation === generation) return pending.promise;
    const promise = this.read(id, principal)
      .then((video) => {
        if (live && this.catalog.isLive && this.catalog.currentGeneration === generation) {
          this.entries.delete(id);
          this.entries.set(id, { video, generation, expiresAt: Date.now() + this.config.CATALOG_CACHE_TTL_MS });
          if (this.entries.size > MAX_TITLES) this.entries.delete(this.entries.keys().next().value as string);
        }
        return video;
      })
      .finally(() => {
        if (this.loading.get(id)?.promise === promise) this.loading.delete(id);
      });
    this.loading.set(id, { generation, promise });
    return promise;
  }

  private read(id: string, principal: Principal): Promise<Video> {
    return this.upstream.send(CatalogPatterns.getVideo, { id }, principal);
  }
}
