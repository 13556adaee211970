import { createHmac } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plan } from '@streamhub/contracts';
import { unique } from './env';
import { apiData } from './http';

/** The payments sandbox the stack runs in place of Razorpay, and its keys (from the stack's env file). */
export const paymentsEnv = {
  get apiUrl(): string {
    return required('RAZORPAY_API_URL');
  },
  get keyId(): string {
    return required('RAZORPAY_KEY_ID');
  },
  get keySecret(): string {
    return required('RAZORPAY_KEY_SECRET');
  },
  get webhookSecret(): string {
    return required('RAZORPAY_WEBHOOK_SECRET');
  },
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: source the stack's env file (see scripts/test.sh)`);
  return value;
}

export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/**
 * Pays an order the way the stand-in Checkout window's Pay button does. With `webhook: false` the
 * sandbox does not send its own signed webhook, so only what the test sends reaches the server;
 * `webhookAttempts` makes it give up after that many failed deliveries; `capture: false` leaves
 * the payment authorized; `apiUrl` names another sandbox than the stack's.
 */
export async function payInSandbox(
  orderId: string,
  {
    webhook = true,
    capture = true,
    webhookAttempts = undefined as number | undefined,
    apiUrl = paymentsEnv.apiUrl,
  } = {},
): Promise<CheckoutSuccess> {
  const res = await fetch(`${apiUrl}/v1/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      key: paymentsEnv.keyId,
      order_id: orderId,
      deliver_webhook: webhook,
      capture,
      webhook_attempts: webhookAttempts,
    }),
  });
  const body = (await res.json()) as CheckoutSuccess;
  if (!res.ok) throw new Error(`sandbox payment failed: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Calls the sandbox's Razorpay API with the key pair, as billing's SDK does (e.g. capture, refund). */
export async function sandboxApi<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const auth = Buffer.from(`${paymentsEnv.keyId}:${paymentsEnv.keySecret}`).toString('base64');
  const res = await fetch(`${paymentsEnv.apiUrl}${path}`, {
    method,
    headers: { authorization: `Basic ${auth}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`sandbox ${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** An order as the sandbox's Orders API holds it (what billing sent through the SDK). */
export async function sandboxOrder(
  orderId: string,
): Promise<{ id: string; amount: number; currency: string; notes: Record<string, string> }> {
  const auth = Buffer.from(`${paymentsEnv.keyId}:${paymentsEnv.keySecret}`).toString('base64');
  const res = await fetch(`${paymentsEnv.apiUrl}/v1/orders/${orderId}`, {
    headers: { authorization: `Basic ${auth}` },
  });
  if (!res.ok) throw new Error(`sandbox order ${orderId}: ${res.status}`);
  return (await res.json()) as { id: string; amount: number; currency: string; notes: Record<string, string> };
}

/** The client's relayed capture report (docs/product.md §7) carrying the checkout signature. */
export function relayedCapture(
  payment: CheckoutSuccess,
  amountPaise: number,
  over: { signature?: string; currency?: string } = {},
): Record<string, unknown> {
  return {
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: payment.razorpay_payment_id,
          order_id: payment.razorpay_order_id,
          amount: amountPaise,
          currency: over.currency ?? 'INR',
        },
      },
    },
    razorpay_signature: over.signature ?? payment.razorpay_signature,
  };
}

/** X-Razorpay-Signature for a raw webhook body. */
export function webhookSignature(rawBody: string, secret = paymentsEnv.webhookSecret): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** A plan made through the admin API (a fresh code and title unless given), as the billing tests use one. */
export async function createPlan(adminToken: string, over: Record<string, unknown>): Promise<Plan> {
  const body = { code: unique('PAY_').toUpperCase(), title: unique('Pass '), durationDays: 7, ...over };
  const created = await apiData<{ plan: Plan }>('POST', '/subscriptions/plans', { token: adminToken, body }, 201);
  return created.plan;
}

export interface SubscriptionCheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

/**
 * Authorises a subscription's mandate the way the stand-in Checkout window does for a
 * `subscription_id` (UPI AutoPay or card): without a trial the first charge is taken at once.
 * With `webhook: false` the sandbox withholds every webhook of that subscription (lost deliveries).
 */
export async function subscribeInSandbox(
  subscriptionId: string,
  { method = 'upi' as 'upi' | 'card', webhook = true } = {},
): Promise<SubscriptionCheckoutSuccess> {
  const res = await fetch(`${paymentsEnv.apiUrl}/v1/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: paymentsEnv.keyId, subscription_id: subscriptionId, method, deliver_webhook: webhook }),
  });
  const body = (await res.json()) as SubscriptionCheckoutSuccess;
  if (!res.ok) throw new Error(`sandbox subscription checkout failed: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function sandboxControl<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${paymentsEnv.apiUrl}/sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`sandbox ${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Moves the sandbox's subscription clock forward; every charge that falls due runs and its webhooks go out. */
export const advanceSandboxClock = (seconds: number) =>
  sandboxControl<{ now: number; charges: number }>('POST', '/clock/advance', { seconds });

/**
 * The sandbox's clock is one for all subscriptions: a test file that moves it charges every other
 * file's subscriptions too. Files that move it hold this lock for their whole run (beforeAll ->
 * afterAll), so they run one after another while the rest of the suite runs beside them. The lock
 * is a directory (mkdir is atomic across processes) naming its holder; a dead holder's is taken over.
 */
export async function holdSandboxClock(timeoutMs = 900_000): Promise<() => Promise<void>> {
  const dir = join(tmpdir(), `streamhub-sandbox-clock-${new URL(paymentsEnv.apiUrl).port || 'default'}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await mkdir(dir);
      await writeFile(join(dir, 'holder'), String(process.pid));
      return () => rm(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(join(dir, 'holder'), 'utf8').catch(() => ''));
    if (holder > 0 && !isAlive(holder)) await rm(dir, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`the sandbox clock stayed held by pid ${holder} for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Makes a subscription's next charges fail (or, with `fail: false`, succeed again). */
export const failSandboxCharges = (subscriptionId: string, fail = true) =>
  sandboxControl('POST', `/subscriptions/${subscriptionId}/fail-charges`, { fail });

/** Withholds every later webhook of a subscription (deliveries lost), or, with `deliver: true`, sends them again. */
export const withholdSandboxWebhooks = (subscriptionId: string, withhold = true) =>
  sandboxControl('POST', `/subscriptions/${subscriptionId}/webhooks`, { deliver: !withhold });

/** Makes the sandbox fail every cancellation of a subscription (500, the provider away), or, with `refuse: false`, accept them again. */
export const refuseSandboxCancels = (subscriptionId: string, refuse = true) =>
  sandboxControl('POST', `/subscriptions/${subscriptionId}/refuse-cancel`, { refuse });

/** A subscription's charges (invoices) in the sandbox: paid, or issued and unpaid when the charge failed. */
export const sandboxInvoices = async (subscriptionId: string) =>
  (
    await sandboxControl<{ items: { status: 'paid' | 'issued'; amount: number; payment_id: string }[] }>(
      'GET',
      `/subscriptions/${subscriptionId}/invoices`,
    )
  ).items;
