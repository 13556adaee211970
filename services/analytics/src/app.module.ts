import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@streamhub/nest-kit';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from './config';
import { FiguresController } from './figures/figures.controller';
import { FiguresService } from './figures/figures.service';
import { PlaybackConsumer } from './ingest/playback-consumer';
import { PrivacyController } from './privacy/privacy.controller';
import { RetentionSweep } from './privacy/retention-sweep';
import { DuckStore } from './store/duck-store';

/** Makes the validated configuration injectable everywhere in the service. */
@Global()
@Module({})
class AnalyticsConfigModule {
  static forRoot(config: AnalyticsConfig): DynamicModule {
    return {
      module: AnalyticsConfigModule,
      providers: [{ provide: ANALYTICS_CONFIG, useValue: config }],
      exports: [ANALYTICS_CONFIG],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AnalyticsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AnalyticsConfigModule.forRoot(config),
        // Mongo holds the request ledger and event bookkeeping every service keeps; the figures live in DuckDB.
        ServiceKitModule.forService({
          service: 'analytics',
          kafkaBrokers: config.KAFKA_BROKERS,
          mongoUrl: config.MONGO_URL,
          logLevel: config.LOG_LEVEL,
        }),
      ],
      controllers: [FiguresController, PrivacyController],
      providers: [DuckStore, FiguresService, PlaybackConsumer, RetentionSweep],
    };
  }
}
