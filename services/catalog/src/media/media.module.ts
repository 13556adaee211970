import { Module, type DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccessModule } from '../access/access.module';
import { AudioTracksController } from '../audio-tracks/audio-tracks.controller';
import { AudioTracksRepository } from '../audio-tracks/audio-tracks.repository';
import { AudioTracksService } from '../audio-tracks/audio-tracks.service';
import { VideoDoc, VideoSchema } from '../videos/video.schema';
import { VideosModule } from '../videos/videos.module';
import { RepackageController } from '../drm/repackage.controller';
import { RepackageRepository } from '../drm/repackage.repository';
import { RepackageService } from '../drm/repackage.service';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { BullTranscodeQueue, TranscodeQueue } from './transcode-queue';

/** Uploads, transcode results, uploaded audio languages and playback decisions. */
@Module({})
export class MediaModule {
  static forRoot(config: { REDIS_URL: string }, drm: DynamicModule): DynamicModule {
    return {
      module: MediaModule,
      imports: [
        VideosModule,
        AccessModule,
        drm,
        MongooseModule.forFeature([{ name: VideoDoc.name, schema: VideoSchema }]),
      ],
      // Uploaded audio languages go through the same queue as encodes.
      // Re-packaging a title for protection (docs/drm.md) goes through the same queue too.
      controllers: [MediaController, AudioTracksController, RepackageController],
      providers: [
        MediaService,
        AudioTracksService,
        AudioTracksRepository,
        RepackageService,
        RepackageRepository,
        { provide: TranscodeQueue, useFactory: () => new BullTranscodeQueue(config.REDIS_URL) },
      ],
      exports: [MediaService],
    };
  }
}
