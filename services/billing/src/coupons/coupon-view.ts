import type { AppliedCoupon, Coupon } from '@streamhub/contracts';
import { paiseToRupees } from '../common/money';
import type { CouponRecord } from './coupons.repository';

/** The coupon's value as the API shows it: percent, or rupees. */
export function couponValue(coupon: Pick<CouponRecord, 'kind' | 'amount'>): number {
  return coupon.kind === 'percent' ? coupon.amount : paiseToRupees(coupon.amount);
}

export function toCoupon(record: CouponRecord): Coupon {
  return {
    _id: record._id,
    code: record.code,
    description: record.description ?? '',
    kind: record.kind,
    value: couponValue(record),
    validFrom: record.validFrom ? record.validFrom.toISOString() : null,
    validUntil: record.validUntil ? record.validUntil.toISOString() : null,
    maxRedemptions: record.maxRedemptions ?? null,
    perUserLimit: record.perUserLimit ?? 1,
    planCodes: record.planCodes ?? [],
    active: record.active !== false,
    redeemed: record.redeemed ?? 0,
    used: record.used ?? 0,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function toAppliedCoupon(
  coupon: Pick<CouponRecord, 'code' | 'kind' | 'amount'>,
  pricePaise: number,
  discountPaise: number,
): AppliedCoupon {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: couponValue(coupon),
    originalAmount: paiseToRupees(pricePaise),
    discount: paiseToRupees(discountPaise),
    amount: paiseToRupees(pricePaise - discountPaise),
  };
}
