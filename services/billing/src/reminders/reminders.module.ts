import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../common/clock';
import { CustomersModule } from '../customers/customers.module';
import { MailModule } from '../mail/mail.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { RenewalReminderJob } from './renewal-reminder.job';
import { RenewalRemindersService } from './renewal-reminders.service';

/** Renewal reminders for plans that do not renew by themselves. */
@Module({
  imports: [SubscriptionsModule, CustomersModule, MailModule],
  providers: [RenewalRemindersService, RenewalReminderJob, { provide: CLOCK, useValue: systemClock }],
})
export class RemindersModule {}
