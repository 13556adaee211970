import { describe, expect, it } from 'vitest';
import { strictFake } from '@streamhub/testkit';
import type { SubscriptionRecord, SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { MandatesService } from './mandates.service';
import type { OrderRecord, OrdersRepository } from './orders.repository';
import type { PaymentProvider, ProviderSubscription } from './payment-provider';
import type { BillingConfig } from '../config';

const sub = (status: ProviderSubscription['status'], id = 'sub_R1'): ProviderSubscription => ({
  id,
  planId: 'plan_P1',
  status,
  paidCount: 1,
  chargeAt: null,
  notes: {},
});

const record = (id: string, orderId: string) => ({ _id: id, orderId }) as SubscriptionRecord;

function service(
  provider: Partial<PaymentProvider>,
  records: Partial<SubscriptionsRepository> = {},
  orders: Partial<OrdersRepository> = {},
): MandatesService {
  return new MandatesService(
    strictFake<PaymentProvider>('provider', provider),
    strictFake<SubscriptionsRepository>('records', records),
    strictFake<OrdersRepository>('orders', orders),
    strictFake<BillingConfig>('config', { PENDING_MANDATE_ABANDON_MS: 24 * 60 * 60_000 }),
    () => new Date('2026-11-29T06:00:00Z'),
  );
}

describe('MandatesService.stop', () => {
  it('cancels the mandate at once (not at the cycle end) and records it stopped', async () => {
    const cancels: unknown[] = [];
    const recorded: string[] = [];
    const mandates = service(
      { cancelSubscription: async (id, atCycleEnd) => (cancels.push([id, atCycleEnd]), sub('cancelled', id)) },
      { mandateCancelled: async (id, at) => void recorded.push(`${id} ${at instanceof Date}`) },
    );
    await expect(mandates.stop(record('s1', 'sub_R1'))).resolves.toBe(true);
    expect(cancels).toEqual([['sub_R1', false]]);
    expect(recorded).toEqual(['s1 true']);
  });

  it('counts a mandate the provider already holds ended as stopped, since Razorpay refuses to cancel a cancelled one', async () => {
    const recorded: string[] = [];
    const mandates = service(
      {
        cancelSubscription: async () => {
          throw { statusCode: 400, error: { description: 'already cancelled' } };
        },
        fetchSubscription: async () => sub('cancelled'),
      },
      { mandateCancelled: async (id) => void recorded.push(id) },
    );
    await expect(mandates.stop(record('s1', 'sub_R1'))).resolves.toBe(true);
    expect(recorded).toEqual(['s1']);
  });

  it.each([
    ['the provider cannot be reached at all', null],
    ['the provider still holds the mandate active', 'active' as const],
  ])('leaves the cancellation due when %s, so the mandate job asks again', async (_case, status) => {
    const mandates = service({
      cancelSubscription: async () => {
        throw new Error('provider down');
      },
      fetchSubscription: async () => {
        if (status === null) throw new Error('provider down');
        return sub(status);
      },
    });
    // No mandateCancelled: the strict fake would fail the test if it were recorded.
    await expect(mandates.stop(record('s1', 'sub_R1'))).resolves.toBe(false);
  });
});

describe('MandatesService.stopAllOf', () => {
  it('stops every mandate of a closed account, also checkouts not yet a subscription here', async () => {
    const cancelled: string[] = [];
    const mandates = service(
      { cancelSubscription: async (id) => (cancelled.push(id), sub('cancelled', id)) },
      {
        stopMandatesOf: async (userId, reason) => {
          expect([userId, reason]).toEqual(['u1', 'account deleted']);
          return [record('s1', 'sub_A')];
        },
        mandateCancelled: async () => undefined,
        byOrderId: async (orderId) => (orderId === 'sub_A' ? record('s1', 'sub_A') : null),
      },
      {
        recurringOf: async () => [{ orderId: 'sub_A' }, { orderId: 'sub_PENDING' }] as OrderRecord[],
      },
    );
    await expect(mandates.stopAllOf('u1', 'account deleted')).resolves.toBe(2);
    expect(cancelled).toEqual(['sub_A', 'sub_PENDING']);
  });
});

describe('MandatesService.retryDue', () => {
  it('counts only the mandates the provider confirmed stopped', async () => {
    const mandates = service(
      {
        cancelSubscription: async (id) => sub(id === 'sub_OK' ? 'cancelled' : 'active', id),
        fetchSubscription: async (id) => sub('active', id),
      },
      {
        dueMandateCancels: async (limit) => {
          expect(limit).toBe(50);
          return [record('s1', 'sub_OK'), record('s2', 'sub_STUCK')];
        },
        mandateCancelled: async () => undefined,
      },
    );
    await expect(mandates.retryDue()).resolves.toBe(1);
  });
});
