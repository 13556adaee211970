import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule, type ServiceConfig } from '@streamhub/nest-kit';
import { CustomersModule } from './customers/customers.module';

@Module({})
export class AppModule {
  static forRoot(config: ServiceConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forService({ service: 'billing', kafkaBrokers: config.KAFKA_BROKERS, mongoUrl: config.MONGO_URL, logLevel: config.LOG_LEVEL }), CustomersModule],
    };
  }
}
