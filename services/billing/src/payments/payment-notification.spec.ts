import { describe, expect, it } from 'vitest';
import { parseNotification } from './payment-notification';

const capture = (entity: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ event: 'payment.captured', payload: { payment: { entity } }, ...extra });

describe('parseNotification', () => {
  it('reads a capture with its checkout signature', () => {
    const body = capture(
      { id: 'pay_1', order_id: 'order_1', amount: 19_900, currency: 'INR' },
      { razorpay_signature: 'ab' },
    );
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

  it.each([
    {
      event: 'refund.processed',
      payload: { refund: { entity: { id: 'rfnd_1', payment_id: 'pay_4' } } },
      paymentId: 'pay_4',
      orderId: null,
    },
    {
      event: 'payment.dispute.lost',
      payload: { payment: { entity: { id: 'pay_5', order_id: 'order_5' } } },
      paymentId: 'pay_5',
      orderId: 'order_5',
    },
  ])('reads $event as a reversal of its payment, by the payment id', ({ event, payload, paymentId, orderId }) => {
    expect(parseNotification(JSON.stringify({ event, payload }))).toEqual({
      kind: 'reversed',
      event,
      paymentId,
      orderId,
    });
  });

  it('reads a refund without its payment as nothing, and a payment without an order', () => {
    expect(parseNotification('{"event":"refund.processed","payload":{}}')).toBeNull();
    const link = capture({ id: 'pay_6', order_id: null, amount: 100, currency: 'INR' });
    expect(parseNotification(link)).toMatchObject({ kind: 'captured', paymentId: 'pay_6', orderId: null });
  });

  it('reads subscription events with the subscription and, when charged, the payment', () => {
    const charged = JSON.stringify({
      event: 'subscription.charged',
      payload: {
        subscription: { entity: { id: 'sub_1', status: 'active', plan_id: 'plan_1' } },
        payment: { entity: { id: 'pay_9', amount: 19_900, currency: 'INR', status: 'captured' } },
      },
    });
    expect(parseNotification(charged)).toEqual({
      kind: 'subscription',
      event: 'subscription.charged',
      subscriptionId: 'sub_1',
      status: 'active',
      payment: { id: 'pay_9', amount: 19_900, currency: 'INR', status: 'captured' },
    });
    const halted = JSON.stringify({
      event: 'subscription.halted',
      payload: { subscription: { entity: { id: 'sub_1', status: 'halted' } } },
    });
    expect(parseNotification(halted)).toMatchObject({ kind: 'subscription', status: 'halted', payment: null });
    expect(parseNotification('{"event":"subscription.halted","payload":{}}')).toEqual({
      kind: 'other',
      event: 'subscription.halted',
    });
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
