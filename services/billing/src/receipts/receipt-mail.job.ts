import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob } from '../common/interval-job';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { ReceiptsService } from './receipts.service';

/** Sends receipt mails that did not go out when issued (SMTP down, customer not yet known). */
@Injectable()
export class ReceiptMailJob extends IntervalJob {
  constructor(
    private readonly receipts: ReceiptsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.SUBSCRIPTION_EXPIRY_INTERVAL_MS;
  }

  protected runOnce(): Promise<number> {
    return this.receipts.mailPending();
  }
}
