import { bootstrapService } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadBillingConfig } from './config';

const config = loadBillingConfig();
void bootstrapService(AppModule.forRoot(config), {
  service: 'billing',
  kafkaBrokers: config.KAFKA_BROKERS,
  partitions: config.KAFKA_PARTITIONS,
  replyPartitions: config.KAFKA_REPLY_PARTITIONS,
});
