import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictFake, testEnv, unique } from '@streamhub/testkit';
import type { CustomersRepository } from '../src/customers/customers.repository';
import { GrantLock } from '../src/subscriptions/grant-lock';
import { SubscriptionDoc, SubscriptionSchema } from '../src/subscriptions/subscription.schema';
import { SubscriptionsRepository } from '../src/subscriptions/subscriptions.repository';
import { SubscriptionsService, type SubscriptionsOutbox } from '../src/subscriptions/subscriptions.service';

/**
 * The admin dashboard's revenue by day on the real Mongo-wire server (a database of this test's
 * own): each charge of a recurring subscription counts on the day it was taken.
 */

const dbName = `streamhub_billing_revenue_${unique('')}`;
let connection: Connection;
let repository: SubscriptionsRepository;
let now = new Date('2026-05-01T06:00:00.000Z');
let subscriptions: SubscriptionsService;

beforeAll(async () => {
  connection = await mongoose.createConnection(testEnv.mongoUrl, { dbName }).asPromise();
  const model = connection.model(SubscriptionDoc.name, SubscriptionSchema);
  await model.init();
  repository = new SubscriptionsRepository(model as never);
  subscriptions = new SubscriptionsService(
    repository,
    strictFake<CustomersRepository>('customers'),
    strictFake<SubscriptionsOutbox>('outbox', { kick: () => undefined }),
    new GrantLock(connection),
    () => now,
    { RENEWAL_GRACE_HOURS: 120 },
  );
});

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
});

describe('revenue by day', () => {
  it('puts each charge of a recurring subscription on its own day, and a one-off purchase on the day it was made', async () => {
    const target = { scope: 'all' as const, episodeId: null, episodeName: null };
    const plan = { planTitle: 'Monthly (auto-renew)', durationDays: 30, maxQuality: 'HD' as const, screens: 2 };
    const { record } = await subscriptions.startRecurring({
      ...target,
      ...plan,
      userId: 'u-recurring',
      planCode: 'AUTO_MONTHLY',
      orderId: 'sub_revenue_1',
      couponCode: null,
      chargePaise: 19_900,
      trialEndsAt: null,
      firstPaymentId: 'pay_first',
    });
    // A one-off purchase counts on the day it was stored (its createdAt, the database's clock: today).
    await subscriptions.grant({
      ...target,
      ...plan,
      userId: 'u-once',
      planCode: 'ALL_MONTHLY',
      pricePaise: 29_900,
      orderId: 'order_once',
      paymentId: 'pay_once',
    });
    now = new Date(record.endAt.getTime() + 60_000); // 31 May: the renewal charge
    await subscriptions.chargeRecurring(record._id, 'pay_second', 19_900);

    const figures = await repository.revenueByDay(new Date('2026-04-25T00:00:00.000Z'));
    const byDay = Object.fromEntries(figures.map((f) => [f.date, f.value]));
    const today = new Date().toISOString().slice(0, 10);
    expect(byDay).toEqual({ '2026-05-01': 19_900, [today]: 29_900, '2026-05-31': 19_900 });
    // The total is unchanged: the subscription's price grew by the charge.
    expect((await repository.totals(now)).revenuePaise).toBe(19_900 * 2 + 29_900);
  });
});
