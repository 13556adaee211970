import {
  BillingMessages,
  COUPON_KINDS,
  COUPON_LIMITS,
  MIN_ORDER_PAISE,
  type ApiErrorCode,
  type CouponInput,
  type CouponKind,
} from '@streamhub/contracts';
import { rupeesToPaise } from '../common/money';

/** A coupon's fields after the admin form's rules: what is stored. */
export interface CouponFields {
  code: string;
  description: string;
  kind: CouponKind;
  /** Whole percent, or paise off. */
  amount: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxRedemptions: number | null;
  perUserLimit: number;
  planCodes: string[];
  active: boolean;
}

export type CouponCheck = { ok: true; coupon: CouponFields } | { ok: false; message: string };

const CODE_PATTERN = new RegExp(`^[A-Z0-9_-]{3,${COUPON_LIMITS.codeMaxLength}}$`);

/** Coupon codes are compared upper-cased and trimmed. */
export function normalizeCouponCode(code: unknown): string {
  return typeof code === 'string' ? code.trim().toUpperCase() : '';
}

const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function dateOf(value: unknown): Date | null | 'invalid' {
  if (blank(value)) return null;
  const at = new Date(String(value));
  return Number.isNaN(at.getTime()) ? 'invalid' : at;
}

function capOf(value: unknown, fallback: number | null, max: number): number | null | 'invalid' {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : 'invalid';
}

/** The admin coupon form: code, kind and value required; dates ISO-8601; caps whole and at least 1. */
export function checkCouponInput(input: CouponInput): CouponCheck {
  if ([input.code, input.kind, input.value].some(blank)) return { ok: false, message: BillingMessages.requiredFields };
  const code = normalizeCouponCode(input.code);
  if (!CODE_PATTERN.test(code)) return { ok: false, message: BillingMessages.invalidCouponCode };
  const kind = String(input.kind).trim().toLowerCase();
  if (!(COUPON_KINDS as readonly string[]).includes(kind))
    return { ok: false, message: BillingMessages.invalidCouponKind };
  let amount: number;
  if (kind === 'percent') {
    const value = input.value;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 100) {
      return { ok: false, message: BillingMessages.invalidCouponPercent };
    }
    amount = value;
  } else {
    const paise = typeof input.value === 'number' ? rupeesToPaise(input.value) : null;
    if (paise === null || paise < 1 || paise > 100_000_000)
      return { ok: false, message: BillingMessages.invalidCouponFlat };
    amount = paise;
  }
  const validFrom = dateOf(input.validFrom);
  const validUntil = dateOf(input.validUntil);
  if (validFrom === 'invalid' || validUntil === 'invalid')
    return { ok: false, message: BillingMessages.invalidCouponDate };
  if (validFrom && validUntil && validUntil.getTime() <= validFrom.getTime()) {
    return { ok: false, message: BillingMessages.invalidCouponWindow };
  }
  const maxRedemptions = capOf(input.maxRedemptions, null, COUPON_LIMITS.maxRedemptions);
  const perUserLimit = capOf(input.perUserLimit, 1, COUPON_LIMITS.maxPerUser);
  if (maxRedemptions === 'invalid' || perUserLimit === 'invalid' || perUserLimit === null) {
    return { ok: false, message: BillingMessages.invalidCouponCap };
  }
  const description = typeof input.description === 'string' ? input.description.trim() : '';
  if (description.length > COUPON_LIMITS.descriptionMaxLength) {
    return { ok: false, message: BillingMessages.couponDescriptionTooLong };
  }
  const planCodes = [...new Set((input.planCodes ?? []).map((c) => String(c).trim().toUpperCase()).filter(Boolean))];
  return {
    ok: true,
    coupon: {
      code,
      description,
      kind: kind as CouponKind,
      amount,
      validFrom,
      validUntil,
      maxRedemptions,
      perUserLimit,
      planCodes,
      active: input.active !== false,
    },
  };
}

/** What a coupon takes off a price, in paise. A rest below the provider's minimum (₹1) is waived: free. */
export function discountFor(
  coupon: Pick<CouponFields, 'kind' | 'amount'>,
  pricePaise: number,
): { discountPaise: number; amountPaise: number } {
  const off =
    coupon.kind === 'percent' ? Math.round((pricePaise * coupon.amount) / 100) : Math.min(coupon.amount, pricePaise);
  const rest = pricePaise - off;
  if (rest < MIN_ORDER_PAISE) return { discountPaise: pricePaise, amountPaise: 0 };
  return { discountPaise: off, amountPaise: rest };
}

export interface CouponRefusal {
  message: string;
  reason: ApiErrorCode;
}

/** Why this coupon cannot be used for this plan now (null: it can; the caps are checked when a use is held). */
export function couponRefusal(
  coupon: Pick<CouponFields, 'code' | 'active' | 'validFrom' | 'validUntil' | 'planCodes'>,
  planCode: string,
  now: Date,
): CouponRefusal | null {
  if (!coupon.active) return { message: BillingMessages.couponInactive(coupon.code), reason: 'COUPON_INACTIVE' };
  if (coupon.validFrom && now.getTime() < coupon.validFrom.getTime()) {
    return {
      message: BillingMessages.couponNotYetValid(coupon.code, coupon.validFrom.toISOString().slice(0, 10)),
      reason: 'COUPON_NOT_YET_VALID',
    };
  }
  if (coupon.validUntil && now.getTime() >= coupon.validUntil.getTime()) {
    return { message: BillingMessages.couponExpired(coupon.code), reason: 'COUPON_EXPIRED' };
  }
  if (coupon.planCodes.length > 0 && !coupon.planCodes.includes(planCode)) {
    return { message: BillingMessages.couponNotForPlan(coupon.code, planCode), reason: 'COUPON_NOT_FOR_PLAN' };
  }
  return null;
}
