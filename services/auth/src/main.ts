import { bootstrapService, kafkaOptionsFrom } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadAuthConfig } from './config';

const config = loadAuthConfig();
void bootstrapService(AppModule.forRoot(config), { service: 'auth', ...kafkaOptionsFrom(config) });
