import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../common/clock';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { SubscriptionsRepository, type SubscriptionRecord } from '../subscriptions/subscriptions.repository';
import { OrdersRepository } from './orders.repository';
import { describeError, PaymentProvider, type ProviderSubscription } from './payment-provider';

/** Provider states in which a subscription takes no further charge. */
export const MANDATE_ENDED: ReadonlySet<ProviderSubscription['status']> = new Set([
  'cancelled',
  'completed',
  'halted',
  'expired',
]);

const BATCH = 50;

/**
 * Stops recurring mandates at the provider (Razorpay `POST /subscriptions/{id}/cancel`, at once,
 * not at the cycle's end) when access ends for money or account reasons. The decision is stored
 * first (`mandateCancel: due` on the subscription, in the write that took access back), so a
 * provider that is away is asked again by the mandate job until it confirms.
 */
@Injectable()
export class MandatesService {
  private readonly logger = new Logger(MandatesService.name);

  constructor(
    private readonly provider: PaymentProvider,
    private readonly records: SubscriptionsRepository,
    private readonly orders: OrdersRepository,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Cancels the subscription's mandate now; true once the provider holds it ended (else left due). */
  async stop(record: Pick<SubscriptionRecord, '_id' | 'orderId'>): Promise<boolean> {
    if (!(await this.cancelAtProvider(record.orderId))) return false;
    await this.records.mandateCancelled(record._id, this.clock());
    this.logger.log(`mandate ${record.orderId} of subscription ${record._id} cancelled at the provider`);
    return true;
  }

  /**
   * Cancels a provider subscription at once; true when it is ended there afterwards (also when it
   * already was: Razorpay refuses to cancel a cancelled one).
   */
  async cancelAtProvider(subscriptionId: string): Promise<boolean> {
    try {
      const cancelled = await this.provider.cancelSubscription(subscriptionId, false);
      if (MANDATE_ENDED.has(cancelled.status)) return true;
    } catch (err) {
      this.logger.warn(`cancel of mandate ${subscriptionId} refused: ${describeError(err)}`);
    }
    const status = await this.provider
      .fetchSubscription(subscriptionId)
      .then((s) => s.status)
      .catch(() => null);
    return status !== null && MANDATE_ENDED.has(status);
  }

  /** The owner's account closed (deleted, deactivated, erased): every mandate of theirs stops. */
  async stopAllOf(userId: string, reason: string): Promise<number> {
    let stopped = 0;
    for (const record of await this.records.stopMandatesOf(userId, reason)) {
      if (await this.stop(record)) stopped++;
    }
    // Checkouts not (yet) a subscription here: a mandate authorised there must not start charging.
    for (const order of await this.orders.recurringOf(userId)) {
      if (await this.records.byOrderId(order.orderId)) continue;
      if (await this.cancelAtProvider(order.orderId)) stopped++;
    }
    return stopped;
  }

  /**
   * Recurring checkouts made more than PENDING_MANDATE_ABANDON_MS ago and never authorised (still
   * `created` at the provider) are cancelled there, so a Checkout left open can never set up a
   * mandate later; each is marked abandoned once the provider holds it ended. One authorised there
   * meanwhile is left to the reconciler. How many were cancelled.
   */
  async cancelAbandoned(): Promise<number> {
    const now = this.clock();
    let cancelled = 0;
    const olderThan = new Date(now.getTime() - this.config.PENDING_MANDATE_ABANDON_MS);
    for (const order of await this.orders.unpaidRecurringBefore(olderThan, BATCH)) {
      try {
        if (await this.records.byOrderId(order.orderId)) continue; // granted; the reconciler settles the order
        const status = (await this.provider.fetchSubscription(order.orderId)).status;
        if (status === 'created' && !(await this.cancelAtProvider(order.orderId))) continue;
        if (status !== 'created' && !MANDATE_ENDED.has(status)) continue;
        if (await this.orders.markAbandoned(order.orderId, now)) {
          if (status === 'created') cancelled++;
          this.logger.log(`checkout ${order.orderId} abandoned (${status} at the provider): cancelled there`);
        }
      } catch (err) {
        this.logger.warn(`abandoned checkout ${order.orderId} could not be settled: ${describeError(err)}`);
      }
    }
    return cancelled;
  }

  /** One pass over the mandates still due to be cancelled; how many the provider confirmed. */
  async retryDue(): Promise<number> {
    let stopped = 0;
    for (const record of await this.records.dueMandateCancels(BATCH)) {
      if (await this.stop(record)) stopped++;
    }
    return stopped;
  }
}
