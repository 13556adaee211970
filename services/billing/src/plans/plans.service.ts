import { Inject, Injectable } from '@nestjs/common';
import {
  BillingMessages,
  type DeletePlanReply,
  type Plan,
  type PlanInput,
  type PlanList,
  type Principal,
  type SeedPlansReply,
  type UpdatePlanRequest,
} from '@streamhub/contracts';
import { adminOnly, ServiceError } from '@streamhub/nest-kit';
import { CLOCK, type Clock } from '../common/clock';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { DEFAULT_PLANS } from './default-plans';
import { checkPlanInput, normalizePlanCode, type PlanFields } from './plan-rules';
import { toPlan } from './plan-view';
import { PlansRepository, type PlanRecord } from './plans.repository';

@Injectable()
export class PlansService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly subscriptions: SubscriptionsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Viewers (and guests) see active plans; admins see every plan. */
  async list(principal: Principal | undefined): Promise<PlanList> {
    const records = await this.plans.list({ activeOnly: principal?.isAdmin !== true });
    return { plans: records.map(toPlan) };
  }

  async seed(principal: Principal | undefined): Promise<SeedPlansReply> {
    adminOnly(principal);
    let created = 0;
    for (const plan of DEFAULT_PLANS) if (await this.plans.createIfMissing(plan)) created++;
    const records = await this.plans.list({ activeOnly: false });
    return { plans: records.map(toPlan), created };
  }

  async create(principal: Principal | undefined, input: PlanInput): Promise<Plan> {
    adminOnly(principal);
    const fields = checked(input);
    const record = await this.plans.create(fields);
    if (!record) throw ServiceError.conflict(BillingMessages.planExists(fields.code));
    return toPlan(record);
  }

  async update(principal: Principal | undefined, request: UpdatePlanRequest): Promise<Plan> {
    adminOnly(principal);
    const { currentCode, ...input } = request;
    const fields = checked(input);
    const result = await this.plans.update(normalizePlanCode(currentCode), fields);
    if (result === 'missing') throw ServiceError.notFound(BillingMessages.planNotFound);
    if (result === 'duplicate') throw ServiceError.conflict(BillingMessages.planExists(fields.code));
    return toPlan(result);
  }

  async setActive(principal: Principal | undefined, id: unknown, active: unknown): Promise<Plan> {
    adminOnly(principal);
    if (typeof active !== 'boolean') throw ServiceError.invalid('active must be true or false');
    const record = await this.plans.setActive(String(id ?? ''), active);
    if (!record) throw ServiceError.notFound(BillingMessages.planNotFound);
    return toPlan(record);
  }

  /** Hard delete, refused while anyone holds a live subscription of the plan. */
  async delete(principal: Principal | undefined, code: unknown): Promise<DeletePlanReply> {
    adminOnly(principal);
    const planCode = normalizePlanCode(code);
    const plan = await this.plans.findByCode(planCode);
    if (!plan) throw ServiceError.notFound(BillingMessages.planNotFound);
    if (await this.subscriptions.hasLiveForPlan(planCode, this.clock())) {
      throw ServiceError.conflict(BillingMessages.planHasSubscriptions);
    }
    if (!(await this.plans.delete(planCode))) throw ServiceError.notFound(BillingMessages.planNotFound);
    return { code: planCode };
  }

  /** Which of `codes` name no plan (coupon forms). */
  async unknownCodes(codes: string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const known = new Set((await this.plans.list({ activeOnly: false })).map((plan) => plan.code));
    return codes.filter((code) => !known.has(code));
  }

  /** A plan that can be bought now (orders). */
  async purchasable(code: unknown): Promise<PlanRecord> {
    const plan = await this.plans.findByCode(normalizePlanCode(code));
    if (!plan) throw ServiceError.notFound(BillingMessages.planNotFound);
    if (plan.active === false) throw ServiceError.invalid(BillingMessages.planInactive);
    return plan;
  }
}

function checked(input: PlanInput): PlanFields {
  const result = checkPlanInput(input ?? {});
  if (!result.ok) throw ServiceError.invalid(result.message);
  return result.plan;
}
