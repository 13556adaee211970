import { Module } from '@nestjs/common';
import { StreamSessions } from './stream-sessions';
import { StreamSessionsController } from './stream-sessions.controller';

/** Stream sessions and the plan's screen limit (the media path and the playback reply use them). */
@Module({
  controllers: [StreamSessionsController],
  providers: [StreamSessions],
  exports: [StreamSessions],
})
export class StreamsModule {}
