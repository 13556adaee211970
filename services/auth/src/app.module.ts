import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@streamhub/nest-kit';
import { AccountsModule } from './accounts.module';
import { AuthPrivacyExportModule } from './privacy/privacy-export';
import { AUTH_CONFIG, type AuthConfig } from './config';

@Global()
@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forService({
          service: 'auth',
          kafkaBrokers: config.KAFKA_BROKERS,
          mongoUrl: config.MONGO_URL,
          logLevel: config.LOG_LEVEL,
        }),
        AccountsModule,
        AuthPrivacyExportModule,
      ],
      providers: [{ provide: AUTH_CONFIG, useValue: config }],
      exports: [AUTH_CONFIG],
    };
  }
}
