import { Module, type DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccessModule } from '../access/access.module';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { LiveEventDoc, LiveEventDocSchema } from './live-event.schema';
import { LiveEventsController } from './live-events.controller';
import { LiveEventsRepository } from './live-events.repository';
import { LiveEventsService } from './live-events.service';

/** Live events (docs/live.md): scheduling, the public list, the ingest's publish checks, live to VOD. */
@Module({})
export class LiveEventsModule {
  /** `media`: the media pipeline an ended event's recording goes through (docs/live.md, "Live to VOD"). */
  static forRoot(config: Pick<CatalogConfig, 'LIVE_RTMP_URL'>, media: DynamicModule): DynamicModule {
    return {
      module: LiveEventsModule,
      imports: [
        MongooseModule.forFeature([{ name: LiveEventDoc.name, schema: LiveEventDocSchema }]),
        AccessModule,
        media,
      ],
      controllers: [LiveEventsController],
      providers: [LiveEventsRepository, LiveEventsService, { provide: CATALOG_CONFIG, useValue: config }],
    };
  }
}
