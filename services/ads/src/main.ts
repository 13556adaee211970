import { bootstrapService, kafkaOptionsFrom } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadAdsConfig } from './config';

const config = loadAdsConfig();
void bootstrapService(AppModule.forRoot(config), { service: 'ads', ...kafkaOptionsFrom(config) });
