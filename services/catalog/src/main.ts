import { bootstrapService } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadCatalogConfig } from './config';

const config = loadCatalogConfig();
void bootstrapService(AppModule.forRoot(config), {
  service: 'catalog',
  kafkaBrokers: config.KAFKA_BROKERS,
  partitions: config.KAFKA_PARTITIONS,
  replyPartitions: config.KAFKA_REPLY_PARTITIONS,
});
