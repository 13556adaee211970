import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  AdminSubscriptionReplySchema,
  AdminSubscriptionsReplySchema,
  DashboardMetricsSchema,
  MandateReportSchema,
} from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuthPatterns,
  BillingMessages,
  BillingPatterns,
  CatalogPatterns,
  type AdminSubscription,
  type AdminSubscriptionsReply,
  type DashboardMetrics,
  type MandateReport,
  type Principal,
} from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { Upstream } from '../kafka/upstream';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { AdminSubscriptionsDto, RefundDto } from './billing.dto';

@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminBillingController {
  constructor(private readonly upstream: Upstream) {}

  @Get('subscriptions')
  @ApiOperation({
    summary:
      'Every user subscription with user name/email and derived Active/Expired status (admin); q searches plan and user',
  })
  @ApiData(AdminSubscriptionsReplySchema)
  async subscriptions(
    @Query() query: AdminSubscriptionsDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<AdminSubscriptionsReply>> {
    const reply = await this.upstream.send(BillingPatterns.adminSubscriptions, { ...query }, principal);
    return ok(reply, BillingMessages.subscriptionsFetched);
  }

  @Post('subscriptions/:id/refund')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Refund a subscription's payment in full through Razorpay (reason required); access ends at once (admin)",
  })
  @ApiData(AdminSubscriptionReplySchema)
  async refund(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: RefundDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ subscription: AdminSubscription }>> {
    const subscription = await this.upstream.send(
      BillingPatterns.refundSubscription,
      { id, reason: dto.reason },
      principal,
    );
    return ok({ subscription }, BillingMessages.subscriptionRefunded);
  }

  @Post('subscriptions/mandate-report')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "The mandate mismatch report now (admin; it also runs daily): each recurring subscription's state here beside the provider's, listing those that disagree",
  })
  @ApiData(MandateReportSchema)
  async mandateReport(@CurrentPrincipal() principal: Principal): Promise<ApiResult<MandateReport>> {
    const report = await this.upstream.send(BillingPatterns.mandateReport, {}, principal);
    return ok(report, BillingMessages.mandateReportReady);
  }

  @Get('dashboard')
  @ApiOperation({ summary: 'Dashboard figures gathered from auth, catalog and billing in parallel (admin)' })
  @ApiData(DashboardMetricsSchema)
  async dashboard(@CurrentPrincipal() principal: Principal): Promise<ApiResult<DashboardMetrics>> {
    const [users, videos, billing] = await Promise.all([
      this.upstream.send(AuthPatterns.listUsers, { page: 1, limit: 1 }, principal),
      this.upstream.send(CatalogPatterns.adminListVideos, { page: 1, limit: 1 }, principal),
      this.upstream.send(BillingPatterns.dashboard, {}, principal),
    ]);
    return ok({ totalClients: users.total, totalVideos: videos.total, ...billing }, BillingMessages.dashboardFetched);
  }
}
