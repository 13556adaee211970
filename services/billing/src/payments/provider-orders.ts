import { randomUUID } from 'node:crypto';
import type { Logger } from '@nestjs/common';
import { BillingMessages, ServiceErrorCode, type PaymentOrder } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import type { NewOrder, OrderRecord, OrdersRepository } from './orders.repository';
import { describeError, type PaymentProvider } from './payment-provider';

/** A pending order for the same buyer and purchase is handed out again for this long (plans and tickets). */
export const REUSE_PENDING_MS = 30 * 60 * 1000;

/** A new order's receipt: its kind (`sub`, `ppv`) and 28 random hex digits, within Razorpay's 40 characters. */
export function orderReceipt(kind: 'sub' | 'ppv'): string {
  return `${kind}_${randomUUID().replace(/-/g, '').slice(0, 28)}`;
}

/** The provider's order a pending order stands for, when it is handed out again. */
export function pendingProviderOrder(pending: Pick<OrderRecord, 'orderId' | 'amountPaise' | 'receipt'>): PaymentOrder {
  return { id: pending.orderId, amount: pending.amountPaise, currency: 'INR', receipt: pending.receipt };
}

/**
 * Makes the provider's order for `order` and records it, pending, under the provider's id. A
 * refusal by the provider is logged (`what` names the order) and answered as unavailable, after
 * `onRefused` (a coupon hold given back).
 */
export async function placeProviderOrder(
  deps: { provider: PaymentProvider; orders: OrdersRepository; logger: Pick<Logger, 'warn'> },
  order: Omit<NewOrder, 'orderId'>,
  notes: Record<string, string>,
  refused: { what: string; onRefused?: () => Promise<void> },
): Promise<PaymentOrder> {
  let created;
  try {
    created = await deps.provider.createOrder({ amountPaise: order.amountPaise, receipt: order.receipt, notes });
  } catch (err) {
    await refused.onRefused?.();
    deps.logger.warn(`${refused.what} create refused by the provider: ${describeError(err)}`);
    throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.paymentProviderFailed);
  }
  await deps.orders.create({ ...order, orderId: created.id });
  return created;
}
