import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictFake, testEnv, unique } from '@streamhub/testkit';
import type { CustomersRepository } from '../src/customers/customers.repository';
import { GrantLock } from '../src/subscriptions/grant-lock';
import { SubscriptionDoc, SubscriptionSchema } from '../src/subscriptions/subscription.schema';
import { SubscriptionsRepository } from '../src/subscriptions/subscriptions.repository';
import {
  SubscriptionsService,
  type Purchase,
  type SubscriptionsOutbox,
} from '../src/subscriptions/subscriptions.service';

/**
 * Grants for one user from two billing replicas at once, on the real Mongo-wire server (a database
 * of this test's own): each replica is a service on its own connection, as two processes would be.
 */

const DAY = 24 * 60 * 60 * 1000;
const dbName = `streamhub_billing_it_${unique('')}`;
let connections: Connection[] = [];
let replicas: SubscriptionsService[] = [];

async function replica(): Promise<SubscriptionsService> {
  const connection = await mongoose.createConnection(testEnv.mongoUrl, { dbName }).asPromise();
  connections.push(connection);
  const model = connection.model(SubscriptionDoc.name, SubscriptionSchema);
  await model.init(); // the unique orderId/paymentId indexes
  return new SubscriptionsService(
    new SubscriptionsRepository(model as never),
    strictFake<CustomersRepository>('customers'),
    strictFake<SubscriptionsOutbox>('outbox', { kick: () => undefined }),
    new GrantLock(connection),
    () => new Date(),
    { RENEWAL_GRACE_HOURS: 120 },
  );
}

beforeAll(async () => {
  replicas = [await replica(), await replica()];
});

afterAll(async () => {
  await connections[0]?.dropDatabase();
  await Promise.all(connections.map((c) => c.close()));
  connections = [];
});

const purchase = (userId: string, n: number): Purchase => ({
  userId,
  planCode: 'ALL_MONTHLY',
  planTitle: 'Full Access · Monthly',
  scope: 'all',
  episodeId: null,
  episodeName: null,
  pricePaise: 19_900,
  durationDays: 30,
  maxQuality: 'HD',
  screens: 2,
  orderId: `order_${userId}_${n}`,
  paymentId: `pay_${userId}_${n}`,
});

describe('grants for one user', () => {
  it('chain six captures that arrive at once on two replicas into six back-to-back periods', async () => {
    const userId = unique('user');
    const results = await Promise.all(Array.from({ length: 6 }, (_, n) => replicas[n % 2]!.grant(purchase(userId, n))));
    expect(results.every((r) => r.created)).toBe(true);
    const periods = results
      .map((r) => [r.record.startAt.getTime(), r.record.endAt.getTime()])
      .sort((a, b) => a[0]! - b[0]!);
    for (let i = 1; i < periods.length; i++) expect(periods[i]![0]).toBe(periods[i - 1]![1]);
    expect(periods.at(-1)![1]! - periods[0]![0]!).toBe(6 * 30 * DAY);
  });

  it('still grants once per payment when the same capture arrives on both replicas', async () => {
    const userId = unique('user');
    const results = await Promise.all([
      replicas[0]!.grant(purchase(userId, 1)),
      replicas[1]!.grant(purchase(userId, 1)),
    ]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(results[0]!.record._id).toBe(results[1]!.record._id);
  });
});

describe('a refunded period', () => {
  it('is taken out of the chain: the periods queued after it move up to start at once', async () => {
    const userId = unique('user');
    const [first, second, third] = [
      await replicas[0]!.grant(purchase(userId, 1)),
      await replicas[1]!.grant(purchase(userId, 2)),
      await replicas[0]!.grant(purchase(userId, 3)),
    ];
    expect(second.record.startAt).toEqual(first.record.endAt);
    const cancelledAt = Date.now();
    expect(await replicas[1]!.cancel(first.record, 'refund.processed')).toMatchObject({ status: 'cancelled' });

    const stored = await connections[0]!.collection('subscriptions').find({ userId }).sort({ startAt: 1 }).toArray();
    const [moved2, moved3] = [
      stored.find((s) => s.paymentId === second.record.paymentId)!,
      stored.find((s) => s.paymentId === third.record.paymentId)!,
    ];
    // The first period had started: the second now starts at the refund, the third right after it.
    expect(moved2.startAt.getTime()).toBeGreaterThanOrEqual(cancelledAt);
    expect(moved2.startAt.getTime() - cancelledAt).toBeLessThan(5_000);
    expect(moved2.endAt.getTime() - moved2.startAt.getTime()).toBe(30 * DAY);
    expect(moved3.startAt).toEqual(moved2.endAt);
    // Each move is told to the projections with a new activation event carrying the new dates.
    expect(moved3.outbox.at(-1).payload).toMatchObject({
      startAt: moved3.startAt.toISOString(),
      endAt: moved3.endAt.toISOString(),
    });
    expect(await replicas[0]!.cancel(first.record, 'again')).toBeNull();
  });
});
