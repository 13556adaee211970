import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Marks ended subscriptions expired on a timer, writing `subscription.expired` events. Access is
 * already refused at `endAt` by catalog's rule; the event keeps its projection and lists in step.
 * Safe with several replicas: each expiry is a conditional update.
 */
@Injectable()
export class ExpiryJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpiryJob.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.config.SUBSCRIPTION_EXPIRY_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.subscriptions.expireDue();
    } catch (err) {
      this.logger.warn(`expiry run failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.running = false;
    }
  }
}
