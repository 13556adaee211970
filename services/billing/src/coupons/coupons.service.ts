import { Inject, Injectable } from '@nestjs/common';
import {
  BillingMessages,
  ServiceErrorCode,
  type AppliedCoupon,
  type Coupon,
  type CouponInput,
  type CouponList,
  type Principal,
  type UpdateCouponRequest,
} from '@streamhub/contracts';
import { adminOnly, ServiceError } from '@streamhub/nest-kit';
import { CLOCK, type Clock } from '../common/clock';
import { PlansService } from '../plans/plans.service';
import { checkCouponInput, couponRefusal, discountFor, normalizeCouponCode, type CouponFields } from './coupon-rules';
import { toAppliedCoupon, toCoupon } from './coupon-view';
import { CouponsRepository, type CouponRecord } from './coupons.repository';

/** What a coupon does to one plan's price for one buyer. */
export interface CouponQuote {
  coupon: CouponRecord;
  discountPaise: number;
  amountPaise: number;
  applied: AppliedCoupon;
}

const invalid = (message: string, reason: ConstructorParameters<typeof ServiceError>[2]) =>
  new ServiceError(ServiceErrorCode.Invalid, message, reason);

@Injectable()
export class CouponsService {
  constructor(
    private readonly coupons: CouponsRepository,
    private readonly plans: PlansService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(principal: Principal | undefined): Promise<CouponList> {
    adminOnly(principal);
    return { coupons: (await this.coupons.list()).map(toCoupon) };
  }

  async create(principal: Principal | undefined, input: CouponInput): Promise<Coupon> {
    adminOnly(principal);
    const fields = await this.checked(input);
    const record = await this.coupons.create(fields);
    if (!record) throw ServiceError.conflict(BillingMessages.couponExists(fields.code));
    return toCoupon(record);
  }

  async update(principal: Principal | undefined, request: UpdateCouponRequest): Promise<Coupon> {
    adminOnly(principal);
    const { currentCode, ...input } = request ?? ({} as UpdateCouponRequest);
    const fields = await this.checked(input);
    const result = await this.coupons.update(normalizeCouponCode(currentCode), fields);
    if (result === 'missing') throw ServiceError.notFound(BillingMessages.couponNotFound);
    if (result === 'duplicate') throw ServiceError.conflict(BillingMessages.couponExists(fields.code));
    return toCoupon(result);
  }

  async byCode(principal: Principal | undefined, code: unknown): Promise<CouponRecord> {
    adminOnly(principal);
    const record = await this.coupons.findByCode(normalizeCouponCode(code));
    if (!record) throw ServiceError.notFound(BillingMessages.couponNotFound);
    return record;
  }

  /**
   * The price `userId` would pay for the plan with this code, or a 400 naming why the code cannot
   * be used (unknown, inactive, outside its window, another plan, used up, used by this user).
   */
  async quote(
    rawCode: unknown,
    plan: { code: string; pricePaise: number },
    userId: string,
    /** The caller's unpaid order already holds a use of this code (it is handed out again): the caps counted it. */
    { holding = false } = {},
  ): Promise<CouponQuote> {
    const code = normalizeCouponCode(rawCode);
    if (code === '') throw ServiceError.invalid(BillingMessages.couponRequired);
    const coupon = await this.coupons.findByCode(code);
    if (!coupon) throw invalid(BillingMessages.couponUnknown(code), 'COUPON_NOT_FOUND');
    const refusal = couponRefusal(coupon, plan.code, this.clock());
    if (refusal) throw invalid(refusal.message, refusal.reason);
    if (!holding && coupon.maxRedemptions !== null && coupon.used >= coupon.maxRedemptions) {
      throw invalid(BillingMessages.couponUsedUp(code), 'COUPON_USED_UP');
    }
    if (!holding && (await this.coupons.usesBy(code, userId)) >= coupon.perUserLimit) {
      throw invalid(BillingMessages.couponUserLimit(code), 'COUPON_USER_LIMIT');
    }
    const { discountPaise, amountPaise } = discountFor(coupon, plan.pricePaise);
    return { coupon, discountPaise, amountPaise, applied: toAppliedCoupon(coupon, plan.pricePaise, discountPaise) };
  }

  /** Holds one use of the quoted coupon for an order (atomic under both caps), or the cap's 400. */
  async hold(quote: CouponQuote, userId: string): Promise<void> {
    const result = await this.coupons.holdUse(quote.coupon, userId);
    if (result === 'used-up') throw invalid(BillingMessages.couponUsedUp(quote.coupon.code), 'COUPON_USED_UP');
    if (result === 'user-limit') {
      throw invalid(BillingMessages.couponUserLimit(quote.coupon.code), 'COUPON_USER_LIMIT');
    }
  }

  release(code: string, userId: string): Promise<void> {
    return this.coupons.releaseUse(code, userId);
  }

  countRedeemed(code: string, userId: string, recount: boolean): Promise<void> {
    return this.coupons.countRedeemed(code, userId, recount);
  }

  private async checked(input: CouponInput): Promise<CouponFields> {
    const result = checkCouponInput(input ?? {});
    if (!result.ok) throw ServiceError.invalid(result.message);
    const unknown = await this.plans.unknownCodes(result.coupon.planCodes);
    if (unknown.length > 0) throw ServiceError.invalid(BillingMessages.couponPlansUnknown(unknown));
    return result.coupon;
  }
}
