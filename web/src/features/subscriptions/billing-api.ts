import { api } from '../../shared/api/client';
import { retryWhileUnavailable } from './relay-retry';
import type {
  MyPaymentsReply,
  MySubscriptionsReply,
  OrderPreview,
  OrderReply,
  PaymentReply,
  Plan,
  PlanList,
  Receipt,
  RelayedPaymentCapture,
  UserSubscription,
} from '@streamhub/contracts';
import type { SubscriptionCheckoutSuccess } from './checkout';

/** Every billing call the viewer app makes. */

export async function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  const data = await api.get<PlanList | Plan[]>('/subscriptions/plans', { signal });
  return Array.isArray(data) ? data : (data.plans ?? []);
}

export async function fetchMySubscriptions(signal?: AbortSignal): Promise<MySubscriptionsReply['subscriptions']> {
  const data = await api.get<MySubscriptionsReply>('/subscriptions/mine', { signal });
  return data.subscriptions ?? [];
}

/** A coupon code to send, or nothing when the field is blank. */
const withCoupon = (couponCode?: string) => (couponCode?.trim() ? { couponCode: couponCode.trim() } : {});

/** The viewer's payments: one receipt per successful charge, newest first. */
export async function fetchMyPayments(signal?: AbortSignal): Promise<Receipt[]> {
  const data = await api.get<MyPaymentsReply>('/subscriptions/payments', { signal });
  return data.payments ?? [];
}

export async function fetchReceipt(number: string, signal?: AbortSignal): Promise<Receipt> {
  const data = await api.get<{ receipt: Receipt }>(`/subscriptions/payments/${encodeURIComponent(number)}`, { signal });
  return data.receipt;
}

export function createOrderByEpisodeName(planCode: string, episodeName: string, couponCode?: string): Promise<unknown> {
  return api.post<unknown>('/subscriptions/order/by-episode-name', {
    planCode,
    episodeName,
    ...withCoupon(couponCode),
  });
}

export function createOrderForPart(planCode: string, episodeId: string, couponCode?: string): Promise<unknown> {
  return api.post<unknown>('/subscriptions/order', { planCode, episodeId, ...withCoupon(couponCode) });
}

/** The price a coupon leaves on a plan (the server checks the code; nothing is held). */
export function previewOrder(planCode: string, couponCode: string): Promise<OrderPreview> {
  return api.post<OrderPreview>('/subscriptions/order/preview', { planCode, couponCode: couponCode.trim() });
}

/**
 * Reports Checkout's success to the server (docs/product.md §7 webhook shape) with the checkout signature;
 * tried again with backoff while the server is unavailable (one subscription per payment).
 */
export function reportCapture(capture: RelayedPaymentCapture): Promise<PaymentReply> {
  return retryWhileUnavailable(() => api.post<PaymentReply>('/subscriptions/webhook', capture));
}

/** Checkout's result for a recurring plan's subscription, checked by the server (retried while it is unavailable). */
export function confirmAutoRenew(result: SubscriptionCheckoutSuccess): Promise<PaymentReply> {
  return retryWhileUnavailable(() => api.post<PaymentReply>('/subscriptions/auto-renew/confirm', { ...result }));
}

/** Turns auto-renew off: no more charges, access to the period's end. */
export async function cancelAutoRenew(id: string): Promise<UserSubscription> {
  const data = await api.post<{ subscription: UserSubscription }>(
    `/subscriptions/${encodeURIComponent(id)}/cancel-auto-renew`,
    {},
  );
  return data.subscription;
}

export type { OrderReply };
