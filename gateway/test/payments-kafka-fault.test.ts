// Nothing paid is lost when Kafka goes away between the capture and the grant. A broker, a Mongo,
// a payments sandbox, billing and a gateway of this test's own (the stack CLI in a temporary
// STACK_DIR, and the built apps), so stopping Kafka disturbs neither the shared stack nor the
// suites running beside this one.
import { join, resolve } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import mongoose, { Types, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingPatterns, type OrderReply, type PlanList, type Principal, type RpcRequest } from '@streamhub/contracts';
import { KafkaRequester, ensureTopics } from '@streamhub/nest-kit';
import {
  ThrowawayStack,
  freePort,
  payInSandbox,
  relayedCapture,
  waitFor,
  type CheckoutSuccess,
} from '@streamhub/testkit';

const root = resolve(__dirname, '../..');
const OUTAGE_MS = 20_000;
/** The browser's relay retries (web: RELAY_RETRY_DELAYS_MS), counted from its first failed try. */
const RELAY_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000];

const stack = new ThrowawayStack(['kafka', 'mongo']);
let brokers = '';
let gatewayUrl = '';
let sandboxUrl = '';
let billingDb: Connection | undefined;
let mongoUrl = '';
let requester: KafkaRequester | undefined;
let billingApp: ResultPromise | undefined;
const apps: ResultPromise[] = [];
const billingLog: string[] = [];

function spawnApp(
  name: string,
  cwd: string,
  script: string,
  env: Record<string, string>,
  log?: string[],
): ResultPromise {
  const child = execa('node', [script], {
    cwd,
    env: { ...process.env, ...env },
    all: true,
    buffer: false,
    reject: false,
  });
  child.all?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    log?.push(text);
    if (process.env.FAULT_TEST_DEBUG) process.stdout.write(`[${name}] ${text}`);
  });
  apps.push(child);
  return child;
}

/** (Re)starts this test's billing; `reconcileAfterMs` decides whether its reconciler can act within the test. */
async function startBilling(reconcileAfterMs: number): Promise<void> {
  if (billingApp) {
    billingApp.kill('SIGTERM');
    await billingApp.catch(() => undefined);
  }
  billingApp = spawnApp(
    'billing',
    join(root, 'services/billing'),
    'dist/main.js',
    {
      KAFKA_BROKERS: brokers,
      MONGO_URL: mongoUrl,
      RAZORPAY_API_URL: sandboxUrl,
      PAYMENT_RECONCILE_AFTER_MS: String(reconcileAfterMs),
      PAYMENT_RECONCILE_INTERVAL_MS: '1000',
      SEED_DEMO_PLANS: 'true',
    },
    billingLog,
  );
  // Ready when the gateway gets billing's answer (its consumer group has settled).
  await waitFor(
    async () => (await fetch(`${gatewayUrl}/api/v1/subscriptions/plans`).catch(() => undefined))?.status === 200,
    { timeoutMs: 120_000, intervalMs: 500, what: "this test's gateway and billing" },
  );
}

const principal = (): Principal => {
  const userId = new Types.ObjectId().toHexString();
  return { userId, email: `${userId}@fault.test`, role: 'user', isAdmin: false };
};

/** Asks billing on this test's broker, as the gateway would (the order route needs a signed-in caller). */
function billing<T>(pattern: string, body: unknown, who?: Principal): Promise<T> {
  const request: RpcRequest = { principal: who, body };
  return requester!.request<T>(pattern, request, { timeoutMs: 15_000 });
}

/** The browser's relay of Checkout's result, through this test's gateway. */
const relay = (paid: CheckoutSuccess, amount: number) =>
  fetch(`${gatewayUrl}/api/v1/subscriptions/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(relayedCapture(paid, amount)),
  });

beforeAll(async () => {
  const [gatewayPort, sandboxPort] = await Promise.all([freePort(), freePort()]);
  await stack.start();
  brokers = stack.kafkaBrokers;
  mongoUrl = stack.mongoUrl;
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

  // Both run until afterAll stops them (spawnApp keeps them); nothing waits for them to exit.
  void spawnApp('sandbox', join(root, 'deploy/local/payments-sandbox'), 'server.mjs', {
    PAYMENTS_SANDBOX_PORT: String(sandboxPort),
    PAYMENTS_WEBHOOK_URL: `${gatewayUrl}/api/v1/subscriptions/webhook`,
    PAYMENTS_WEBHOOK_TIME_SCALE: '0.01',
  });
  void spawnApp('gateway', join(root, 'gateway'), 'dist/main.js', {
    KAFKA_BROKERS: brokers,
    GATEWAY_PORT: String(gatewayPort),
    METRICS_PORT: '0',
  });

  await ensureTopics('fault-test', brokers, [{ topic: 'tests.replies', partitions: 1 }]);
  requester = new KafkaRequester({
    app: 'fault-test',
    brokers,
    replyTopic: 'tests.replies',
    reply: { mode: 'shared' },
  });
  await requester.start();
  billingDb = await mongoose.createConnection(mongoUrl, { dbName: 'streamhub_billing' }).asPromise();
}, 240_000);

afterAll(async () => {
  await requester?.stop();
  await billingDb?.close();
  for (const app of apps) app.kill('SIGTERM');
  await Promise.all(apps.map((app) => app.catch(() => undefined)));
  await stack.stop();
}, 120_000);

const subscriptionsOf = (userId: string) => billingDb!.collection('subscriptions').find({ userId }).toArray();

/** An order paid in the sandbox while Kafka is away, its browser relay refused with 503 meanwhile. */
async function captureDuringOutage(webhookAttempts?: number) {
  const { plans } = await billing<PlanList>(BillingPatterns.listPlans, {});
  const plan = plans.find((p) => p.scope === 'all' && p.active)!;
  const buyer = principal();
  const { order } = await billing<OrderReply>(BillingPatterns.createOrder, { planCode: plan.code }, buyer);
  await stack.server('stop', ['kafka']);
  const stoppedAt = Date.now();
  const paid = await payInSandbox(order!.id, { apiUrl: sandboxUrl, webhookAttempts });
  expect((await relay(paid, order!.amount)).status).toBe(503);
  return { buyer, order: order!, paid, stoppedAt };
}

async function endOutage(stoppedAt: number): Promise<number> {
  await new Promise((r) => setTimeout(r, Math.max(0, stoppedAt + OUTAGE_MS - Date.now())));
  await stack.server('start', ['kafka']);
  return Date.now();
}

/** Exactly one subscription, and its activation event relayed to Kafka from the outbox. */
async function expectOneGrantedWithin(userId: string, since: number, withinMs: number): Promise<void> {
  await waitFor(async () => (await subscriptionsOf(userId)).length === 1, {
    timeoutMs: Math.max(0, since + withinMs - Date.now()),
    intervalMs: 250,
    what: 'the subscription',
  });
  expect(Date.now() - since).toBeLessThan(withinMs);
  await waitFor(async () => (await subscriptionsOf(userId))[0]?.outbox?.length === 0, { what: 'its event published' });
}

describe('Kafka stopped for 20 s between the capture and the grant', () => {
  it("the browser's relay retries and the webhook's save it: one subscription within 30 s of Kafka's return", async () => {
    await startBilling(24 * 60 * 60 * 1000); // no reconciler within this test
    const { buyer, order, paid, stoppedAt } = await captureDuringOutage();
    // The browser keeps retrying its relay with backoff (web: retryWhileUnavailable) meanwhile.
    const relayed = (async () => {
      for (const delay of RELAY_RETRY_DELAYS_MS) {
        await new Promise((r) => setTimeout(r, delay));
        const res = await relay(paid, order.amount);
        if (res.status !== 503 && res.status !== 504) return res.status;
      }
      return 503;
    })();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await subscriptionsOf(buyer.userId)).toEqual([]);
    const returnedAt = await endOutage(stoppedAt);
    await expectOneGrantedWithin(buyer.userId, returnedAt, 30_000);
    expect(await relayed).toBe(200);
    // The webhook's later retries and replays add nothing.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await subscriptionsOf(buyer.userId)).toHaveLength(1);
  }, 240_000);

  it('with the relay given up and the webhook abandoned, the reconciler alone grants it within 30 s of the return', async () => {
    await startBilling(30_000);
    // The webhook gives up after three failed deliveries; the browser never reports again.
    const { buyer, order, paid, stoppedAt } = await captureDuringOutage(3);
    const returnedAt = await endOutage(stoppedAt);
    await expectOneGrantedWithin(buyer.userId, returnedAt, 30_000);
    const log = billingLog.join('');
    expect(log).toContain(`order ${order.id}: captured payment ${paid.razorpay_payment_id} granted by reconciliation`);
  }, 240_000);
});
