import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
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

  @RpcHandler(BillingPatterns.mySubscriptions)
  mine(@Payload() request: RpcRequest<Record<string, never>>): Promise<MySubscriptionsReply> {
    return this.subscriptions.mine(request.principal);
  }

  @RpcHandler(BillingPatterns.adminSubscriptions)
  adminList(@Payload() request: RpcRequest<AdminSubscriptionsQuery>): Promise<AdminSubscriptionsReply> {
    return this.subscriptions.adminList(request.principal, request.body ?? {});
  }

  @RpcHandler(BillingPatterns.dashboard)
  dashboard(@Payload() request: RpcRequest<Record<string, never>>): Promise<BillingDashboard> {
    return this.subscriptions.dashboard(request.principal);
  }
}
