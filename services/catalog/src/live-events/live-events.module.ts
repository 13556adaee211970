import { Module, type DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccessModule } from '../access/access.module';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { LiveEventDoc, LiveEventDocSchema } from './live-event.schema';
import { LiveEventsController } from './live-events.controller';
import { LiveEventsRepository } from './live-events.repository';
import { LiveEventsService } from './live-events.service';

/** Live events (docs/live.md): scheduling, the public list, the ingest's publish checks. */
@Module({})
export class LiveEventsModule {
  static forRoot(config: Pick<CatalogConfig, 'LIVE_RTMP_URL'>): DynamicModule {
    return {
      module: LiveEventsModule,
      imports: [MongooseModule.forFeature([{ name: LiveEventDoc.name, schema: LiveEventDocSchema }]), AccessModule],
      controllers: [LiveEventsController],
      providers: [LiveEventsRepository, LiveEventsService, { provide: CATALOG_CONFIG, useValue: config }],
    };
  }
}
