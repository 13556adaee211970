import { Injectable, Logger } from '@nestjs/common';
import { subscriptionAccessEnd, type EventEnvelope, type SubscriptionEvent } from '@streamhub/contracts';
import { ProcessedEvents } from '@streamhub/nest-kit';
import { Clock } from '../security/clock';
import { UsersRepository } from '../users/users.repository';
import { HeldSubscriptionsRepository } from './held-subscriptions.repository';
import { summarize } from './subscription-summary';

/** Keeps each user's subscriptionStatus (and plan) in step with billing's subscription events. */
@Injectable()
export class SubscriptionStatesService {
  private readonly logger = new Logger(SubscriptionStatesService.name);

  constructor(
    private readonly held: HeldSubscriptionsRepository,
    private readonly users: UsersRepository,
    private readonly processed: ProcessedEvents,
    private readonly clock: Clock,
  ) {}

  async onEvent(event: EventEnvelope<SubscriptionEvent>, state: 'active' | 'expired' | 'cancelled'): Promise<void> {
    const sub = event.payload;
    // Held until access ends: the period's end, or later while a renewing plan's charge is retried.
    const endAt = sub ? subscriptionAccessEnd(sub) : new Date(NaN);
    const occurredAt = new Date(event.occurredAt);
    if (
      !sub?.subscriptionId ||
      !sub.userId ||
      !sub.planCode ||
      Number.isNaN(endAt.getTime()) ||
      Number.isNaN(occurredAt.getTime())
    ) {
      this.logger.warn(`ignored malformed ${event.type} event ${event.id}`);
      return;
    }
    await this.processed.once(event, async () => {
      await this.held.apply({
        subscriptionId: sub.subscriptionId,
        userId: sub.userId,
        planCode: sub.planCode,
        planTitle: sub.planTitle ?? '',
        scope: sub.scope === 'all' ? 'all' : 'episode',
        episodeName: sub.episodeName ?? null,
        endAt,
        state,
        occurredAt,
      });
      const { status, plan } = summarize(await this.held.forUser(sub.userId), this.clock.now());
      await this.users.setSubscription(sub.userId, status, plan);
    });
  }
}
