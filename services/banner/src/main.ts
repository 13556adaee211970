import { bootstrapService, kafkaOptionsFrom } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadBannerConfig } from './config';

const config = loadBannerConfig();
void bootstrapService(AppModule.forRoot(config), { service: 'banner', ...kafkaOptionsFrom(config) });
