import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler, RpcHandler } from '@streamhub/nest-kit';
import {
  AuthEvents,
  CatalogEvents,
  CatalogPatterns,
  type EventEnvelope,
  type HistoryEntryRequest,
  type RecordProgressRequest,
  type RpcRequest,
  type ProfileDeletedEvent,
  type UserErasedEvent,
  type VideoDeletedEvent,
  type WatchHistoryItem,
  type WatchHistoryReply,
} from '@streamhub/contracts';
import { HistoryService } from './history.service';

@Controller()
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @RpcHandler(CatalogPatterns.listHistory)
  list(@Payload() request: RpcRequest): Promise<WatchHistoryReply> {
    return this.history.list(request.principal);
  }

  @RpcHandler(CatalogPatterns.hideFromContinueWatching)
  hide(@Payload() request: RpcRequest<HistoryEntryRequest>): Promise<WatchHistoryReply> {
    return this.history.hide(request.principal, request.body?.videoId);
  }

  @RpcHandler(CatalogPatterns.removeHistoryEntry)
  remove(@Payload() request: RpcRequest<HistoryEntryRequest>): Promise<WatchHistoryReply> {
    return this.history.remove(request.principal, request.body?.videoId, request.body?.at);
  }

  @RpcHandler(CatalogPatterns.recordProgress)
  record(@Payload() request: RpcRequest<RecordProgressRequest>): Promise<WatchHistoryItem> {
    return this.history.record(request.principal, request.body);
  }

  /** Deleting is idempotent, so a redelivered event needs no bookkeeping. */
  @EventHandler(CatalogEvents.videoDeleted)
  async videoDeleted(@Payload() event: EventEnvelope<VideoDeletedEvent>): Promise<void> {
    await this.history.onVideoDeleted(event.payload.videoId);
  }

  /** A deleted viewer profile's entries go with it (idempotent). */
  @EventHandler(AuthEvents.profileDeleted)
  async profileDeleted(@Payload() event: EventEnvelope<ProfileDeletedEvent>): Promise<void> {
    const { userId, profileId } = event.payload;
    await this.history.onProfileDeleted(userId, profileId);
  }

  /** An erased account's history goes with it (idempotent too). */
  @EventHandler(AuthEvents.userErased)
  async userErased(@Payload() event: EventEnvelope<UserErasedEvent>): Promise<void> {
    await this.history.onUserErased(event.payload.userId);
  }
}
