import { describe, expect, it } from 'vitest';
import { BillingMessages, ServiceErrorCode, type AdminSubscription, type Principal } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { strictFake } from '@streamhub/testkit';
import type { SubscriptionRecord } from '../subscriptions/subscriptions.repository';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { MandatesService } from './mandates.service';
import type { PaymentProvider } from './payment-provider';
import { RefundsService } from './refunds.service';

const admin = { userId: 'a1', email: 'admin@streamhub.local', role: 'admin', isAdmin: true } as Principal;
const viewer = { userId: 'u1', email: 'viewer@test.local', role: 'user', isAdmin: false } as Principal;

const oneOff = (over: Partial<SubscriptionRecord> = {}) =>
  ({
    _id: 's1',
    status: 'active',
    paymentId: 'pay_1',
    pricePaise: 19_900,
    recurring: false,
    ...over,
  }) as SubscriptionRecord;
const recurring = (over: Partial<SubscriptionRecord> = {}) =>
  oneOff({
    recurring: true,
    charges: [
      { paymentId: 'pay_1', amountPaise: 19_900 },
      { paymentId: 'pay_2', amountPaise: 19_900 },
    ],
    ...over,
  } as Partial<SubscriptionRecord>);

const view = (record: SubscriptionRecord) =>
  ({ _id: record._id, status: record.status }) as unknown as AdminSubscription;

/** What the service did, in order: provider refunds, record changes and mandate stops. */
function setup(stored: SubscriptionRecord | null, provider: Partial<PaymentProvider> = {}) {
  const done: string[] = [];
  const subscriptions = strictFake<SubscriptionsService>('subscriptions', {
    find: async () => stored,
    cancel: async (record, reason) => (
      done.push(`cancel ${record._id}: ${reason}`),
      { ...record, status: 'cancelled' }
    ),
    takeBackCharge: async (record, paymentId, reason) => (
      done.push(`take back ${paymentId}: ${reason}`),
      { ...record, refundedPaymentIds: [paymentId] }
    ),
    adminView: async (record) => view(record),
  });
  const refunds = new RefundsService(
    subscriptions,
    strictFake<PaymentProvider>('provider', {
      refund: async (paymentId, amountPaise) => (done.push(`refund ${paymentId} ${amountPaise}`), 'rfnd_1'),
      ...provider,
    }),
    strictFake<MandatesService>('mandates', {
      stop: async (record) => (done.push(`stop mandate of ${record._id}`), true),
    }),
  );
  return { refunds, done };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a refusal'),
    (err: unknown) => err as ServiceError,
  );

describe('RefundsService', () => {
  it('refunds a one-off plan in full at the provider first, then ends access at once (not on the webhook)', async () => {
    const { refunds, done } = setup(oneOff());
    const answer = await refunds.refund(admin, { id: 's1', reason: '  double charge  ' });
    expect(done).toEqual(['refund pay_1 19900', 'cancel s1: refund by admin@streamhub.local: double charge']);
    expect(answer).toMatchObject({ status: 'cancelled' });
  });

  it('gives back only the latest charge not yet given back of a recurring plan, and stops its mandate', async () => {
    const { refunds, done } = setup(recurring({ refundedPaymentIds: ['pay_2'] } as Partial<SubscriptionRecord>));
    await refunds.refund(admin, { id: 's1', reason: 'asked' });
    expect(done).toEqual([
      'refund pay_1 19900',
      'take back pay_1: refund by admin@streamhub.local: asked',
      'stop mandate of s1',
    ]);
  });

  it('refuses a recurring plan none of whose charges is left to give back, and touches nothing', async () => {
    const { refunds, done } = setup(recurring({ charges: [] } as Partial<SubscriptionRecord>));
    const err = await failure(refunds.refund(admin, { id: 's1', reason: 'asked' }));
    expect([err.code, err.message]).toEqual([ServiceErrorCode.Conflict, BillingMessages.nothingToRefund]);
    expect(done).toEqual([]);
  });

  it('keeps access when the provider refuses the refund: no money back, no change, a retryable error', async () => {
    const { refunds, done } = setup(oneOff(), {
      refund: async () => {
        throw { statusCode: 400, error: { description: 'payment already refunded' } };
      },
    });
    const err = await failure(refunds.refund(admin, { id: 's1', reason: 'asked' }));
    expect([err.code, err.message]).toEqual([ServiceErrorCode.Unavailable, BillingMessages.refundFailed]);
    expect(done).toEqual([]);
  });

  it.each([
    ['a viewer asks (only admins refund)', viewer, { id: 's1', reason: 'asked' }, oneOff(), ServiceErrorCode.Forbidden],
    [
      'no reason is given (the record keeps why)',
      admin,
      { id: 's1', reason: '   ' },
      oneOff(),
      ServiceErrorCode.Invalid,
    ],
    ['the subscription does not exist', admin, { id: 'nope', reason: 'asked' }, null, ServiceErrorCode.NotFound],
    [
      'it is already cancelled (money is given back once)',
      admin,
      { id: 's1', reason: 'asked' },
      oneOff({ status: 'cancelled' }),
      ServiceErrorCode.Conflict,
    ],
  ])('refuses before any money moves when %s', async (_case, principal, request, stored, code) => {
    const { refunds, done } = setup(stored);
    expect((await failure(refunds.refund(principal, request))).code).toBe(code);
    expect(done).toEqual([]);
  });

  it('keeps a long reason to its limit in the record and to the provider’s 250 characters', async () => {
    const reasons: string[] = [];
    const { refunds, done } = setup(oneOff(), {
      refund: async (_paymentId, _amount, notes) => (reasons.push(notes.reason!), 'rfnd_1'),
    });
    await refunds.refund(admin, { id: 's1', reason: 'x'.repeat(2_000) });
    expect(reasons[0]).toHaveLength(250);
    expect(done[0]!.length).toBeLessThan(2_000);
  });
});
