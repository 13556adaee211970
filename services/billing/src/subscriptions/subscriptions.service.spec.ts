import { describe, expect, it } from 'vitest';
import { BillingEvents, type EventEnvelope, type SubscriptionEvent } from '@streamhub/contracts';
import { strictFake } from '@streamhub/testkit';
import type { CustomersRepository } from '../customers/customers.repository';
import type { GrantLock } from './grant-lock';
import type { NewSubscription, SubscriptionRecord, SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService, type Purchase, type SubscriptionsOutbox } from './subscriptions.service';

const DAY = 24 * 60 * 60 * 1000;
const GRACE_HOURS = 120;
const GRACE = GRACE_HOURS * 60 * 60 * 1000;
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
    { RENEWAL_GRACE_HOURS: GRACE_HOURS },
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

describe('renewal grace of recurring subscriptions', () => {
  const renewing = (over: Partial<SubscriptionRecord> = {}) =>
    held({
      _id: 'sub-r',
      recurring: true,
      autoRenew: 'on',
      durationDays: 30,
      chargePaise: 19_900,
      chargePaymentIds: ['pay_1'],
      ...over,
    });

  it('counts a charge that comes inside the grace from the period end, not from now, and keeps the grace after the new end', async () => {
    // The period ended two days ago; the renewal charge was retried and taken now.
    const endAt = new Date(now.getTime() - 2 * DAY);
    const record = renewing({ endAt, accessEndAt: new Date(endAt.getTime() + GRACE) });
    const writes: Array<{ endAt: Date; accessEndAt: Date; event: EventEnvelope<SubscriptionEvent> }> = [];
    const subs = service({
      byId: async () => record,
      addCharge: async (_id, charge, event) => {
        writes.push({
          endAt: charge.endAt,
          accessEndAt: charge.accessEndAt,
          event: event as EventEnvelope<SubscriptionEvent>,
        });
        return { ...record, endAt: charge.endAt, accessEndAt: charge.accessEndAt };
      },
    });
    const counted = await subs.chargeRecurring('sub-r', 'pay_2', 19_900);
    const periodEnd = new Date(endAt.getTime() + 30 * DAY);
    expect(counted).toMatchObject({ periodStart: endAt, periodEnd });
    expect(writes[0]!.accessEndAt).toEqual(new Date(periodEnd.getTime() + GRACE));
    expect(writes[0]!.event.payload).toMatchObject({
      endAt: periodEnd.toISOString(),
      accessUntil: new Date(periodEnd.getTime() + GRACE).toISOString(),
    });
  });

  it('counts a charge after access had ended from now', async () => {
    const endAt = new Date(now.getTime() - 10 * DAY);
    const record = renewing({ endAt, accessEndAt: new Date(endAt.getTime() + GRACE) });
    const subs = service({
      byId: async () => record,
      addCharge: async (_id, charge) => ({ ...record, endAt: charge.endAt }),
    });
    await expect(subs.chargeRecurring('sub-r', 'pay_2', 19_900)).resolves.toMatchObject({ periodStart: now });
  });

  it('turning auto-renew off takes the grace back with an event; retrying (pending) keeps it without one', async () => {
    const endAt = new Date(now.getTime() + 3 * DAY);
    const record = renewing({ endAt, accessEndAt: new Date(endAt.getTime() + GRACE) });
    const calls: Array<{ state: string; accessEndAt: Date; event: EventEnvelope<SubscriptionEvent> | null }> = [];
    const kicks: string[] = [];
    const subs = service(
      {
        setAutoRenew: async (_id, state, _unless, access) => {
          calls.push({ state, ...access, event: access.event as EventEnvelope<SubscriptionEvent> | null });
          return { ...record, autoRenew: state, accessEndAt: access.accessEndAt };
        },
      },
      kicks,
    );
    await subs.setAutoRenew(record, 'pending', ['halted', 'off']);
    await subs.setAutoRenew(record, 'off', ['halted']);
    expect(calls[0]).toMatchObject({ state: 'pending', accessEndAt: record.accessEndAt, event: null });
    expect(calls[1]).toMatchObject({ state: 'off', accessEndAt: endAt });
    expect(calls[1]!.event).toMatchObject({ type: BillingEvents.subscriptionActivated, key: 'sub-r' });
    expect(calls[1]!.event!.payload.endAt).toBe(endAt.toISOString());
    expect(calls[1]!.event!.payload.accessUntil).toBeUndefined();
    expect(kicks).toEqual(['kick']);
  });

  it('gives a recurring subscription stored before the grace existed its grace once a charge is retried', async () => {
    const endAt = new Date(now.getTime() + DAY);
    const record = renewing({ endAt, accessEndAt: null });
    let event: EventEnvelope<SubscriptionEvent> | null = null;
    const subs = service({
      setAutoRenew: async (_id, state, _unless, access) => {
        event = access.event as EventEnvelope<SubscriptionEvent> | null;
        return { ...record, autoRenew: state, accessEndAt: access.accessEndAt };
      },
    });
    await subs.setAutoRenew(record, 'pending', ['halted', 'off']);
    expect(event!.payload.accessUntil).toBe(new Date(endAt.getTime() + GRACE).toISOString());
  });
});
