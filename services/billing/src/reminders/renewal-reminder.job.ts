import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob } from '../common/interval-job';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { RenewalRemindersService } from './renewal-reminders.service';

/** Looks for plans ending within the reminder lead time, on the expiry job's interval. */
@Injectable()
export class RenewalReminderJob extends IntervalJob {
  constructor(
    private readonly reminders: RenewalRemindersService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.SUBSCRIPTION_EXPIRY_INTERVAL_MS;
  }

  protected runOnce(): Promise<number> {
    return this.reminders.sendDue();
  }
}
