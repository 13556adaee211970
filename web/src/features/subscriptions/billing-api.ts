import { api, dataOf } from '../../shared/api/client';
import { retryWhileUnavailable } from './relay-retry';
import type {
  InvoiceDetails,
  MySubscriptionsReply,
  OrderPreview,
  OrderReply,
  PaymentReply,
  Plan,
  Receipt,
  RelayedPaymentCapture,
  UserSubscription,
} from '@streamhub/contracts';
import type { SubscriptionCheckoutSuccess } from './checkout';

/** Every billing call the viewer app makes. */

export async function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  const data = await dataOf(api.GET('/api/v1/subscriptions/plans', { signal }));
  return data.plans ?? [];
}

export async function fetchMySubscriptions(signal?: AbortSignal): Promise<MySubscriptionsReply['subscriptions']> {
  const data = await dataOf(api.GET('/api/v1/subscriptions/mine', { signal }));
  return data.subscriptions ?? [];
}

/** A coupon code to send, or nothing when the field is blank. */
const withCoupon = (couponCode?: string) => (couponCode?.trim() ? { couponCode: couponCode.trim() } : {});

/** The viewer's payments: one receipt per successful charge, newest first. */
export async function fetchMyPayments(signal?: AbortSignal): Promise<Receipt[]> {
  const data = await dataOf(api.GET('/api/v1/subscriptions/payments', { signal }));
  return data.payments ?? [];
}

export async function fetchReceipt(number: string, signal?: AbortSignal): Promise<Receipt> {
  const data = await dataOf(
    api.GET('/api/v1/subscriptions/payments/{number}', { params: { path: { number } }, signal }),
  );
  return data.receipt;
}

/** The viewer's state and GSTIN for tax invoices. */
export function fetchInvoiceDetails(signal?: AbortSignal): Promise<InvoiceDetails> {
  return dataOf(api.GET('/api/v1/subscriptions/invoice-details', { signal }));
}

/** Saves them (a blank GSTIN: a consumer); later receipts print them. */
export function saveInvoiceDetails(state: string, gstin: string): Promise<InvoiceDetails> {
  return dataOf(
    api.PUT('/api/v1/subscriptions/invoice-details', { body: { state, gstin: gstin.trim() ? gstin.trim() : null } }),
  );
}

export function createOrderByEpisodeName(
  planCode: string,
  episodeName: string,
  couponCode?: string,
): Promise<OrderReply> {
  return dataOf(
    api.POST('/api/v1/subscriptions/order/by-episode-name', {
      body: { planCode, episodeName, ...withCoupon(couponCode) },
    }),
  );
}

export function createOrderForPart(planCode: string, episodeId: string, couponCode?: string): Promise<OrderReply> {
  return dataOf(api.POST('/api/v1/subscriptions/order', { body: { planCode, episodeId, ...withCoupon(couponCode) } }));
}

/** The price a coupon leaves on a plan (the server checks the code; nothing is held). */
export function previewOrder(planCode: string, couponCode: string): Promise<OrderPreview> {
  return dataOf(api.POST('/api/v1/subscriptions/order/preview', { body: { planCode, couponCode: couponCode.trim() } }));
}

/**
 * Reports Checkout's success to the server (docs/product.md §7 webhook shape) with the checkout signature;
 * tried again with backoff while the server is unavailable (one subscription per payment).
 */
export function reportCapture(capture: RelayedPaymentCapture): Promise<PaymentReply> {
  // The route reads its raw body and the provider's signature headers (its webhooks are signed over the bytes):
  // the document lists no body schema, and the relayed capture carries its signature in the body instead.
  const relay = { body: capture } as never;
  return retryWhileUnavailable(() => dataOf(api.POST('/api/v1/subscriptions/webhook', relay)));
}

/** Checkout's result for a recurring plan's subscription, checked by the server (retried while it is unavailable). */
export function confirmAutoRenew(result: SubscriptionCheckoutSuccess): Promise<PaymentReply> {
  return retryWhileUnavailable(() =>
    dataOf(api.POST('/api/v1/subscriptions/auto-renew/confirm', { body: { ...result } })),
  );
}

/** Turns auto-renew off: no more charges, access to the period's end. */
export async function cancelAutoRenew(id: string): Promise<UserSubscription> {
  const data = await dataOf(api.POST('/api/v1/subscriptions/{id}/cancel-auto-renew', { params: { path: { id } } }));
  return data.subscription;
}

export type { OrderReply };
