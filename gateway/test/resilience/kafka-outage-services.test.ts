// Every service, and the gateway, through Kafka outages of 5, 15 and (with STREAMHUB_LONG_OUTAGES=1) 40 s (one of them during a
// consumer group rebalance), with no restart: the real processes from their builds, on servers of
// the test's own (Kafka, Mongo, Redis in a temporary STACK_DIR, so stopping Kafka disturbs no other
// test). After each outage, within 15 s of Kafka's return: every service answers an RPC (the
// gateway's /health pings each one through its reply consumer), billing and catalog consume an
// event, and the gateway's cache consumer sees a catalogue change.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kafka, logLevel, type Admin, type Producer } from 'kafkajs';
import mongoose, { type Connection } from 'mongoose';
import { AuthEvents, BillingEvents, CatalogEvents, SERVICES, type EventEnvelope } from '@streamhub/contracts';
import { TEST_SIGNUP_CONSENT, ThrowawayStack, freePort, stopChild, waitForOtp } from '@streamhub/testkit';

const RECOVERY_TARGET_MS = 15_000;
const stack = new ThrowawayStack(['kafka', 'mongo', 'redis']);
let gatewayUrl = '';
let appEnv: Record<string, string> = {};
let mongo: Connection | undefined;
let admin: Admin | undefined;
const healthPorts = new Map<string, number>();

/** A fresh client each time: this one's connections die with the broker too. */
async function publish(event: EventEnvelope): Promise<void> {
  const kafka = new Kafka({
    clientId: 'outage-test',
    brokers: [stack.kafkaBrokers],
    logLevel: logLevel.NOTHING,
    retry: { retries: 0 },
  });
  const producer: Producer = kafka.producer();
  try {
    await producer.connect();
    await producer.send({ topic: event.type, acks: -1, messages: [{ key: event.key, value: JSON.stringify(event) }] });
  } finally {
    await producer.disconnect().catch(() => undefined);
  }
}

const event = <T>(type: string, key: string, payload: T): EventEnvelope<T> => ({
  id: randomUUID(),
  type,
  key,
  occurredAt: new Date().toISOString(),
  payload,
});

const get = (path: string) => fetch(`${gatewayUrl}/api/v1${path}`, { signal: AbortSignal.timeout(5_000) });

async function processed(service: 'billing' | 'catalog', eventId: string): Promise<boolean> {
  return (await mongo!.useDb(`streamhub_${service}`).collection('processed_events').countDocuments({ eventId })) > 0;
}

/** Polls `probe` every 250 ms; the time it first held, in ms from `since`, or undefined by `untilMs`. */
async function firstTrue(probe: () => Promise<boolean>, since: number, untilMs: number): Promise<number | undefined> {
  while (Date.now() - since < untilMs) {
    if (await probe().catch(() => false)) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 250));
  }
  return undefined;
}

/** A change event the gateway's cache consumer must see: the cached list stops being a hit. */
async function cacheSeesChanges(): Promise<boolean> {
  const path = '/videos?limit=5';
  if ((await get(path)).status !== 200) return false;
  if ((await get(path)).headers.get('x-cache') !== 'hit') return false; // cache not live yet
  await publish(event(CatalogEvents.categoryCreated, randomUUID(), { probe: true }));
  for (let i = 0; i < 20; i++) {
    const res = await get(path);
    if (res.status === 200 && res.headers.get('x-cache') !== 'hit') return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** What a recovered system does; each item's time to first success after `back`. */
async function recovery(back: number): Promise<Record<string, number | undefined>> {
  const userId = randomBytes(12).toString('hex');
  const registered = event(AuthEvents.userRegistered, userId, {
    userId,
    name: 'Outage Probe',
    email: `outage-${userId}@example.com`,
    mobile: '9876543210',
    role: 'user',
    createdAt: new Date().toISOString(),
  });
  const subscriptionId = randomBytes(12).toString('hex');
  const activated = event(BillingEvents.subscriptionActivated, subscriptionId, {
    subscriptionId,
    userId,
    planCode: 'FULL_MONTHLY',
    scope: 'all',
    episodeId: null,
    episodeName: null,
    startAt: new Date().toISOString(),
    endAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  let sent = false;
  const send = async () => {
    if (!sent) {
      await publish(registered);
      await publish(activated);
      sent = true;
    }
    return true;
  };
  const [rpc, billingEvent, catalogEvent, cache] = await Promise.all([
    firstTrue(async () => (await get('/health')).status === 200, back, 60_000),
    firstTrue(async () => (await send()) && (await processed('billing', registered.id)), back, 60_000),
    firstTrue(async () => (await send()) && (await processed('catalog', activated.id)), back, 60_000),
    firstTrue(cacheSeesChanges, back, 60_000),
  ]);
  return { rpc, billingEvent, catalogEvent, cache };
}

const post = (path: string, body: unknown) =>
  fetch(`${gatewayUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });

/**
 * A producer after the outage: a sign-up verified through the gateway makes auth publish
 * "user registered" from its outbox (its idempotent event producer), which billing projects.
 * Returns the time from `since` until billing has the customer.
 */
async function signUpReachesBilling(since: number): Promise<number | undefined> {
  const email = `outage-${randomUUID().slice(0, 8)}@example.com`;
  const signup = await post('/auth/signup', {
    name: 'Outage Probe',
    email,
    mobile: '9876543210',
    password: 'Outage@123',
    consent: TEST_SIGNUP_CONSENT,
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const otp = await waitForOtp(email);
  const verified = await post('/auth/verify-signup-otp', { email, otp });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}: ${await verified.text()}`);
  const customers = mongo!.useDb('streamhub_billing').collection('customers');
  return firstTrue(async () => (await customers.countDocuments({ email })) > 0, since, 60_000);
}

interface Probe {
  status: number;
  consumers: { name: string; state: string; restarts: number }[];
}

/** A service's liveness probe: its status, and its consumers as it reports them. */
async function live(port: number): Promise<Probe> {
  const res = await fetch(`http://127.0.0.1:${port}/health/live`, { signal: AbortSignal.timeout(3_000) });
  const body = (await res.json()) as { consumers?: Probe['consumers'] };
  return { status: res.status, consumers: body.consumers ?? [] };
}

const reopened = async (service: string) =>
  (await live(healthPorts.get(service)!)).consumers.reduce((sum, c) => sum + c.restarts, 0);

/** Resolves once the group is rebalancing (a member joined or left and the rest must rejoin). */
async function rebalancing(groupId: string, withinMs: number): Promise<boolean> {
  const giveUpAt = Date.now() + withinMs;
  while (Date.now() < giveUpAt) {
    const { groups } = await admin!.describeGroups([groupId]);
    if (groups[0] && ['PreparingRebalance', 'CompletingRebalance'].includes(groups[0].state)) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

beforeAll(async () => {
  await stack.start();
  mongo = await mongoose.createConnection(stack.mongoUrl).asPromise();
  admin = new Kafka({
    clientId: 'outage-test-admin',
    brokers: [stack.kafkaBrokers],
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  const gatewayPort = await freePort();
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  appEnv = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    KAFKA_BROKERS: stack.kafkaBrokers,
    MONGO_URL: stack.mongoUrl,
    REDIS_URL: stack.redisUrl,
    // Sign-up codes go to the shared stack's mail catcher, where the test reads them.
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
    SEED_DEMO_USERS: 'false',
    SEED_DEMO_PLANS: 'false',
    SEED_DEMO_CATALOG: 'false',
    SEED_DEMO_MEDIA: '0',
    HEALTH_HOST: '127.0.0.1',
  };
  for (const service of SERVICES) {
    healthPorts.set(service, await freePort());
    stack.app(service, { ...appEnv, HEALTH_PORT: String(healthPorts.get(service)) });
  }
  stack.app('gateway', {
    ...appEnv,
    GATEWAY_PORT: String(gatewayPort),
    METRICS_PORT: '0',
    CATALOG_CACHE_TTL_MS: '600000',
  });
  const ready = await firstTrue(async () => (await get('/health')).status === 200, Date.now(), 150_000);
  if (ready === undefined) throw new Error(`the system did not become healthy; logs in ${stack.dir}`);
}, 240_000);

afterAll(async () => {
  await admin?.disconnect().catch(() => undefined);
  await mongo?.close();
  await stack.stop();
}, 120_000);

describe('Kafka outages with every service and the gateway running', () => {
  it.each([
    { downSeconds: 5, duringRebalance: false },
    { downSeconds: 15, duringRebalance: true },
    // The long one takes a minute more; `STREAMHUB_LONG_OUTAGES=1` adds it (docs/architecture.md).
    ...(process.env.STREAMHUB_LONG_OUTAGES === '1' ? [{ downSeconds: 40, duringRebalance: false }] : []),
  ])(
    'recovers from a $downSeconds s outage (during a rebalance: $duringRebalance) within 15 s of the return, with no restart',
    async ({ downSeconds, duringRebalance }) => {
      const extra: ChildProcess[] = [];
      if (duringRebalance) {
        // A second replica of banner and of catalog joining their groups forces a rebalance of each;
        // Kafka goes away while the request group of banner is in the middle of it.
        for (const service of ['banner', 'catalog']) {
          extra.push(stack.app(service, { ...appEnv, HEALTH_PORT: String(await freePort()) }, `${service}-replica`));
        }
        expect(await rebalancing('banner.requests.rpc', 60_000)).toBe(true);
      }
      const originals = stack.running.filter((child) => !extra.includes(child));
      const reopenedBefore = await reopened('banner');
      await stack.server('stop', ['kafka']);
      await new Promise((r) => setTimeout(r, downSeconds * 1_000));
      await stack.server('start', ['kafka']);
      const back = Date.now();

      const took = await recovery(back);
      took.authEventToBilling = await signUpReachesBilling(back);
      console.log(
        `outage of ${downSeconds} s${duringRebalance ? ' during a rebalance' : ''}: recovered after (ms) ${JSON.stringify(took)}`,
      );
      const { authEventToBilling, ...consumers } = took;
      for (const [what, ms] of Object.entries(consumers)) {
        expect(ms, `${what} after the outage (logs in ${stack.dir})`).toBeLessThanOrEqual(RECOVERY_TARGET_MS);
      }
      // Measured after the RPCs answer (a sign-up needs auth and mail first), so not held to the 15 s.
      expect(authEventToBilling, `auth's event reaching billing (logs in ${stack.dir})`).toBeDefined();
      // Nothing was restarted: the same processes answer and their probes say live. A short
      // outage may pass within kafkajs's own retries; one of 40 s outlasts them, so banner's
      // request consumer was lost and reopened in the process.
      expect(originals.every((child) => child.exitCode === null && child.signalCode === null)).toBe(true);
      for (const port of healthPorts.values()) expect((await live(port)).status).toBe(200);
      expect((await get('/health/live')).status).toBe(200);
      const reopenedAfter = await reopened('banner');
      console.log(`banner's consumers reopened: ${reopenedBefore} before, ${reopenedAfter} after`);
      if (downSeconds >= 40) expect(reopenedAfter).toBeGreaterThan(reopenedBefore);
      await Promise.all(extra.map((child) => stopChild(child)));
    },
    240_000,
  );
});
