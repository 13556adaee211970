import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { PlaybackEventsController } from './playback-events.controller';
import { PlaybackEventsProducer } from './playback-events.producer';
import { PlaybackRateLimit } from './playback-rate-limit';

/** The players' event intake (to Kafka) and the operators' figures served by the analytics service. */
@Module({
  controllers: [PlaybackEventsController, AnalyticsController],
  providers: [PlaybackEventsProducer, PlaybackRateLimit],
})
export class AnalyticsGatewayModule {}
