import { Module } from '@nestjs/common';
import { Mailer, SmtpMailer } from '@streamhub/nest-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config';

/** Billing's mail (receipts, renewal reminders) through the shared SMTP mailer. */
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [BILLING_CONFIG],
      useFactory: (config: BillingConfig) =>
        new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, {
          service: 'billing',
          unavailableMessage: 'Mail could not be sent',
        }),
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
