import { Global, Module } from '@nestjs/common';
import { WriteOutbox } from './write-outbox';

/** The durable journal of writes accepted while their service cannot be reached (docs/ha.md). */
@Global()
@Module({
  providers: [WriteOutbox],
  exports: [WriteOutbox],
})
export class OutboxModule {}
