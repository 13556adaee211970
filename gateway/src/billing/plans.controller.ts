import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put } from '@nestjs/common';
import {
  DeletePlanReplySchema,
  PlanListSchema,
  PlanReplySchema,
  SeedPlansReplySchema,
} from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BillingMessages,
  BillingPatterns,
  type DeletePlanReply,
  type Plan,
  type PlanList,
  type Principal,
  type SeedPlansReply,
  type UpdatePlanRequest,
} from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { Upstream } from '../kafka/upstream';
import { PlanDto, SetPlanActiveDto } from './billing.dto';

@ApiTags('subscriptions')
@Controller('subscriptions')
export class PlansController {
  constructor(private readonly upstream: Upstream) {}

  @Public()
  @Get('plans')
  @ApiOperation({ summary: 'Subscription plans: active ones for viewers and guests, every plan for admins' })
  @ApiData(PlanListSchema)
  async list(@CurrentPrincipal() principal?: Principal): Promise<ApiResult<PlanList>> {
    const list = await this.upstream.send(BillingPatterns.listPlans, {}, principal);
    return ok(list, BillingMessages.plansFetched);
  }

  @AdminOnly()
  @Post('seed')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Create the default INR plans that do not exist yet (admin; idempotent)' })
  @ApiData(SeedPlansReplySchema)
  async seed(@CurrentPrincipal() principal: Principal): Promise<ApiResult<SeedPlansReply>> {
    const reply = await this.upstream.send(BillingPatterns.seedPlans, {}, principal);
    return ok(reply, BillingMessages.plansSeeded);
  }

  @AdminOnly()
  @Post('plans')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Create a plan (admin); 409 when the code exists' })
  @ApiData(PlanReplySchema)
  async create(@Body() dto: PlanDto, @CurrentPrincipal() principal: Principal): Promise<ApiResult<{ plan: Plan }>> {
    const plan = await this.upstream.send(BillingPatterns.createPlan, { ...dto }, principal);
    return ok({ plan }, BillingMessages.planCreated);
  }

  @AdminOnly()
  @Put('plans/:code')
  @ApiOperation({ summary: 'Update the plan with this code (admin); the body is the full plan form, code included' })
  @ApiData(PlanReplySchema)
  async update(
    @Param('code') code: string,
    @Body() dto: PlanDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ plan: Plan }>> {
    const body: UpdatePlanRequest = { ...dto, currentCode: code.slice(0, 100) };
    const plan = await this.upstream.send(BillingPatterns.updatePlan, body, principal);
    return ok({ plan }, BillingMessages.planUpdated);
  }

  @AdminOnly()
  @Delete('plans/:code')
  @ApiOperation({ summary: 'Delete the plan with this code (admin); 409 while anyone holds a live subscription of it' })
  @ApiData(DeletePlanReplySchema)
  async delete(
    @Param('code') code: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<DeletePlanReply>> {
    const reply = await this.upstream.send(BillingPatterns.deletePlan, { code: code.slice(0, 100) }, principal);
    return ok(reply, BillingMessages.planDeleted);
  }

  @AdminOnly()
  @Patch('plans/:id/active')
  @ApiOperation({ summary: 'Activate or deactivate a plan by id (admin)' })
  @ApiData(PlanReplySchema)
  async setActive(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: SetPlanActiveDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ plan: Plan }>> {
    const plan = await this.upstream.send(BillingPatterns.setPlanActive, { id, active: dto.active }, principal);
    return ok({ plan }, dto.active ? BillingMessages.planActivated : BillingMessages.planDeactivated);
  }
}
