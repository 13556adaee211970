import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler } from '@streamhub/nest-kit';
import { BillingEvents, type EventEnvelope, type SubscriptionEvent } from '@streamhub/contracts';
import { SubscriptionStatesService } from './subscription-states.service';

@Controller()
export class SubscriptionStatesController {
  constructor(private readonly states: SubscriptionStatesService) {}

  @EventHandler(BillingEvents.subscriptionActivated)
  activated(@Payload() event: EventEnvelope<SubscriptionEvent>): Promise<void> {
    return this.states.onEvent(event, 'active');
  }

  @EventHandler(BillingEvents.subscriptionExpired)
  expired(@Payload() event: EventEnvelope<SubscriptionEvent>): Promise<void> {
    return this.states.onEvent(event, 'expired');
  }

  @EventHandler(BillingEvents.subscriptionCancelled)
  cancelled(@Payload() event: EventEnvelope<SubscriptionEvent>): Promise<void> {
    return this.states.onEvent(event, 'cancelled');
  }
}
