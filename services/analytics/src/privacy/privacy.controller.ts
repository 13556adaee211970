import { Controller, Logger } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler, RpcHandler, ServiceError } from '@streamhub/nest-kit';
import {
  AuthEvents,
  AuthMessages,
  exportable,
  PrivacyPatterns,
  type EventEnvelope,
  type NoBody,
  type ProfileDeletedEvent,
  type RpcRequest,
  type ServiceDataExport,
  type UserErasedEvent,
} from '@streamhub/contracts';
import { DuckStore } from '../store/duck-store';

@Controller()
export class PrivacyController {
  private readonly logger = new Logger(PrivacyController.name);

  constructor(private readonly store: DuckStore) {}

  /** An erased account's playback events and sessions go with it (idempotent, so redelivery is harmless). */
  @EventHandler(AuthEvents.userErased)
  async userErased(@Payload() event: EventEnvelope<UserErasedEvent>): Promise<void> {
    const { userId } = event.payload;
    const deleted = await this.store.erase({ accountId: userId });
    this.logger.log(`erased account ${userId}: ${deleted} playback event(s) deleted`);
  }

  /** The account's playback events and sessions, for "Download my data" (docs/privacy.md). */
  @RpcHandler(PrivacyPatterns.exportAnalytics)
  async export(@Payload() request: RpcRequest<NoBody>): Promise<ServiceDataExport> {
    const accountId = request.principal?.userId;
    if (!accountId) throw ServiceError.unauthorized(AuthMessages.signInRequired);
    const { events, sessions } = await this.store.accountRecords(accountId);
    return {
      service: 'analytics',
      records: { playbackEvents: events.map(exportable), sessions: sessions.map(exportable) },
    };
  }

  /** A deleted viewer profile's playback events go with it (idempotent). */
  @EventHandler(AuthEvents.profileDeleted)
  async profileDeleted(@Payload() event: EventEnvelope<ProfileDeletedEvent>): Promise<void> {
    const { userId, profileId } = event.payload;
    // The account holder's own profile has the account's id and goes only with the account.
    if (profileId === userId) return;
    const deleted = await this.store.erase({ profileId });
    this.logger.log(`deleted profile ${profileId}: ${deleted} playback event(s) deleted`);
  }
}
