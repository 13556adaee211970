import { bootstrapService, loadServiceConfig } from '@streamhub/nest-kit';
import { AppModule } from './app.module';

const config = loadServiceConfig('catalog');
void bootstrapService(AppModule.forRoot(config), {
  service: 'catalog',
  kafkaBrokers: config.KAFKA_BROKERS,
  partitions: config.KAFKA_PARTITIONS,
});
