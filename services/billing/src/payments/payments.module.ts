import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogDirectory } from '../catalog/catalog-directory';
import { CLOCK, systemClock } from '../common/clock';
import { CouponsModule } from '../coupons/coupons.module';
import { CustomersModule } from '../customers/customers.module';
import { PlansModule } from '../plans/plans.module';
import { ReceiptsModule } from '../receipts/receipts.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { CouponRedemptionsService } from './coupon-redemptions.service';
import { CouponReleaseJob } from './coupon-release.job';
import { OrderDoc, OrderSchema } from './order.schema';
import { OrdersRepository } from './orders.repository';
import { PaymentProvider, RazorpayProvider } from './payment-provider';
import { AccountClosuresController } from './account-closures.controller';
import { PaymentsController } from './payments.controller';
import { OrdersService } from './orders.service';
import { LiveTicketsService } from './live-tickets.service';
import { LiveTicketsController } from './live-tickets.controller';
import { PaymentsService } from './payments.service';
import { ReconcilerJob } from './reconciler.job';
import { RefundsService } from './refunds.service';
import { WebhookEventsRepository } from './webhook-events.repository';
import { MailModule } from '../mail/mail.module';
import { ProviderPlansRepository } from './provider-plans.repository';
import { RecurringService } from './recurring.service';
import { MandateCancelJob } from './mandate-cancel.job';
import { MandateNoticeJob } from './mandate-notice.job';
import { MandateReportJob } from './mandate-report.job';
import { MandateReportService } from './mandate-report.service';
import { MandateNoticesService } from './mandate-notices.service';
import { MandatesService } from './mandates.service';
import { MandateClaimsRepository } from './mandate-claims.repository';
import { TrialClaimsRepository } from './trial-claims.repository';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: OrderDoc.name, schema: OrderSchema }]),
    PlansModule,
    SubscriptionsModule,
    CouponsModule,
    CustomersModule,
    ReceiptsModule,
    MailModule,
  ],
  controllers: [PaymentsController, AccountClosuresController, LiveTicketsController],
  providers: [
    OrdersRepository,
    OrdersService,
    LiveTicketsService,
    PaymentsService,
    RefundsService,
    ReconcilerJob,
    CouponRedemptionsService,
    CouponReleaseJob,
    WebhookEventsRepository,
    ProviderPlansRepository,
    RecurringService,
    MandatesService,
    MandateClaimsRepository,
    TrialClaimsRepository,
    MandateCancelJob,
    MandateNoticesService,
    MandateNoticeJob,
    MandateReportService,
    MandateReportJob,
    CatalogDirectory,
    { provide: PaymentProvider, useClass: RazorpayProvider },
    { provide: CLOCK, useValue: systemClock },
  ],
})
export class PaymentsModule {}
