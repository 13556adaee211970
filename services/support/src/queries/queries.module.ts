import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountLanguagesModule } from '../accounts/account-languages.module';
import { SupportMessages } from '@streamhub/contracts';
import { CounterDoc, CounterSchema, CountersRepository } from '../common/counters';
import { Mailer, SmtpMailer } from '../common/mailer';
import { SUPPORT_CONFIG, type SupportConfig } from '../config';
import { QueriesController } from './queries.controller';
import { QueriesRepository } from './queries.repository';
import { QueriesService } from './queries.service';
import { QueryDoc, QuerySchema } from './query.schema';

@Module({
  imports: [
    AccountLanguagesModule,
    MongooseModule.forFeature([
      { name: QueryDoc.name, schema: QuerySchema },
      { name: CounterDoc.name, schema: CounterSchema },
    ]),
  ],
  controllers: [QueriesController],
  providers: [
    QueriesRepository,
    CountersRepository,
    QueriesService,
    {
      provide: Mailer,
      inject: [SUPPORT_CONFIG],
      useFactory: (config: SupportConfig) =>
        new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, {
          service: 'support',
          unavailableMessage: SupportMessages.mailUnavailable,
        }),
    },
  ],
})
export class QueriesModule {}
