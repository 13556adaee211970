import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob } from '../common/interval-job';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { MandateNoticesService } from './mandate-notices.service';

/** Mails the pre-debit notices that fall due, on the expiry job's interval. */
@Injectable()
export class MandateNoticeJob extends IntervalJob {
  constructor(
    private readonly notices: MandateNoticesService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.SUBSCRIPTION_EXPIRY_INTERVAL_MS;
  }

  protected runOnce(): Promise<number> {
    return this.notices.sendDue();
  }
}
