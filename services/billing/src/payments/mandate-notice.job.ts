import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@streamhub/nest-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { MandateNoticesService } from './mandate-notices.service';

/** Mails the pre-debit notices that fall due and the money mails owed, on the expiry job's interval. */
@Injectable()
export class MandateNoticeJob extends IntervalJob {
  protected readonly logger = new Logger(MandateNoticeJob.name);
  protected readonly runName = 'mandate notice run';

  constructor(
    private readonly notices: MandateNoticesService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.SUBSCRIPTION_EXPIRY_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    // A failed pass of one kind does not hold back the other.
    const [notices, money] = await Promise.allSettled([this.notices.sendDue(), this.notices.sendMoneyMails()]);
    for (const pass of [notices, money]) if (pass.status === 'rejected') throw pass.reason;
  }
}
