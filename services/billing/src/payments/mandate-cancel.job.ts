import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@streamhub/nest-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { MandatesService } from './mandates.service';

/**
 * Mandates that must stop are asked of the provider again until it confirms, and abandoned
 * checkouts are cancelled there (safe on several replicas: cancelling twice is harmless).
 */
@Injectable()
export class MandateCancelJob extends IntervalJob {
  protected readonly logger = new Logger(MandateCancelJob.name);
  protected readonly runName = 'mandate cancel run';

  constructor(
    private readonly mandates: MandatesService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.PAYMENT_RECONCILE_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    await this.mandates.retryDue();
    await this.mandates.cancelAbandoned();
  }
}
