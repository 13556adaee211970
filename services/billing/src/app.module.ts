import { BillingPrivacyExportModule } from './privacy/privacy-export';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@streamhub/nest-kit';
import { BILLING_CONFIG, type BillingConfig } from './config';
import { CouponsModule } from './coupons/coupons.module';
import { CustomersModule } from './customers/customers.module';
import { PaymentsModule } from './payments/payments.module';
import { PlansModule } from './plans/plans.module';
import { ReceiptsModule } from './receipts/receipts.module';
import { RemindersModule } from './reminders/reminders.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

/** Makes the validated configuration injectable everywhere in the service. */
@Global()
@Module({})
class BillingConfigModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: BillingConfigModule,
      providers: [{ provide: BILLING_CONFIG, useValue: config }],
      exports: [BILLING_CONFIG],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        BillingConfigModule.forRoot(config),
        ServiceKitModule.forService({
          service: 'billing',
          kafkaBrokers: config.KAFKA_BROKERS,
          mongoUrl: config.MONGO_URL,
          logLevel: config.LOG_LEVEL,
        }),
        CustomersModule,
        SubscriptionsModule,
        PlansModule,
        CouponsModule,
        ReceiptsModule,
        PaymentsModule,
        RemindersModule,
        BillingPrivacyExportModule,
      ],
    };
  }
}
