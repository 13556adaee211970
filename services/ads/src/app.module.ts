import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@streamhub/nest-kit';
import { AdsModule } from './ads/ads.module';
import { ADS_CONFIG, type AdsConfig } from './config';

/** Makes the validated configuration injectable everywhere in the service. */
@Global()
@Module({})
class AdsConfigModule {
  static forRoot(config: AdsConfig): DynamicModule {
    return {
      module: AdsConfigModule,
      providers: [{ provide: ADS_CONFIG, useValue: config }],
      exports: [ADS_CONFIG],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AdsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AdsConfigModule.forRoot(config),
        ServiceKitModule.forService({
          service: 'ads',
          kafkaBrokers: config.KAFKA_BROKERS,
          mongoUrl: config.MONGO_URL,
          logLevel: config.LOG_LEVEL,
        }),
        AdsModule,
      ],
    };
  }
}
