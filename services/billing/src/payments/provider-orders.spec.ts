import { describe, expect, it } from 'vitest';
import { BillingMessages, ServiceErrorCode } from '@streamhub/contracts';
import { serviceFailure, strictFake } from '@streamhub/testkit';
import type { NewOrder, OrdersRepository } from './orders.repository';
import type { PaymentProvider } from './payment-provider';
import { orderReceipt, pendingProviderOrder, placeProviderOrder } from './provider-orders';

const order: Omit<NewOrder, 'orderId'> = {
  userId: 'u1',
  planCode: 'MONTHLY',
  planTitle: 'Monthly',
  scope: 'all',
  durationDays: 30,
  maxQuality: 'HD',
  screens: 2,
  withAds: false,
  episodeId: null,
  episodeName: null,
  amountPaise: 19900,
  currency: 'INR',
  receipt: 'sub_0123456789abcdef0123456789ab',
};
const notes = { userId: 'u1', planCode: 'MONTHLY' };

describe('placeProviderOrder', () => {
  it("records the order, pending, under the provider's order id", async () => {
    const created: NewOrder[] = [];
    const placed = await placeProviderOrder(
      {
        provider: strictFake<PaymentProvider>('provider', {
          createOrder: async (request) => ({
            id: 'order_1',
            amount: request.amountPaise,
            currency: 'INR',
            receipt: request.receipt,
          }),
        }),
        orders: strictFake<OrdersRepository>('orders', { create: async (o) => void created.push(o) }),
        logger: strictFake('logger'),
      },
      order,
      notes,
      { what: 'order' },
    );
    expect(placed).toEqual({ id: 'order_1', amount: 19900, currency: 'INR', receipt: order.receipt });
    expect(created).toEqual([{ ...order, orderId: 'order_1' }]);
  });

  it('answers a refusal by the provider as unavailable, records nothing and gives back what the order held', async () => {
    const warnings: string[] = [];
    let released = 0;
    const failure = await serviceFailure(
      placeProviderOrder(
        {
          provider: strictFake<PaymentProvider>('provider', {
            createOrder: async () => {
              throw new Error('502 from the provider');
            },
          }),
          orders: strictFake<OrdersRepository>('orders'),
          logger: { warn: (message: string) => void warnings.push(message) },
        },
        order,
        notes,
        { what: 'ticket order', onRefused: async () => void (released += 1) },
      ),
    );
    expect(failure).toEqual({ code: ServiceErrorCode.Unavailable, message: BillingMessages.paymentProviderFailed });
    expect(released).toBe(1);
    expect(warnings).toEqual([expect.stringMatching(/^ticket order create refused by the provider: /)]);
  });
});

describe('order helpers', () => {
  it('makes receipts of the kind, 32 characters, each new', () => {
    const receipt = orderReceipt('ppv');
    expect(receipt).toMatch(/^ppv_[0-9a-f]{28}$/);
    expect(orderReceipt('ppv')).not.toBe(receipt);
  });

  it('hands a pending order out again as the provider order it stands for', () => {
    expect(pendingProviderOrder({ orderId: 'order_9', amountPaise: 4900, receipt: 'ppv_x' })).toEqual({
      id: 'order_9',
      amount: 4900,
      currency: 'INR',
      receipt: 'ppv_x',
    });
  });
});
