import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler, RpcHandler } from '@streamhub/nest-kit';
import {
  AuthEvents,
  CatalogEvents,
  CatalogPatterns,
  type EventEnvelope,
  type RpcRequest,
  type ProfileDeletedEvent,
  type UserErasedEvent,
  type VideoDeletedEvent,
  type WatchlistChangeRequest,
  type WatchlistReply,
} from '@streamhub/contracts';
import { WatchlistService } from './watchlist.service';

@Controller()
export class WatchlistController {
  constructor(private readonly watchlist: WatchlistService) {}

  @RpcHandler(CatalogPatterns.listWatchlist)
  list(@Payload() request: RpcRequest): Promise<WatchlistReply> {
    return this.watchlist.list(request.principal);
  }

  @RpcHandler(CatalogPatterns.addToWatchlist)
  add(@Payload() request: RpcRequest<WatchlistChangeRequest>): Promise<WatchlistReply> {
    return this.watchlist.add(request.principal, request.body?.videoId, request.body?.at);
  }

  @RpcHandler(CatalogPatterns.removeFromWatchlist)
  remove(@Payload() request: RpcRequest<WatchlistChangeRequest>): Promise<WatchlistReply> {
    return this.watchlist.remove(request.principal, request.body?.videoId, request.body?.at);
  }

  /** Deleting is idempotent, so a redelivered event needs no bookkeeping. */
  @EventHandler(CatalogEvents.videoDeleted)
  async videoDeleted(@Payload() event: EventEnvelope<VideoDeletedEvent>): Promise<void> {
    await this.watchlist.onVideoDeleted(event.payload.videoId);
  }

  /** A deleted viewer profile's entries go with it (idempotent). */
  @EventHandler(AuthEvents.profileDeleted)
  async profileDeleted(@Payload() event: EventEnvelope<ProfileDeletedEvent>): Promise<void> {
    const { userId, profileId } = event.payload;
    await this.watchlist.onProfileDeleted(userId, profileId);
  }

  /** An erased account's watchlist goes with it (idempotent too). */
  @EventHandler(AuthEvents.userErased)
  async userErased(@Payload() event: EventEnvelope<UserErasedEvent>): Promise<void> {
    await this.watchlist.onUserErased(event.payload.userId);
  }
}
