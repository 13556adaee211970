import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  BillingPatterns,
  type AdminSubscription,
  type CreateOrderRequest,
  type OrderReply,
  type PaymentNotification,
  type PaymentReply,
  type RefundSubscriptionRequest,
  type RpcRequest,
} from '@streamhub/contracts';
import { OrdersService } from './orders.service';
import { PaymentsService } from './payments.service';
import { RefundsService } from './refunds.service';

@Controller()
export class PaymentsController {
  constructor(
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    private readonly refunds: RefundsService,
  ) {}

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
