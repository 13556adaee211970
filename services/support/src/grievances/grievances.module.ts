import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { GrievanceMessages } from '@streamhub/contracts';
import { CatalogDirectory } from '../catalog/catalog-directory';
import { Mailer, SmtpMailer } from '../common/mailer';
import { SUPPORT_CONFIG, type SupportConfig } from '../config';
import { GrievanceCounterDoc, GrievanceCounterSchema, GrievanceDoc, GrievanceSchema } from './grievance.schema';
import { GrievancesController } from './grievances.controller';
import { GrievancesRepository } from './grievances.repository';
import { GrievancesService } from './grievances.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: GrievanceDoc.name, schema: GrievanceSchema },
      { name: GrievanceCounterDoc.name, schema: GrievanceCounterSchema },
    ]),
  ],
  controllers: [GrievancesController],
  providers: [
    GrievancesRepository,
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
