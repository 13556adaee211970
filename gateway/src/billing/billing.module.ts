import { Module } from '@nestjs/common';
import { AdminBillingController } from './admin-billing.controller';
import { CouponsController } from './coupons.controller';
import { OrderRateLimit } from './order-rate-limit';
import { PlansController } from './plans.controller';
import { SubscriptionsController } from './subscriptions.controller';

/** HTTP routes served by the billing service (plans, orders, payments, subscriptions, dashboard). */
@Module({
  controllers: [PlansController, SubscriptionsController, AdminBillingController, CouponsController],
  providers: [OrderRateLimit],
})
export class BillingGatewayModule {}
