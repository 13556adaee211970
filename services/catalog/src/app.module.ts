import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule, type ServiceConfig } from '@streamhub/nest-kit';
import { CategoriesModule } from './categories/categories.module';

@Module({})
export class AppModule {
  static forRoot(config: ServiceConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forService({ service: 'catalog', kafkaBrokers: config.KAFKA_BROKERS, mongoUrl: config.MONGO_URL }),
        CategoriesModule,
      ],
    };
  }
}
