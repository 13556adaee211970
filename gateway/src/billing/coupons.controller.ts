import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BillingMessages,
  BillingPatterns,
  type Coupon,
  type CouponList,
  type CouponRedemptionsReply,
  type Principal,
  type UpdateCouponRequest,
} from '@streamhub/contracts';
import { CouponListSchema, CouponRedemptionsReplySchema, CouponReplySchema } from '@streamhub/contracts/schemas';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { Upstream } from '../kafka/upstream';
import { CouponDto } from './billing.dto';

/** Discount codes (admin): list, create, edit, and the orders that used each. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/coupons')
export class CouponsController {
  constructor(private readonly upstream: Upstream) {}

  @Get()
  @ApiOperation({ summary: 'Every coupon with its redeemed and held uses (admin)' })
  @ApiData(CouponListSchema)
  async list(@CurrentPrincipal() principal: Principal): Promise<ApiResult<CouponList>> {
    return ok(await this.upstream.send(BillingPatterns.listCoupons, {}, principal), BillingMessages.couponsFetched);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary:
      'Create a coupon (admin): percent (1-100) or flat rupees off, validity window, total and per-user caps, plans (none: all), active; 409 when the code exists',
  })
  @ApiData(CouponReplySchema)
  async create(
    @Body() dto: CouponDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ coupon: Coupon }>> {
    const coupon = await this.upstream.send(BillingPatterns.createCoupon, { ...dto }, principal);
    return ok({ coupon }, BillingMessages.couponCreated);
  }

  @Put(':code')
  @ApiOperation({ summary: 'Update the coupon with this code (admin); the body is the full coupon form' })
  @ApiData(CouponReplySchema)
  async update(
    @Param('code') code: string,
    @Body() dto: CouponDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ coupon: Coupon }>> {
    const body: UpdateCouponRequest = { ...dto, currentCode: code.slice(0, 100) };
    const coupon = await this.upstream.send(BillingPatterns.updateCoupon, body, principal);
    return ok({ coupon }, BillingMessages.couponUpdated);
  }

  @Get(':code/redemptions')
  @ApiOperation({
    summary: 'The orders that used the coupon: who, when, order, discount, held/redeemed/released (admin)',
  })
  @ApiData(CouponRedemptionsReplySchema)
  async redemptions(
    @Param('code') code: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<CouponRedemptionsReply>> {
    const reply = await this.upstream.send(BillingPatterns.couponRedemptions, { code: code.slice(0, 100) }, principal);
    return ok(reply, BillingMessages.redemptionsFetched);
  }
}
