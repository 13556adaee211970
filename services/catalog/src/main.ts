import { bootstrapService, kafkaOptionsFrom } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { loadCatalogConfig } from './config';

const config = loadCatalogConfig();
void bootstrapService(AppModule.forRoot(config), { service: 'catalog', ...kafkaOptionsFrom(config) });
