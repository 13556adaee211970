import { bootstrapService } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadBannerConfig } from './config';

const config = loadBannerConfig();
void bootstrapService(AppModule.forRoot(config), {
  service: 'banner',
  kafkaBrokers: config.KAFKA_BROKERS,
  partitions: config.KAFKA_PARTITIONS,
  replyPartitions: config.KAFKA_REPLY_PARTITIONS,
});
