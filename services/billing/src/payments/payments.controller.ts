import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  BillingPatterns,
  type AdminSubscription,
  type CouponRedemptionsReply,
  type CreateOrderRequest,
  type OrderPreview,
  type OrderPreviewRequest,
  type OrderReply,
  type PaymentNotification,
  type PaymentReply,
  type RefundSubscriptionRequest,
  type RpcRequest,
  type ConfirmAutoRenewRequest,
  type UserSubscription,
  type MandateReport,
} from '@streamhub/contracts';
import { CouponRedemptionsService } from './coupon-redemptions.service';
import { OrdersService } from './orders.service';
import { PaymentsService } from './payments.service';
import { MandateNoticesService } from './mandate-notices.service';
import { MandateReportService } from './mandate-report.service';
import { RecurringService } from './recurring.service';
import { RefundsService } from './refunds.service';

@Controller()
export class PaymentsController {
  constructor(
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    private readonly refunds: RefundsService,
    private readonly redemptions: CouponRedemptionsService,
    private readonly recurring: RecurringService,
    private readonly notices: MandateNoticesService,
    private readonly reports: MandateReportService,
  ) {}

  @RpcHandler(BillingPatterns.confirmAutoRenew)
  confirmAutoRenew(@Payload() request: RpcRequest<ConfirmAutoRenewRequest>): Promise<PaymentReply> {
    return this.recurring.confirm(request.principal, request.body);
  }

  @RpcHandler(BillingPatterns.cancelAutoRenew)
  cancelAutoRenew(@Payload() request: RpcRequest<{ id: string }>): Promise<UserSubscription> {
    return this.recurring.cancel(request.principal, request.body?.id);
  }

  @RpcHandler(BillingPatterns.mandateReport)
  mandateReport(@Payload() request: RpcRequest<Record<string, never>>): Promise<MandateReport> {
    return this.reports.adminRun(request.principal);
  }

  @RpcHandler(BillingPatterns.stopAutoRenewByLink)
  stopAutoRenewByLink(@Payload() request: RpcRequest<{ token: string }>): Promise<UserSubscription> {
    return this.notices.stopByLink(request.body?.token);
  }

  @RpcHandler(BillingPatterns.previewOrder)
  preview(@Payload() request: RpcRequest<OrderPreviewRequest>): Promise<OrderPreview> {
    return this.orders.preview(request.principal, request.body ?? {});
  }

  @RpcHandler(BillingPatterns.couponRedemptions)
  couponRedemptions(@Payload() request: RpcRequest<{ code: string }>): Promise<CouponRedemptionsReply> {
    return this.redemptions.list(request.principal, request.body?.code);
  }

  @RpcHandler(BillingPatterns.createOrder)
  createOrder(@Payload() request: RpcRequest<CreateOrderRequest>): Promise<OrderReply> {
    return this.orders.createOrder(request.principal, request.body ?? {});
  }

  @RpcHandler(BillingPatterns.paymentNotification)
  notify(@Payload() request: RpcRequest<PaymentNotification>): Promise<PaymentReply> {
    return this.payments.notify(request.body);
  }

  @RpcHandler(BillingPatterns.refundSubscription)
  refund(@Payload() request: RpcRequest<RefundSubscriptionRequest>): Promise<AdminSubscription> {
    return this.refunds.refund(request.principal, request.body);
  }
}
