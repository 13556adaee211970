import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@streamhub/nest-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { ReceiptsService } from './receipts.service';

/** Sends receipt mails that did not go out when issued (SMTP down, customer not yet known). */
@Injectable()
export class ReceiptMailJob extends IntervalJob {
  protected readonly logger = new Logger(ReceiptMailJob.name);
  protected readonly runName = 'receipt mail run';

  constructor(
    private readonly receipts: ReceiptsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.SUBSCRIPTION_EXPIRY_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    await this.receipts.mailPending();
  }
}
