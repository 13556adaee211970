import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@streamhub/nest-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Marks ended subscriptions expired on a timer, writing `subscription.expired` events. Access is
 * already refused at `endAt` by catalog's rule; the event keeps its projection and lists in step.
 * Safe with several replicas: each expiry is a conditional update.
 */
@Injectable()
export class ExpiryJob extends IntervalJob {
  protected readonly logger = new Logger(ExpiryJob.name);
  protected readonly runName = 'expiry run';

  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.SUBSCRIPTION_EXPIRY_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    await this.subscriptions.expireDue();
  }
}
