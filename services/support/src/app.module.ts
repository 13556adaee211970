import { SupportPrivacyExportModule } from './privacy/privacy-export';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@streamhub/nest-kit';
import { SUPPORT_CONFIG, type SupportConfig } from './config';
import { AccountLanguagesModule } from './accounts/account-languages.module';
import { GrievancesModule } from './grievances/grievances.module';
import { QueriesModule } from './queries/queries.module';

/** Makes the validated configuration injectable everywhere in the service. */
@Global()
@Module({})
class SupportConfigModule {
  static forRoot(config: SupportConfig): DynamicModule {
    return {
      module: SupportConfigModule,
      providers: [{ provide: SUPPORT_CONFIG, useValue: config }],
      exports: [SUPPORT_CONFIG],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: SupportConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SupportConfigModule.forRoot(config),
        ServiceKitModule.forService({
          service: 'support',
          kafkaBrokers: config.KAFKA_BROKERS,
          mongoUrl: config.MONGO_URL,
          logLevel: config.LOG_LEVEL,
        }),
        AccountLanguagesModule,
        QueriesModule,
        GrievancesModule,
        SupportPrivacyExportModule,
      ],
    };
  }
}
