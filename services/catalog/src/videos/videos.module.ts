import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CategoriesModule } from '../categories/categories.module';
import { OUTBOX_RELAYS, VideosOutbox } from '../outbox/outbox-relays';
import { SeriesController } from '../series/series.controller';
import { SeriesRepository } from '../series/series.repository';
import { SeriesDoc, SeriesSchema } from '../series/series.schema';
import { SeriesService } from '../series/series.service';
import { DialogueLineDoc, DialogueLineSchema } from '../text-tracks/dialogue-line.schema';
import { IntroMarkersService } from './intro-markers.service';
import { VideoDoc, VideoSchema } from './video.schema';
import { VideosController } from './videos.controller';
import { VideosRepository } from './videos.repository';
import { VideosService } from './videos.service';

/** Videos and their series data, each collection with its outbox relay. */
@Module({
  imports: [
    CategoriesModule,
    MongooseModule.forFeature([
      { name: VideoDoc.name, schema: VideoSchema },
      { name: SeriesDoc.name, schema: SeriesSchema },
      { name: DialogueLineDoc.name, schema: DialogueLineSchema },
    ]),
  ],
  controllers: [VideosController, SeriesController],
  providers: [VideosRepository, VideosService, IntroMarkersService, SeriesRepository, SeriesService, ...OUTBOX_RELAYS],
  exports: [VideosService, IntroMarkersService, SeriesService, VideosRepository, VideosOutbox],
})
export class VideosModule {}
