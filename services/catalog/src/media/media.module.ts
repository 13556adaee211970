import { Module, type DynamicModule } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { VideosModule } from '../videos/videos.module';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { BullTranscodeQueue, TranscodeQueue } from './transcode-queue';

/** Uploads, transcode results and playback decisions. */
@Module({})
export class MediaModule {
  static forRoot(config: { REDIS_URL: string }): DynamicModule {
    return {
      module: MediaModule,
      imports: [VideosModule, AccessModule],
      controllers: [MediaController],
      providers: [
        MediaService,
        { provide: TranscodeQueue, useFactory: () => new BullTranscodeQueue(config.REDIS_URL) },
      ],
      exports: [MediaService],
    };
  }
}
