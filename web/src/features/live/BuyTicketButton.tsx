import type { LiveEvent } from '@streamhub/contracts';
import { errorMessage } from '../../shared/api/client';
import { useT } from '../../shared/i18n/i18n';
import { loadCheckout } from '../subscriptions/checkout';
import { useCheckout } from '../subscriptions/use-checkout';
import { orderLiveTicket } from './live-api';

/**
 * "Buy for ₹…" on a pay-per-view event (docs/live.md, "Pay-per-view"): billing's order, Razorpay
 * Checkout, then the payment relayed like a plan's (the provider's webhook grants it anyway).
 * `onBought` runs once the ticket is the viewer's (or already was).
 */
export function BuyTicketButton({ event, onBought }: { event: LiveEvent; onBought: () => void }) {
  const t = useT();
  const { busy, setBusy, stop, payOrder } = useCheckout();
  const price = ((event.pricePaise ?? 0) / 100).toFixed(2);

  const buy = async () => {
    setBusy(true);
    try {
      const reply = await orderLiveTicket(event._id);
      if (reply.alreadyBought || !reply.order) {
        setBusy(false);
        onBought();
        return;
      }
      const Checkout = await loadCheckout(reply.checkoutScriptUrl);
      payOrder(Checkout, { keyId: reply.keyId, order: reply.order, description: event.title }, () => {
        setBusy(false);
        onBought();
      });
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
