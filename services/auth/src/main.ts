import { bootstrapService, loadServiceConfig } from '@streamhub/nest-kit';
import { AppModule } from './app.module';

const config = loadServiceConfig('auth');
void bootstrapService(AppModule.forRoot(config), {
  service: 'auth',
  kafkaBrokers: config.KAFKA_BROKERS,
  partitions: config.KAFKA_PARTITIONS,
});
