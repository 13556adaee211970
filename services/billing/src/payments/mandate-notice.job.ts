import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob } from '../common/interval-job';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { MandateNoticesService } from './mandate-notices.service';

/** Mails the pre-debit notices that fall due and the money mails owed, on the expiry job's interval. */
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

  protected async runOnce(): Promise<number> {
    // A failed pass of one kind does not hold back the other.
    const [notices, money] = await Promise.allSettled([this.notices.sendDue(), this.notices.sendMoneyMails()]);
    for (const pass of [notices, money]) if (pass.status === 'rejected') throw pass.reason;
    return (notices.status === 'fulfilled' ? notices.value : 0) + (money.status === 'fulfilled' ? money.value : 0);
  }
}
