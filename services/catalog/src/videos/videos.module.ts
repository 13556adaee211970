import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OutboxRelay } from '../outbox/outbox-relay';
import { SeriesController } from '../series/series.controller';
import { SeriesRepository } from '../series/series.repository';
import { SeriesDoc, SeriesSchema } from '../series/series.schema';
import { SeriesService } from '../series/series.service';
import { VideoDoc, VideoSchema } from './video.schema';
import { VideosController } from './videos.controller';
import { VideosRepository } from './videos.repository';
import { VideosService } from './videos.service';

/** Videos and their series data (one outbox relay covers both collections). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: VideoDoc.name, schema: VideoSchema },
      { name: SeriesDoc.name, schema: SeriesSchema },
    ]),
  ],
  controllers: [VideosController, SeriesController],
  providers: [VideosRepository, VideosService, SeriesRepository, SeriesService, OutboxRelay],
  exports: [VideosService, SeriesService, VideosRepository],
})
export class VideosModule {}
