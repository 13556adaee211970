import type { AccessReply, MySubscriptionsReply, OrderReply, UserSubscription } from '@streamhub/contracts';
import { api, apiData, newViewer, payInSandbox, type CheckoutSuccess } from '@streamhub/testkit';

/** Shared steps of the billing suites: a buyer, a plan, an order, access checks, the webhook. */
export { createPlan, newViewer } from '@streamhub/testkit';

export async function order(token: string, planCode: string, episodeName: string): Promise<OrderReply> {
  return apiData<OrderReply>('POST', '/subscriptions/order/by-episode-name', {
    token,
    body: { planCode, episodeName },
  });
}

/**
 * A new viewer's order, paid in the sandbox with no webhook sent: the test decides how (and
 * whether) the payment reaches billing. `capture: false` leaves it authorized only.
 */
export async function newPaidOrder(
  planCode: string,
  episodeName: string,
  { capture = true } = {},
): Promise<{ token: string; reply: OrderReply; paid: CheckoutSuccess }> {
  const { token } = await newViewer();
  const reply = await order(token, planCode, episodeName);
  const paid = await payInSandbox(reply.order!.id, { webhook: false, capture });
  return { token, reply, paid };
}

export async function episodeAccess(token: string, name: string): Promise<boolean> {
  const reply = await apiData<AccessReply>('GET', `/videos/episodes/by-name/${encodeURIComponent(name)}/access`, {
    token,
  });
  return reply.hasAccess;
}

export async function videoAccess(token: string, videoId: string): Promise<boolean> {
  const reply = await apiData<AccessReply>('GET', `/videos/${videoId}/access`, { token });
  return reply.hasAccess;
}

export async function mine(token: string): Promise<UserSubscription[]> {
  const reply = await apiData<MySubscriptionsReply>('GET', '/subscriptions/mine', { token });
  return reply.subscriptions;
}

export const webhook = (body: unknown, headers: Record<string, string> = {}) =>
  api('POST', '/subscriptions/webhook', { body: typeof body === 'string' ? body : JSON.stringify(body), headers });
