import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@streamhub/nest-kit';
import { CLOCK, type Clock } from '../common/clock';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { OrdersRepository, type OrderRecord } from './orders.repository';
import { describeError, PaymentProvider } from './payment-provider';
import { PaymentsService } from './payments.service';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { RecurringService } from './recurring.service';
import { nextRenewalCheck } from './renewal-check';

/** Orders older than this are not asked about any more (Razorpay refunds uncaptured payments well before). */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;

/**
 * Nothing paid is lost: every order still unpaid PAYMENT_RECONCILE_AFTER_MS after it was made is
 * asked about at the provider (`orders/{id}/payments`), more rarely as it ages, until it is paid or a day old,
 * and a captured payment of the right amount is granted — the browser's relay and Razorpay's
 * webhooks may both have failed (Kafka or billing down). Renewing subscriptions are asked about
 * too (see `nextRenewalCheck`): a renewal charge whose webhook never came is counted. Safe with several replicas: each order is
 * claimed for one run by a conditional update, and grants are idempotent per payment.
 */
@Injectable()
export class ReconcilerJob extends IntervalJob {
  protected readonly logger = new Logger(ReconcilerJob.name);
  protected readonly runName = 'reconciliation run';

  constructor(
    private readonly orders: OrdersRepository,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsService,
    private readonly recurring: RecurringService,
    private readonly subscriptions: SubscriptionsRepository,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.PAYMENT_RECONCILE_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    await this.reconcileDue();
  }

  /** One pass over the due orders; resolves to how many were granted. */
  private async reconcileDue(): Promise<number> {
    const now = this.clock();
    const due = await this.orders.claimPending({
      olderThan: new Date(now.getTime() - this.config.PAYMENT_RECONCILE_AFTER_MS),
      newerThan: new Date(now.getTime() - GIVE_UP_AFTER_MS),
      // Asked again after a quarter of the order's age (at least one interval): soon at first,
      // then spaced out, so an abandoned checkout costs a few dozen provider calls over its day.
      nextCheck: (createdAt) =>
        new Date(now.getTime() + Math.max(this.intervalMs, (now.getTime() - createdAt.getTime()) / 4)),
      limit: BATCH,
    });
    let granted = 0;
    // Recurring checkouts (trial or first charge) whose relay and webhooks were all lost.
    const recurring = await this.orders.claimPending({
      olderThan: new Date(now.getTime() - this.config.PAYMENT_RECONCILE_AFTER_MS),
      newerThan: new Date(now.getTime() - GIVE_UP_AFTER_MS),
      nextCheck: (createdAt) =>
        new Date(now.getTime() + Math.max(this.intervalMs, (now.getTime() - createdAt.getTime()) / 4)),
      limit: BATCH,
      recurring: true,
    });
    for (const order of recurring) {
      try {
        if (await this.recurring.reconcile(order)) granted++;
      } catch (err) {
        this.logger.warn(`subscription ${order.orderId}: reconciliation failed: ${describeError(err)}`);
      }
    }
    // Renewals: charges taken (or failed for good) whose webhooks never came.
    const renewing = await this.subscriptions.claimRenewalChecks(
      now,
      (sub) => nextRenewalCheck(sub.endAt, now, this.intervalMs, this.config.RENEWAL_CHECK_MS),
      BATCH,
    );
    for (const sub of renewing) {
      try {
        granted += await this.recurring.reconcileRenewal(sub);
      } catch (err) {
        this.logger.warn(`subscription ${sub._id}: renewal reconciliation failed: ${describeError(err)}`);
      }
    }
    for (const order of due) {
      // One order's failure (the provider away for a moment) leaves it for its next check, not the others.
      try {
        if (await this.reconcile(order)) granted++;
      } catch (err) {
        this.logger.warn(`order ${order.orderId}: reconciliation failed: ${describeError(err)}`);
      }
    }
    return granted;
  }

  /** Grants the order's captured payment of the right amount, if it has one; true when that made a subscription. */
  private async reconcile(order: OrderRecord): Promise<boolean> {
    const payments = await this.provider.orderPayments(order.orderId);
    const paid = payments.find(
      (p) => p.status === 'captured' && p.amount === order.amountPaise && p.currency === order.currency,
    );
    if (!paid) return false;
    const reply = await this.payments.grant(order, paid.id);
    if (reply.outcome !== 'subscribed') return false;
    this.logger.log(`order ${order.orderId}: captured payment ${paid.id} granted by reconciliation`);
    return true;
  }
}
