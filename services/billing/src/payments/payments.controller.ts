import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BillingPatterns,
  type CreateOrderRequest,
  type OrderReply,
  type PaymentNotification,
  type PaymentReply,
  type RpcRequest,
} from '@streamhub/contracts';
import { OrdersService } from './orders.service';
import { PaymentsService } from './payments.service';

@Controller()
export class PaymentsController {
  constructor(
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
  ) {}

  @MessagePattern(BillingPatterns.createOrder)
  createOrder(@Payload() request: RpcRequest<CreateOrderRequest>): Promise<OrderReply> {
    return this.orders.createOrder(request.principal, request.body ?? {});
  }

  @MessagePattern(BillingPatterns.paymentNotification)
  notify(@Payload() request: RpcRequest<PaymentNotification>): Promise<PaymentReply> {
    return this.payments.notify(request.body);
  }
}
