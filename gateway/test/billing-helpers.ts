import { afterAll, beforeAll, expect } from 'vitest';
import type {
  AccessReply,
  MySubscriptionsReply,
  OrderReply,
  PaymentReply,
  Plan,
  UserSubscription,
} from '@streamhub/contracts';
import {
  api,
  apiData,
  holdSandboxClock,
  newViewer,
  payInSandbox,
  subscribeInSandbox,
  waitFor,
  type CheckoutSuccess,
} from '@streamhub/testkit';

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

/**
 * The sandbox's clock is every subscription's: a file that moves it holds it for its whole run
 * (beforeAll -> afterAll), so files that move it run one after another. Call at a file's top level.
 */
export function useSandboxClock(): void {
  let release: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    release = await holdSandboxClock();
  }, 900_000);
  afterAll(async () => {
    await release?.();
  });
}

/**
 * A new viewer orders recurring `plan` (all scope), authorises its mandate in the sandbox's
 * Checkout and relays the result to billing; with `accessTo`, waits until catalog grants that video.
 */
export async function subscribeRecurring(plan: Plan, { accessTo }: { accessTo?: string } = {}) {
  const viewer = await newViewer();
  const reply = await order(viewer.token, plan.code, 'all');
  const subscriptionId = reply.subscription!.id;
  const paid = await subscribeInSandbox(subscriptionId);
  const confirmed = await apiData<PaymentReply>('POST', '/subscriptions/auto-renew/confirm', {
    token: viewer.token,
    body: paid,
  });
  if (accessTo) await waitFor(() => videoAccess(viewer.token, accessTo), { what: 'access to the catalogue' });
  return { ...viewer, reply, subscriptionId, paid, subscription: confirmed.subscription! };
}

export type RecurringBuyer = Awaited<ReturnType<typeof subscribeRecurring>>;

/** The viewer's one subscription. */
export async function onlySubscription(token: string): Promise<UserSubscription> {
  const list = await mine(token);
  expect(list).toHaveLength(1);
  return list[0]!;
}

/** Polls the viewer's one subscription until `test` holds. */
export const waitForOnlySubscription = (
  token: string,
  what: string,
  test: (sub: UserSubscription) => boolean,
  timeoutMs = 20_000,
) =>
  waitFor(
    async () => {
      const sub = await onlySubscription(token);
      return test(sub) ? sub : undefined;
    },
    { timeoutMs, what },
  );
