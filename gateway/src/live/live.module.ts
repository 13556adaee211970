import { Module } from '@nestjs/common';
import { OrderRateLimit } from '../billing/order-rate-limit';
import { MediaDeliveryModule } from '../media/media.module';
import { PlaybackModule } from '../playback/playback.module';
import { StreamsModule } from '../streams/streams.module';
import { LiveManifests } from './live-manifests';
import { LiveStats } from './live-stats';
import { LiveController } from './live.controller';

/** HTTP routes of live events, served by the catalog service's live module; the edge serves the media. */
@Module({
  imports: [MediaDeliveryModule, PlaybackModule, StreamsModule],
  controllers: [LiveController],
  providers: [LiveStats, LiveManifests, OrderRateLimit],
})
export class LiveGatewayModule {}
