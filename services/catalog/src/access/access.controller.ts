import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler, RpcHandler } from '@streamhub/nest-kit';
import {
  BillingEvents,
  CatalogPatterns,
  type AccessReply,
  type EventEnvelope,
  type RpcRequest,
  type SubscriptionEvent,
} from '@streamhub/contracts';
import { AccessService } from './access.service';

@Controller()
export class AccessController {
  constructor(private readonly access: AccessService) {}

  @RpcHandler(CatalogPatterns.checkVideoAccess)
  checkVideo(@Payload() request: RpcRequest<{ videoId: string }>): Promise<AccessReply> {
    return this.access.checkVideo(request.principal, request.body?.videoId);
  }

  @RpcHandler(CatalogPatterns.checkEpisodeAccess)
  checkEpisode(@Payload() request: RpcRequest<{ name: string }>): Promise<AccessReply> {
    return this.access.checkEpisode(request.principal, request.body?.name);
  }

  @EventHandler(BillingEvents.subscriptionActivated)
  async activated(@Payload() event: EventEnvelope<SubscriptionEvent>): Promise<void> {
    await this.access.onSubscriptionEvent(event, true);
  }

  @EventHandler(BillingEvents.subscriptionExpired)
  async expired(@Payload() event: EventEnvelope<SubscriptionEvent>): Promise<void> {
    await this.access.onSubscriptionEvent(event, false);
  }

  @EventHandler(BillingEvents.subscriptionCancelled)
  async cancelled(@Payload() event: EventEnvelope<SubscriptionEvent>): Promise<void> {
    await this.access.onSubscriptionEvent(event, false);
  }
}
