import { bootstrapService, kafkaOptionsFrom } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadSupportConfig } from './config';

const config = loadSupportConfig();
void bootstrapService(AppModule.forRoot(config), { service: 'support', ...kafkaOptionsFrom(config) });
