import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob } from '../common/interval-job';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Marks ended subscriptions expired on a timer, writing `subscription.expired` events. Access is
 * already refused at `endAt` by catalog's rule; the event keeps its projection and lists in step.
 * Safe with several replicas: each expiry is a conditional update.
 */
@Injectable()
export class ExpiryJob extends IntervalJob {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.SUBSCRIPTION_EXPIRY_INTERVAL_MS;
  }

  protected runOnce(): Promise<number> {
    return this.subscriptions.expireDue();
  }
}
