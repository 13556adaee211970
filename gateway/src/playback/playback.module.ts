import { Module } from '@nestjs/common';
import { LiveSigner } from '../live/live-signer';
import { MediaDeliveryModule } from '../media/media.module';
import { StreamsModule } from '../streams/streams.module';
import { PlaybackService } from './playback.service';

/** What a viewer may play and with what, for titles and live events alike (PlaybackService). */
@Module({
  imports: [MediaDeliveryModule, StreamsModule],
  providers: [PlaybackService, LiveSigner],
  exports: [PlaybackService, LiveSigner],
})
export class PlaybackModule {}
