import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@streamhub/nest-kit';
import { AccessModule } from './access/access.module';
import { CategoriesModule } from './categories/categories.module';
import { CATALOG_CONFIG, type CatalogConfig } from './config';
import { DownloadsModule } from './downloads/downloads.module';
import { DrmModule } from './drm/drm.module';
import { HistoryModule } from './history/history.module';
import { LiveEventsModule } from './live-events/live-events.module';
import { MediaModule } from './media/media.module';
import { CatalogPrivacyExportModule } from './privacy/privacy-export';
import { SeedModule } from './seed/seed.module';
import { TextTracksModule } from './text-tracks/text-tracks.module';
import { VideosModule } from './videos/videos.module';
import { WatchlistModule } from './watchlist/watchlist.module';

@Module({})
export class AppModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    const drm = DrmModule.forRoot(config);
    const media = MediaModule.forRoot(config, drm);
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forService({
          service: 'catalog',
          kafkaBrokers: config.KAFKA_BROKERS,
          mongoUrl: config.MONGO_URL,
          logLevel: config.LOG_LEVEL,
        }),
        CategoriesModule,
        VideosModule,
        AccessModule,
        WatchlistModule,
        HistoryModule,
        DownloadsModule.forRoot(config),
        CatalogPrivacyExportModule,
        TextTracksModule,
        LiveEventsModule.forRoot(config, media),
        drm,
        media,
        SeedModule.forRoot(config, media),
      ],
      providers: [{ provide: CATALOG_CONFIG, useValue: config }],
    };
  }
}
