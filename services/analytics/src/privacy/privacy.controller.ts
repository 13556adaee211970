import { Controller, Logger } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler } from '@streamhub/nest-kit';
import { AuthEvents, type EventEnvelope, type UserErasedEvent } from '@streamhub/contracts';
import { DuckStore } from '../store/duck-store';

@Controller()
export class PrivacyController {
  private readonly logger = new Logger(PrivacyController.name);

  constructor(private readonly store: DuckStore) {}

  /** An erased account's playback events and sessions go with it (idempotent, so redelivery is harmless). */
  @EventHandler(AuthEvents.userErased)
  async userErased(@Payload() event: EventEnvelope<UserErasedEvent>): Promise<void> {
    const userId = event?.payload?.userId;
    if (!userId) return;
    const deleted = await this.store.eraseAccount(userId);
    this.logger.log(`erased account ${userId}: ${deleted} playback event(s) deleted`);
  }
}
