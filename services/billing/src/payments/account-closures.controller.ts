import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler } from '@streamhub/nest-kit';
import {
  Events,
  type EventEnvelope,
  type UserDeletedEvent,
  type UserErasedEvent,
  type UserStatusChangedEvent,
} from '@streamhub/contracts';
import { ReceiptsService } from '../receipts/receipts.service';
import { MandatesService } from './mandates.service';

/**
 * Accounts that end stop paying: deactivation, an admin's deletion, the owner's deletion (closed
 * at once, then erased) each stop every mandate of the account at the provider. Auth writes these
 * events with the account's change (its outbox), and billing records each cancellation as due
 * before asking the provider, so nothing is lost while either is away. Idempotent: a replay finds
 * the mandates already stopped.
 */
@Controller()
export class AccountClosuresController {
  constructor(
    private readonly mandates: MandatesService,
    private readonly receipts: ReceiptsService,
  ) {}

  @EventHandler(Events.userStatusChanged)
  async statusChanged(@Payload() event: EventEnvelope<UserStatusChangedEvent>): Promise<void> {
    if (event.payload.status === 'inactive') await this.mandates.stopAllOf(event.payload.userId, 'account deactivated');
  }

  @EventHandler(Events.userDeleted)
  async deleted(@Payload() event: EventEnvelope<UserDeletedEvent>): Promise<void> {
    await this.mandates.stopAllOf(event.payload.userId, 'account deleted');
  }

  /** Erased: mandates stop, and receipts keep their tax record without the person's name and e-mail. */
  @EventHandler(Events.userErased)
  async erased(@Payload() event: EventEnvelope<UserErasedEvent>): Promise<void> {
    await this.mandates.stopAllOf(event.payload.userId, 'account erased');
    await this.receipts.forgetCustomer(event.payload.userId);
  }
}
