import { bootstrapService } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadSupportConfig } from './config';

const config = loadSupportConfig();
void bootstrapService(AppModule.forRoot(config), {
  service: 'support',
  kafkaBrokers: config.KAFKA_BROKERS,
  partitions: config.KAFKA_PARTITIONS,
  replyPartitions: config.KAFKA_REPLY_PARTITIONS,
});
