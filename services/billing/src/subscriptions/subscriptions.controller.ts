import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BillingPatterns,
  type AdminSubscriptionsQuery,
  type AdminSubscriptionsReply,
  type BillingDashboard,
  type MySubscriptionsReply,
  type RpcRequest,
} from '@streamhub/contracts';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(BillingPatterns.mySubscriptions)
  mine(@Payload() request: RpcRequest<Record<string, never>>): Promise<MySubscriptionsReply> {
    return this.subscriptions.mine(request.principal);
  }

  @MessagePattern(BillingPatterns.adminSubscriptions)
  adminList(@Payload() request: RpcRequest<AdminSubscriptionsQuery>): Promise<AdminSubscriptionsReply> {
    return this.subscriptions.adminList(request.principal, request.body ?? {});
  }

  @MessagePattern(BillingPatterns.dashboard)
  dashboard(@Payload() request: RpcRequest<Record<string, never>>): Promise<BillingDashboard> {
    return this.subscriptions.dashboard(request.principal);
  }
}
