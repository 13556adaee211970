import { describe, expect, it } from 'vitest';
import { BillingEvents, type EventEnvelope, type SubscriptionEvent } from '@streamhub/contracts';
import { strictFake } from '@streamhub/testkit';
import type { CustomersRepository } from '../customers/customers.repository';
import type { GrantLock } from './grant-lock';
import type { NewSubscription, SubscriptionRecord, SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService, type Purchase, type SubscriptionsOutbox } from './subscriptions.service';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T18:30:00.000Z');

const purchase: Purchase = {
  userId: 'u1',
  planCode: 'EPISODE_14DAY',
  planTitle: 'Episode Pass',
  scope: 'episode',
  episodeId: null,
  episodeName: 'MONSOON FILES',
  pricePaise: 7_900,
  durationDays: 14,
  maxQuality: 'HD',
  screens: 2,
  orderId: 'order_2',
  paymentId: 'pay_2',
};

const held = (over: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  ...purchase,
  _id: 'sub-1',
  orderId: 'order_1',
  paymentId: 'pay_1',
  couponCode: null,
  status: 'active',
  startAt: new Date(now.getTime() - 10 * DAY),
  endAt: new Date(now.getTime() + 4 * DAY),
  createdAt: new Date(now.getTime() - 10 * DAY),
  ...over,
});

function service(repo: Partial<SubscriptionsRepository>, kicks: string[] = []): SubscriptionsService {
  const outbox = strictFake<SubscriptionsOutbox>('outbox', { kick: () => void kicks.push('kick') });
  return new SubscriptionsService(
    strictFake<SubscriptionsRepository>('subscriptions', repo),
    strictFake<CustomersRepository>('customers'),
    outbox,
    strictFake<GrantLock>('grantLock', { withUser: (_userId, work) => work() }),
    () => now,
  );
}

describe('SubscriptionsService.grant', () => {
  it('starts a renewal of a still-active plan when the current period ends, and writes the activation event with it', async () => {
    const written: Array<{ sub: NewSubscription; event: EventEnvelope<SubscriptionEvent> }> = [];
    const kicks: string[] = [];
    const subs = service(
      {
        forPayment: async () => null,
        liveFor: async (userId, at) => {
          expect([userId, at]).toEqual(['u1', now]);
          return [held()];
        },
        createOnce: async (sub, eventFor) => {
          const event = eventFor('sub-2') as EventEnvelope<SubscriptionEvent>;
          written.push({ sub, event });
          return { record: { ...sub, _id: 'sub-2', createdAt: now }, created: true };
        },
      },
      kicks,
    );
    await subs.grant(purchase);
    const startAt = new Date(now.getTime() + 4 * DAY); // the current period's end
    expect(written[0]!.sub).toMatchObject({ startAt, endAt: new Date(startAt.getTime() + 14 * DAY), status: 'active' });
    expect(written[0]!.event).toMatchObject({
      type: BillingEvents.subscriptionActivated,
      key: 'sub-2',
      occurredAt: now.toISOString(),
      payload: {
        subscriptionId: 'sub-2',
        startAt: '2026-03-14T18:30:00.000Z',
        endAt: '2026-03-28T18:30:00.000Z',
        maxQuality: 'HD',
        screens: 2,
      },
    });
    expect(kicks).toEqual(['kick']);
  });

  it('writes nothing new for a replayed payment (and does not nudge the relay)', async () => {
    const kicks: string[] = [];
    const subs = service(
      { forPayment: async () => held(), createOnce: async () => ({ record: held(), created: false }) },
      kicks,
    );
    await expect(subs.grant(purchase)).resolves.toMatchObject({ created: false });
    expect(kicks).toEqual([]);
  });
});

describe('SubscriptionsService.expireDue', () => {
  it('expires what ended at or before now, with a subscription.expired event each', async () => {
    const due = [held({ _id: 'a', endAt: now }), held({ _id: 'b', endAt: new Date(now.getTime() - 1) })];
    const marked: Array<[string, EventEnvelope]> = [];
    const kicks: string[] = [];
    const subs = service(
      {
        dueForExpiry: async (at) => {
          expect(at).toBe(now);
          return due;
        },
        markExpired: async (id, at, event) => {
          expect(at).toBe(now);
          marked.push([id, event]);
          return id === 'a'; // b was expired meanwhile by another replica
        },
      },
      kicks,
    );
    await expect(subs.expireDue()).resolves.toBe(1);
    expect(marked.map(([id, event]) => [id, event.type, event.key])).toEqual([
      ['a', BillingEvents.subscriptionExpired, 'a'],
      ['b', BillingEvents.subscriptionExpired, 'b'],
    ]);
    expect(kicks).toEqual(['kick']);
  });
});
