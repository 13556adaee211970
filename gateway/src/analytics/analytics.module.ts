import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { PlaybackEventsOutbox } from './playback-events-outbox';
import { PlaybackEventsController } from './playback-events.controller';
import { PlaybackEventsProducer } from './playback-events.producer';
import { PlaybackRateLimit } from './playback-rate-limit';
import { RecommendationsController } from './recommendations.controller';

/** The players' event intake (to Kafka), the operators' figures and the viewers' rows served by the analytics service. */
@Module({
  controllers: [PlaybackEventsController, AnalyticsController, RecommendationsController],
  providers: [PlaybackEventsProducer, PlaybackEventsOutbox, PlaybackRateLimit],
  // Ad events travel on the same topic (docs/ads.md "Measurement").
  exports: [PlaybackEventsProducer],
})
export class AnalyticsGatewayModule {}
