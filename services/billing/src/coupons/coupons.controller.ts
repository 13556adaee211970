import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  BillingPatterns,
  type Coupon,
  type CouponInput,
  type CouponList,
  type RpcRequest,
  type UpdateCouponRequest,
} from '@streamhub/contracts';
import { CouponsService } from './coupons.service';

@Controller()
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @RpcHandler(BillingPatterns.listCoupons)
  list(@Payload() request: RpcRequest<Record<string, never>>): Promise<CouponList> {
    return this.coupons.list(request.principal);
  }

  @RpcHandler(BillingPatterns.createCoupon)
  create(@Payload() request: RpcRequest<CouponInput>): Promise<Coupon> {
    return this.coupons.create(request.principal, request.body);
  }

  @RpcHandler(BillingPatterns.updateCoupon)
  update(@Payload() request: RpcRequest<UpdateCouponRequest>): Promise<Coupon> {
    return this.coupons.update(request.principal, request.body);
  }
}
