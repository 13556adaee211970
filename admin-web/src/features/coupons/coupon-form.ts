import type { Coupon, CouponInput } from '@streamhub/contracts';
import { formatInr } from '../../shared/i18n/format';
import { t, type MessageKey } from '../../shared/i18n/i18n';
import { MESSAGES } from '../../shared/messages';

/** The coupon modal's fields as typed (numbers and dates as text until submitted). */
export interface CouponFormValues {
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  value: string;
  /** `YYYY-MM-DDTHH:mm` from a datetime-local input, local time; empty for no bound. */
  validFrom: string;
  validUntil: string;
  /** Empty for no cap. */
  maxRedemptions: string;
  perUserLimit: string;
  /** Empty: every plan. */
  planCodes: string[];
  active: boolean;
}

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validUntil: '',
  maxRedemptions: '',
  perUserLimit: '1',
  planCodes: [],
  active: true,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local input's value in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function formFromCoupon(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: String(coupon.value),
    validFrom: toLocalInput(coupon.validFrom),
    validUntil: toLocalInput(coupon.validUntil),
    maxRedemptions: coupon.maxRedemptions === null ? '' : String(coupon.maxRedemptions),
    perUserLimit: String(coupon.perUserLimit),
    planCodes: coupon.planCodes,
    active: coupon.active,
  };
}

const fromLocal = (value: string): string | null => (value.trim() === '' ? null : new Date(value).toISOString());

/** Required fields checked here; the rest (ranges, window order, plan codes) by billing, with its messages. */
export function couponInputFromForm(form: CouponFormValues): { input: CouponInput } | { error: string } {
  if (form.code.trim() === '' || form.value.trim() === '') return { error: MESSAGES.fillRequiredFields };
  return {
    input: {
      code: form.code.trim(),
      description: form.description.trim(),
      kind: form.kind,
      value: Number(form.value),
      validFrom: fromLocal(form.validFrom),
      validUntil: fromLocal(form.validUntil),
      maxRedemptions: form.maxRedemptions.trim() === '' ? null : Number(form.maxRedemptions),
      perUserLimit: form.perUserLimit.trim() === '' ? 1 : Number(form.perUserLimit),
      planCodes: form.planCodes,
      active: form.active,
    } as CouponInput,
  };
}

/** "20% off" or "₹50.00 off" (in the active language). */
export function discountLabel(coupon: Pick<Coupon, 'kind' | 'value'>): string {
  if (coupon.kind === 'percent') return t('coupons.percentOff', { value: coupon.value });
  return t('coupons.amountOff', { amount: formatInr(coupon.value) });
}

export type CouponState = ReturnType<typeof couponState>;

/** Each state's label in the catalog. */
export const COUPON_STATE_KEYS: Record<CouponState, MessageKey> = {
  Active: 'status.active',
  Inactive: 'status.inactive',
  Scheduled: 'coupons.state.scheduled',
  Expired: 'coupons.state.expired',
  'Used up': 'coupons.state.usedUp',
};

/** Where the coupon stands now: Inactive, Scheduled, Expired, Used up, or Active. */
export function couponState(coupon: Coupon, now: Date): 'Active' | 'Inactive' | 'Scheduled' | 'Expired' | 'Used up' {
  if (!coupon.active) return 'Inactive';
  if (coupon.validFrom && Date.parse(coupon.validFrom) > now.getTime()) return 'Scheduled';
  if (coupon.validUntil && Date.parse(coupon.validUntil) <= now.getTime()) return 'Expired';
  if (coupon.maxRedemptions !== null && coupon.used >= coupon.maxRedemptions) return 'Used up';
  return 'Active';
}
