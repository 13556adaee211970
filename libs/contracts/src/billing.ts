import { healthPattern } from './services';

export const BillingPatterns = {
  health: healthPattern('billing'),
  /** Users as billing knows them (projection of auth events). */
  getCustomer: 'billing.customers.get',
} as const;

export const BillingEvents = {
  subscriptionActivated: 'billing.subscription.activated',
  subscriptionExpired: 'billing.subscription.expired',
  subscriptionCancelled: 'billing.subscription.cancelled',
} as const;

export type SubscriptionScope = 'all' | 'episode';

/** Payload of every subscription event; catalog builds its entitlement projection from them. */
export interface SubscriptionEvent {
  subscriptionId: string;
  userId: string;
  planCode: string;
  scope: SubscriptionScope;
  /** The video (part) id the plan was bought for; null for `all` or when bought by name. */
  episodeId: string | null;
  /** The episode (series) name the plan was bought for; null for `all`. */
  episodeName: string | null;
  /** ISO-8601. */
  startAt: string;
  /** ISO-8601; access ends at this instant. */
  endAt: string;
}
