import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  BillingPatterns,
  type DeletePlanReply,
  type DeletePlanRequest,
  type Plan,
  type PlanInput,
  type PlanList,
  type RpcRequest,
  type SeedPlansReply,
  type SetPlanActiveRequest,
  type UpdatePlanRequest,
} from '@streamhub/contracts';
import { PlansService } from './plans.service';

@Controller()
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @RpcHandler(BillingPatterns.listPlans)
  list(@Payload() request: RpcRequest<Record<string, never>>): Promise<PlanList> {
    return this.plans.list(request.principal);
  }

  @RpcHandler(BillingPatterns.seedPlans)
  seed(@Payload() request: RpcRequest<Record<string, never>>): Promise<SeedPlansReply> {
    return this.plans.seed(request.principal);
  }

  @RpcHandler(BillingPatterns.createPlan)
  create(@Payload() request: RpcRequest<PlanInput>): Promise<Plan> {
    return this.plans.create(request.principal, request.body);
  }

  @RpcHandler(BillingPatterns.updatePlan)
  update(@Payload() request: RpcRequest<UpdatePlanRequest>): Promise<Plan> {
    return this.plans.update(request.principal, request.body);
  }

  @RpcHandler(BillingPatterns.setPlanActive)
  setActive(@Payload() request: RpcRequest<SetPlanActiveRequest>): Promise<Plan> {
    return this.plans.setActive(request.principal, request.body?.id, request.body?.active);
  }

  @RpcHandler(BillingPatterns.deletePlan)
  delete(@Payload() request: RpcRequest<DeletePlanRequest>): Promise<DeletePlanReply> {
    return this.plans.delete(request.principal, request.body?.code);
  }
}
