import type { Plan } from '@streamhub/contracts';
import { formatDate } from '@streamhub/web-kit';

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** "₹1,999.00" — rupees in the en-IN style (docs/product.md §9). */
export function formatInr(rupees: number): string {
  return INR.format(rupees);
}

export function scopeLabel(scope: Plan['scope']): string {
  return scope === 'all' ? 'Full Access' : 'Per Episode';
}

/** "1 screen at a time", "4 screens at a time". */
export function screensLabel(screens: number): string {
  return `${screens} ${screens === 1 ? 'screen' : 'screens'} at a time`;
}

/**
 * The episodeName an order is sent with (docs/product.md §5): the chosen episode, else "all" for an
 * all-scope plan and "Episode 1" for any other.
 */
export function orderEpisodeName(plan: Pick<Plan, 'scope'>, chosen: string | null | undefined): string {
  const name = chosen?.trim();
  if (name) return name;
  return plan.scope === 'all' ? 'all' : 'Episode 1';
}

export type SubscriptionDisplayStatus = 'active' | 'expired' | 'cancelled' | 'unknown';

/** Profile display (docs/product.md §4): no end date → unknown; end in the future → active; past → expired. */
export function displayStatus(
  endAt: string | null | undefined,
  now: Date,
  stored?: string | null,
): SubscriptionDisplayStatus {
  // Refunded (or its money otherwise given back): cancelled, whatever its end date says.
  if (stored === 'cancelled') return 'cancelled';
  if (!endAt) return 'unknown';
  const end = Date.parse(endAt);
  if (Number.isNaN(end)) return 'unknown';
  return end > now.getTime() ? 'active' : 'expired';
}

/** Dates in India's time zone (stored in UTC), in the app's one format, e.g. "Mar 11, 2026". */
export function formatIstDate(iso: string | null | undefined): string {
  return formatDate(iso, { timeZone: 'Asia/Kolkata' });
}

/** A recurring plan's renewal line in the plan list, e.g. "Renews every 30 days · 7-day free trial". */
export function renewalLabel(plan: { recurring?: boolean; durationDays: number; trialDays?: number }): string | null {
  if (!plan.recurring) return null;
  const trial = plan.trialDays && plan.trialDays > 0 ? ` · ${plan.trialDays}-day free trial` : '';
  return `Renews every ${plan.durationDays} days${trial}`;
}

/**
 * What Profile says about a recurring subscription's renewal: the trial's end, the next charge,
 * that auto-renew is off (with the access end), or that it stopped; null for one that does not renew.
 */
export function autoRenewLine(sub: {
  recurring?: boolean;
  autoRenew?: string | null;
  endAt: string;
  nextChargeAt?: string | null;
  nextChargeAmount?: number | null;
  trialEndsAt?: string | null;
  accessUntil?: string | null;
}): string | null {
  if (!sub.recurring) return null;
  if (sub.autoRenew === 'halted') return 'Auto-renew stopped: the payment failed';
  if (sub.autoRenew === 'off') return `Auto-renew is off; access until ${formatIstDate(sub.endAt)}`;
  if (!sub.nextChargeAt) return null;
  const amount = sub.nextChargeAmount != null ? ` · next charge ${formatInr(sub.nextChargeAmount)}` : '';
  if (sub.trialEndsAt) return `Trial ends on ${formatIstDate(sub.trialEndsAt)}${amount}`;
  if (sub.autoRenew === 'pending') {
    const until = sub.accessUntil ? `; access until ${formatIstDate(sub.accessUntil)} while it is retried` : '';
    return `The renewal payment failed${amount}${until}`;
  }
  return `Auto-renews on ${formatIstDate(sub.nextChargeAt)}${amount}`;
}

/** What was given back on a subscription, e.g. "Refunded ₹199.00"; null when nothing was. */
export function refundLine(sub: { refundedAmount?: number | null }): string | null {
  return sub.refundedAmount && sub.refundedAmount > 0 ? `Refunded ${formatInr(sub.refundedAmount)}` : null;
}

/**
 * The plan dialog's button: the price, or for a plan with a free trial what is charged today (₹0)
 * and when the first charge comes (the trial goes to a first subscription of the plan only).
 */
export function subscribeLabel(
  plan: { recurring?: boolean; trialDays?: number; price: number },
  price: number,
  now: Date,
): string {
  if (!plan.recurring || !plan.trialDays || plan.trialDays <= 0) return `Subscribe · ${formatInr(price)}`;
  const firstCharge = new Date(now.getTime() + plan.trialDays * 24 * 60 * 60 * 1000);
  return `Start free trial · ₹0 today, ${formatInr(price)} on ${formatIstDate(firstCharge.toISOString())}`;
}
