import { bootstrapService, kafkaOptionsFrom } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadAnalyticsConfig } from './config';

const config = loadAnalyticsConfig();
void bootstrapService(AppModule.forRoot(config), { service: 'analytics', ...kafkaOptionsFrom(config) });
