import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@streamhub/nest-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { RenewalRemindersService } from './renewal-reminders.service';

/**
 * Looks for plans ending within the reminder lead time, and halted subscriptions whose mail is due,
 * on the expiry job's interval.
 */
@Injectable()
export class RenewalReminderJob extends IntervalJob {
  protected readonly logger = new Logger(RenewalReminderJob.name);
  protected readonly runName = 'renewal reminder run';

  constructor(
    private readonly reminders: RenewalRemindersService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.SUBSCRIPTION_EXPIRY_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    // A failed reminder pass does not hold back the halt mails, nor the other way round.
    const [reminders, halts] = await Promise.allSettled([this.reminders.sendDue(), this.reminders.sendHaltNotices()]);
    for (const pass of [reminders, halts]) if (pass.status === 'rejected') throw pass.reason;
  }
}
