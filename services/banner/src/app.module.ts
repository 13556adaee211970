import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@streamhub/nest-kit';
import { BannersModule } from './banners/banners.module';
import { BANNER_CONFIG, type BannerConfig } from './config';

/** Makes the validated configuration injectable everywhere in the service. */
@Global()
@Module({})
class BannerConfigModule {
  static forRoot(config: BannerConfig): DynamicModule {
    return {
      module: BannerConfigModule,
      providers: [{ provide: BANNER_CONFIG, useValue: config }],
      exports: [BANNER_CONFIG],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: BannerConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        BannerConfigModule.forRoot(config),
        ServiceKitModule.forService({
          service: 'banner',
          kafkaBrokers: config.KAFKA_BROKERS,
          mongoUrl: config.MONGO_URL,
          logLevel: config.LOG_LEVEL,
        }),
        BannersModule,
      ],
    };
  }
}
