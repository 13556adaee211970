import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { VideoDoc, VideoSchema } from '../videos/video.schema';
import { VideosModule } from '../videos/videos.module';
import { DialogueLineDoc, DialogueLineSchema } from './dialogue-line.schema';
import { DialogueRepository } from './dialogue.repository';
import { TextTracksController } from './text-tracks.controller';
import { TextTracksRepository } from './text-tracks.repository';
import { TextTracksService } from './text-tracks.service';

/** Subtitles and captions of videos. */
@Module({
  imports: [
    VideosModule,
    MongooseModule.forFeature([
      { name: VideoDoc.name, schema: VideoSchema },
      { name: DialogueLineDoc.name, schema: DialogueLineSchema },
    ]),
  ],
  controllers: [TextTracksController],
  providers: [TextTracksRepository, TextTracksService, DialogueRepository],
  exports: [TextTracksService],
})
export class TextTracksModule {}
