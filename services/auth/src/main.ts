import { bootstrapService } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadAuthConfig } from './config';

const config = loadAuthConfig();
void bootstrapService(AppModule.forRoot(config), {
  service: 'auth',
  kafkaBrokers: config.KAFKA_BROKERS,
  partitions: config.KAFKA_PARTITIONS,
  replyPartitions: config.KAFKA_REPLY_PARTITIONS,
});
