import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { VideoDoc, VideoSchema } from '../videos/video.schema';
import { VideosModule } from '../videos/videos.module';
import { TextTracksController } from './text-tracks.controller';
import { TextTracksRepository } from './text-tracks.repository';
import { TextTracksService } from './text-tracks.service';

/** Subtitles and captions of videos. */
@Module({
  imports: [VideosModule, MongooseModule.forFeature([{ name: VideoDoc.name, schema: VideoSchema }])],
  controllers: [TextTracksController],
  providers: [TextTracksRepository, TextTracksService],
  exports: [TextTracksService],
})
export class TextTracksModule {}
