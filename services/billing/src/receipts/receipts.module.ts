import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CLOCK, systemClock } from '../common/clock';
import { CustomersModule } from '../customers/customers.module';
import { MailModule } from '../mail/mail.module';
import { ReceiptDoc, ReceiptSchema, SequenceDoc, SequenceSchema } from './receipt.schema';
import { ReceiptMailJob } from './receipt-mail.job';
import { ReceiptsController } from './receipts.controller';
import { ReceiptsRepository } from './receipts.repository';
import { ReceiptsService } from './receipts.service';

/** A numbered receipt (GST shown) per successful charge, mailed to the buyer and listed on their profile. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ReceiptDoc.name, schema: ReceiptSchema },
      { name: SequenceDoc.name, schema: SequenceSchema },
    ]),
    CustomersModule,
    MailModule,
  ],
  controllers: [ReceiptsController],
  providers: [ReceiptsRepository, ReceiptsService, ReceiptMailJob, { provide: CLOCK, useValue: systemClock }],
  exports: [ReceiptsService],
})
export class ReceiptsModule {}
