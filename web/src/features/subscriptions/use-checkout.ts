import { useCallback, useState } from 'react';
import { toast } from '@streamhub/web-kit';
import type { PaymentReply } from '@streamhub/contracts';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { MESSAGES } from '../../shared/messages';
import { confirmAutoRenew, reportCapture } from './billing-api';
import type { CheckoutConstructor, CheckoutInstance, CheckoutSuccess, SubscriptionCheckoutSuccess } from './checkout';
import { isUnavailable } from './relay-retry';

/** Where Checkout sends a payment: billing's key and, for a one-time order, the provider's order. */
interface CheckoutTarget {
  keyId: string;
  description: string;
}

/**
 * A purchase through Razorpay Checkout (docs/payments.md), after billing made its order: `busy`
 * while it runs, `stop` ends it with the reason shown so the viewer can try again. `payOrder` and
 * `payMandate` open Checkout and relay its result to the server (retried while it is unavailable;
 * the provider's webhook and the reconciler grant a captured payment even when the relay never
 * arrives), then call `onPaid`.
 */
export function useCheckout() {
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);
  const prefill = { name: user?.name, email: user?.email };

  const stop = useCallback((message: string) => {
    toast.error(message);
    setBusy(false);
  }, []);

  const settle = (confirmation: Promise<PaymentReply>, onPaid: () => void) => {
    confirmation
      .then((result) => {
        if (result.outcome === 'pending') stop(MESSAGES.paymentPending);
        else onPaid();
      })
      .catch((error: unknown) => stop(isUnavailable(error) ? MESSAGES.paymentNotConfirmed : errorMessage(error)));
  };

  const open = (checkout: CheckoutInstance) => {
    checkout.on('payment.failed', () => stop(MESSAGES.paymentFailed));
    checkout.open();
  };

  /** A one-time order: its capture is relayed as the provider's `payment.captured` would be. */
  const payOrder = (
    Checkout: CheckoutConstructor,
    target: CheckoutTarget & { order: { id: string; amount: number } },
    onPaid: () => void,
  ) => {
    const { order } = target;
    const checkout = new Checkout({
      key: target.keyId,
      amount: order.amount,
      currency: 'INR',
      order_id: order.id,
      name: 'StreamHub',
      description: target.description,
      prefill,
      handler: (response: CheckoutSuccess) =>
        settle(
          reportCapture({
            event: 'payment.captured',
            payload: {
              payment: {
                entity: {
                  id: response.razorpay_payment_id,
                  order_id: response.razorpay_order_id,
                  amount: order.amount,
                  currency: 'INR',
                },
              },
            },
            razorpay_signature: response.razorpay_signature,
          }),
          onPaid,
        ),
      modal: { ondismiss: () => stop(MESSAGES.paymentCancelled) },
    });
    open(checkout);
  };

  /** A recurring plan: Checkout sets up the mandate (UPI AutoPay or a card) for the subscription. */
  const payMandate = (
    Checkout: CheckoutConstructor,
    target: CheckoutTarget & { subscriptionId: string },
    onPaid: () => void,
  ) => {
    const checkout = new Checkout({
      key: target.keyId,
      subscription_id: target.subscriptionId,
      name: 'StreamHub',
      description: target.description,
      prefill,
      handler: (response: SubscriptionCheckoutSuccess) => settle(confirmAutoRenew(response), onPaid),
      modal: { ondismiss: () => stop(MESSAGES.paymentCancelled) },
    });
    open(checkout);
  };

  return { busy, setBusy, stop, payOrder, payMandate };
}
