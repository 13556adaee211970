import { Module } from '@nestjs/common';
import { StreamSessions } from './stream-sessions';
import { StreamSessionsController } from './stream-sessions.controller';

/** Stream sessions and the plan's screen limit (the media path and the playback reply use them). */
@Module({
  providers: [StreamSessions],
  exports: [StreamSessions],
})
export class StreamsModule {}

/** The player's session routes (heartbeat, list, stop): API role only. */
@Module({
  imports: [StreamsModule],
  controllers: [StreamSessionsController],
})
export class StreamSessionsGatewayModule {}
