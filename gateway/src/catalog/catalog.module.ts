import { Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { StreamsModule } from '../streams/streams.module';
import { MediaGatewayModule } from '../media/media.module';
import { PlaybackModule } from '../playback/playback.module';
import { isOutage } from '../common/last-good';
import { exposeCacheMetrics } from '../metrics/metrics';
import { AdminVideosController } from './admin-videos.controller';
import { CachedReply } from './cached-reply';
import { CATALOG_CACHE, CatalogCacheInvalidator } from './catalog-cache-invalidator';
import { CategoriesController } from './categories.controller';
import { HistoryController } from './history.controller';
import { ResponseCache } from './response-cache';
import { VideosController } from './videos.controller';
import { WatchlistController } from './watchlist.controller';

const MAX_CACHED_RESPONSES = 500;

/** HTTP routes served by the catalog service. */
@Module({
  imports: [MediaGatewayModule, StreamsModule, PlaybackModule],
  controllers: [CategoriesController, VideosController, AdminVideosController, WatchlistController, HistoryController],
  providers: [
    {
      provide: CATALOG_CACHE,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => {
        const cache = new ResponseCache({
          ttlMs: config.CATALOG_CACHE_TTL_MS,
          maxEntries: MAX_CACHED_RESPONSES,
          refreshIntervalMs: config.CATALOG_CACHE_REFRESH_MS,
          staleIfErrorMs: config.STALE_IF_ERROR_MS,
          isOutage,
        });
        exposeCacheMetrics(cache);
        return cache;
      },
    },
    CatalogCacheInvalidator,
    CachedReply,
  ],
  exports: [CATALOG_CACHE],
})
export class CatalogGatewayModule {}
