import { bootstrapService, kafkaOptionsFrom } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadBillingConfig } from './config';

const config = loadBillingConfig();
void bootstrapService(AppModule.forRoot(config), { service: 'billing', ...kafkaOptionsFrom(config) });
