import type { AdminSubscription, UserSubscription } from '@streamhub/contracts';
import { paiseToRupees } from '../common/money';
import type { Customer } from '../customers/customers.repository';
import { accessEnd, opensNow } from './subscription-window';
import type { SubscriptionRecord } from './subscriptions.repository';

/**
 * Own subscription (docs/product.md §3): stored status, but "expired" once its access has ended (its end, or
 * for a renewing plan the grace after it while the renewal charge is taken or retried).
 */
export function toUserSubscription(record: SubscriptionRecord, now: Date): UserSubscription {
  const status = record.status === 'active' && !opensNow(record, now) ? 'expired' : record.status;
  const price = paiseToRupees(record.pricePaise);
  const endAt = record.endAt.toISOString();
  return {
    _id: record._id,
    status,
    plan: { code: record.planCode, title: record.planTitle, name: record.planTitle, scope: record.scope, price },
    amount: price,
    episodeId: record.episodeId,
    episodeName: record.episodeName,
    episode: record.episodeName ?? record.episodeId,
    startAt: record.startAt.toISOString(),
    endAt,
    endDate: endAt,
    createdAt: record.createdAt.toISOString(),
    ...autoRenewView(record, now),
    refundedAmount: paiseToRupees(record.refundedPaise ?? 0),
  };
}

/** A recurring subscription's renewal as the lists show it (all null for one that does not renew). */
function autoRenewView(record: SubscriptionRecord, now: Date) {
  if (record.recurring !== true) {
    return {
      recurring: false,
      autoRenew: null,
      nextChargeAt: null,
      nextChargeAmount: null,
      trialEndsAt: null,
      accessUntil: null,
    };
  }
  const renewing = (record.autoRenew === 'on' || record.autoRenew === 'pending') && opensNow(record, now);
  const inTrial = record.trialEndsAt instanceof Date && (record.chargePaymentIds ?? []).length === 0;
  return {
    recurring: true,
    autoRenew: record.autoRenew ?? 'on',
    nextChargeAt: renewing ? record.endAt.toISOString() : null,
    nextChargeAmount: renewing ? paiseToRupees(record.chargePaise ?? 0) : null,
    trialEndsAt: inTrial ? record.trialEndsAt!.toISOString() : null,
    accessUntil: renewing && accessEnd(record) > record.endAt ? accessEnd(record).toISOString() : null,
  };
}

/** Admin list row (docs/product.md §3): user from billing's customer projection, status derived from expiry. */
export function toAdminSubscription(
  record: SubscriptionRecord,
  customer: Pick<Customer, 'name' | 'email'> | undefined,
  now: Date,
): AdminSubscription {
  return {
    _id: record._id,
    userId: record.userId,
    userName: customer?.name ?? null,
    userEmail: customer?.email ?? null,
    planCode: record.planCode,
    planTitle: record.planTitle,
    scope: record.scope,
    episodeName: record.episodeName,
    price: paiseToRupees(record.pricePaise),
    startDate: record.startAt.toISOString(),
    expiryDate: record.endAt.toISOString(),
    status: accessEnd(record).getTime() > now.getTime() && record.status !== 'cancelled' ? 'Active' : 'Expired',
    refunded: record.status === 'cancelled' || (record.refundedPaise ?? 0) > 0,
    couponCode: record.couponCode ?? null,
    autoRenew: autoRenewView(record, now).autoRenew,
    nextChargeAt: autoRenewView(record, now).nextChargeAt,
  };
}
