import { useState } from 'react';
import { toast } from '@streamhub/web-kit';
import type { LiveEvent, RelayedPaymentCapture } from '@streamhub/contracts';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { useT } from '../../shared/i18n/i18n';
import { MESSAGES } from '../../shared/messages';
import { reportCapture } from '../subscriptions/billing-api';
import { loadCheckout, type CheckoutSuccess } from '../subscriptions/checkout';
import { isUnavailable } from '../subscriptions/relay-retry';
import { orderLiveTicket } from './live-api';

/**
 * "Buy for ₹…" on a pay-per-view event (docs/live.md, "Pay-per-view"): billing's order, Razorpay
 * Checkout, then the payment relayed like a plan's (the provider's webhook grants it anyway).
 * `onBought` runs once the ticket is the viewer's (or already was).
 */
export function BuyTicketButton({ event, onBought }: { event: LiveEvent; onBought: () => void }) {
  const t = useT();
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);
  const price = ((event.pricePaise ?? 0) / 100).toFixed(2);

  const buy = async () => {
    setBusy(true);
    const stop = (message: string) => {
      toast.error(message);
      setBusy(false);
    };
    try {
      const reply = await orderLiveTicket(event._id);
      if (reply.alreadyBought || !reply.order) {
        setBusy(false);
        onBought();
        return;
      }
      const order = reply.order;
      const Checkout = await loadCheckout(reply.checkoutScriptUrl);
      const checkout = new Checkout({
        key: reply.keyId,
        amount: order.amount,
        currency: 'INR',
        order_id: order.id,
        name: 'StreamHub',
        description: event.title,
        prefill: { name: user?.name, email: user?.email },
        handler: (response: CheckoutSuccess) => {
          const capture: RelayedPaymentCapture = {
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
          };
          reportCapture(capture)
            .then((result) => {
              if (result.outcome === 'pending') stop(MESSAGES.paymentPending);
              else {
                setBusy(false);
                onBought();
              }
            })
            .catch((error: unknown) => stop(isUnavailable(error) ? MESSAGES.paymentNotConfirmed : errorMessage(error)));
        },
        modal: { ondismiss: () => stop(MESSAGES.paymentCancelled) },
      });
      checkout.on('payment.failed', () => stop(MESSAGES.paymentFailed));
      checkout.open();
    } catch (error) {
      stop(errorMessage(error));
    }
  };

  return (
    <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void buy()}>
      {t('live.buyFor', { price })}
    </button>
  );
}
