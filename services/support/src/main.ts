import { bootstrapService, loadServiceConfig } from '@streamhub/nest-kit';
import { AppModule } from './app.module';

const config = loadServiceConfig('support');
void bootstrapService(AppModule.forRoot(config), {
  service: 'support',
  kafkaBrokers: config.KAFKA_BROKERS,
  partitions: config.KAFKA_PARTITIONS,
  replyPartitions: config.KAFKA_REPLY_PARTITIONS,
});
