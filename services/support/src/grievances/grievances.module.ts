import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountLanguagesModule } from '../accounts/account-languages.module';
import { GrievanceMessages } from '@streamhub/contracts';
import { CatalogDirectory } from '../catalog/catalog-directory';
import { CounterDoc, CounterSchema, CountersRepository } from '../common/counters';
import { Mailer, SmtpMailer } from '../common/mailer';
import { SUPPORT_CONFIG, type SupportConfig } from '../config';
import { GrievanceDoc, GrievanceSchema } from './grievance.schema';
import { GrievancesController } from './grievances.controller';
import { GrievancesRepository } from './grievances.repository';
import { GrievancesService } from './grievances.service';

@Module({
  imports: [
    AccountLanguagesModule,
    MongooseModule.forFeature([
      { name: GrievanceDoc.name, schema: GrievanceSchema },
      { name: CounterDoc.name, schema: CounterSchema },
    ]),
  ],
  controllers: [GrievancesController],
  providers: [
    GrievancesRepository,
    CountersRepository,
    GrievancesService,
    CatalogDirectory,
    {
      provide: Mailer,
      inject: [SUPPORT_CONFIG],
      useFactory: (config: SupportConfig) =>
        new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, {
          service: 'support',
          unavailableMessage: GrievanceMessages.mailUnavailable,
        }),
    },
  ],
})
export class GrievancesModule {}
