import { describe, expect, it } from 'vitest';
import { parseNotification } from './payment-notification';

const capture = (entity: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ event: 'payment.captured', payload: { payment: { entity } }, ...extra });

describe('parseNotification', () => {
  it('reads a capture with its checkout signature', () => {
    const body = capture({ id: 'pay_1', order_id: 'order_1', amount: 19_900, currency: 'INR' }, { razorpay_signature: 'ab' });
    expect(parseNotification(body)).toMatchObject({
      kind: 'captured',
      paymentId: 'pay_1',
      orderId: 'order_1',
      amount: 19_900,
      currency: 'INR',
      checkoutSignature: 'ab',
    });
  });

  it('treats order.paid as a capture and reads payment.failed with its reason', () => {
    const paid = JSON.stringify({
      event: 'order.paid',
      payload: { payment: { entity: { id: 'pay_2', order_id: 'order_2', amount: 100, currency: 'INR' } } },
    });
    expect(parseNotification(paid)).toMatchObject({ kind: 'captured', paymentId: 'pay_2' });
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: { id: 'pay_3', order_id: 'order_3', amount: 100, currency: 'INR', error_description: 'declined' },
        },
      },
    });
    expect(parseNotification(failed)).toMatchObject({ kind: 'failed', errorDescription: 'declined' });
  });

  it('acknowledges other events without reading them', () => {
    expect(parseNotification('{"event":"refund.created"}')).toEqual({ kind: 'other', event: 'refund.created' });
  });

  it('refuses bodies that are not JSON events or have bad payment fields', () => {
    expect(parseNotification('not json')).toBeNull();
    expect(parseNotification('[]')).toBeNull();
    expect(parseNotification(capture({ id: 'pay_1', order_id: 'order_1', amount: 99.5, currency: 'INR' }))).toBeNull();
    expect(parseNotification(capture({ id: 'pay 1', order_id: 'order_1', amount: 100, currency: 'INR' }))).toBeNull();
    expect(parseNotification(capture({ order_id: 'order_1', amount: 100, currency: 'INR' }))).toBeNull();
  });
});
