import { PLAN_QUALITIES, PLAN_QUALITY_HEIGHT, type Plan, type PlanQuality } from '@streamhub/contracts';
import { t } from '../../shared/i18n/i18n';
import { formatDate, formatInr } from '../../shared/i18n/format';

/** "₹1,999.00": rupees through the app's one formatter (docs/i18n.md, docs/product.md §9). */
export { formatInr };

export function scopeLabel(scope: Plan['scope']): string {
  return scope === 'all' ? t('plans.fullAccess') : t('plans.perEpisode');
}

/** "1 screen at a time", "4 screens at a time". */
export function screensLabel(screens: number): string {
  return t('plans.screens', { count: screens });
}

/** "25 downloads on 4 devices", or "No downloads" for a plan without them (docs/offline.md). */
export function downloadsLabel(downloads: number, devices: number): string {
  return downloads > 0 ? t('plans.downloads', { count: downloads, devices }) : t('plans.noDownloads');
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
  const renews = t('plans.renewsEvery', { days: plan.durationDays });
  return plan.trialDays && plan.trialDays > 0
    ? `${renews} · ${t('plans.freeTrial', { days: plan.trialDays })}`
    : renews;
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
  if (sub.autoRenew === 'halted') return t('plans.autoRenewHalted');
  if (sub.autoRenew === 'off') return t('plans.autoRenewOff', { date: formatIstDate(sub.endAt) });
  if (!sub.nextChargeAt) return null;
  const amount =
    sub.nextChargeAmount != null ? ` · ${t('plans.nextCharge', { amount: formatInr(sub.nextChargeAmount) })}` : '';
  if (sub.trialEndsAt) return `${t('plans.trialEnds', { date: formatIstDate(sub.trialEndsAt) })}${amount}`;
  if (sub.autoRenew === 'pending') {
    const until = sub.accessUntil ? `; ${t('plans.accessWhileRetried', { date: formatIstDate(sub.accessUntil) })}` : '';
    return `${t('plans.renewalFailed')}${amount}${until}`;
  }
  return `${t('plans.autoRenewsOn', { date: formatIstDate(sub.nextChargeAt) })}${amount}`;
}

/** What was given back on a subscription, e.g. "Refunded ₹199.00"; null when nothing was. */
export function refundLine(sub: { refundedAmount?: number | null }): string | null {
  return sub.refundedAmount && sub.refundedAmount > 0
    ? t('plans.refunded', { amount: formatInr(sub.refundedAmount) })
    : null;
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
  if (!plan.recurring || !plan.trialDays || plan.trialDays <= 0)
    return t('plans.subscribe', { price: formatInr(price) });
  const firstCharge = new Date(now.getTime() + plan.trialDays * 24 * 60 * 60 * 1000);
  return t('plans.startTrial', {
    today: formatInr(0).replace(/\.00$/, ''),
    price: formatInr(price),
    date: formatIstDate(firstCharge.toISOString()),
  });
}

/**
 * What the catalogue has above a plan's quality tier, for the plan dialog: "HD, 4K titles need
 * Premium" (the cheapest plan that plays the tallest of them), or "… play in SD on this plan" when no
 * plan does. Null when the plan plays everything the catalogue has (docs/product.md, plans).
 */
export function tierNote(
  plan: Pick<Plan, 'code' | 'maxQuality'>,
  plans: readonly Pick<Plan, 'code' | 'title' | 'price' | 'maxQuality'>[],
  catalogQualities: readonly string[],
): string | null {
  const height = (quality: string) => PLAN_QUALITY_HEIGHT[quality as PlanQuality] ?? 0;
  const above = PLAN_QUALITIES.filter((q) => catalogQualities.includes(q) && height(q) > height(plan.maxQuality));
  if (above.length === 0) return null;
  const qualities = above.join(', ');
  const tallest = height(above[above.length - 1]!);
  const needed = plans
    .filter((p) => p.code !== plan.code && height(p.maxQuality) >= tallest)
    .sort((a, b) => a.price - b.price)[0];
  return needed
    ? t('subscriptions.tierNeeds', { qualities, plan: needed.title })
    : t('subscriptions.tierPlaysAt', { qualities, quality: plan.maxQuality });
}
