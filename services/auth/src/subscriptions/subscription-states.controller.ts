import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { BillingEvents, type EventEnvelope, type SubscriptionEvent } from '@streamhub/contracts';
import { SubscriptionStatesService } from './subscription-states.service';

@Controller()
export class SubscriptionStatesController {
  constructor(private readonly states: SubscriptionStatesService) {}

  @EventPattern(BillingEvents.subscriptionActivated)
  activated(@Payload() event: EventEnvelope<SubscriptionEvent>): Promise<void> {
    return this.states.onEvent(event, 'active');
  }

  @EventPattern(BillingEvents.subscriptionExpired)
  expired(@Payload() event: EventEnvelope<SubscriptionEvent>): Promise<void> {
    return this.states.onEvent(event, 'expired');
  }

  @EventPattern(BillingEvents.subscriptionCancelled)
  cancelled(@Payload() event: EventEnvelope<SubscriptionEvent>): Promise<void> {
    return this.states.onEvent(event, 'cancelled');
  }
}
