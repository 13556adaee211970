import { Injectable, Logger } from '@nestjs/common';
import {
  BillingMessages,
  REFUND_REASON_MAX_LENGTH,
  ServiceErrorCode,
  type AdminSubscription,
  type Principal,
  type RefundSubscriptionRequest,
} from '@streamhub/contracts';
import { adminOnly, ServiceError } from '@streamhub/nest-kit';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { SubscriptionRecord } from '../subscriptions/subscriptions.repository';
import { MandatesService } from './mandates.service';
import { describeError, PaymentProvider } from './payment-provider';

/** An admin gives a subscription's money back: the provider refunds it and access ends (or, for a recurring one, shortens) at once. */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly provider: PaymentProvider,
    private readonly mandates: MandatesService,
  ) {}

  async refund(principal: Principal | undefined, request: RefundSubscriptionRequest): Promise<AdminSubscription> {
    const admin = adminOnly(principal);
    const reason = typeof request?.reason === 'string' ? request.reason.trim() : '';
    if (reason === '') throw ServiceError.invalid(BillingMessages.refundReasonRequired);
    const record = await this.subscriptions.find(typeof request.id === 'string' ? request.id : '');
    if (!record) throw ServiceError.notFound(BillingMessages.subscriptionNotFound);
    if (record.status === 'cancelled') throw ServiceError.conflict(BillingMessages.alreadyRefunded);
    const kept = reason.slice(0, REFUND_REASON_MAX_LENGTH);
    if (record.recurring === true) return this.refundLatestCharge(record, `refund by ${admin.email}: ${kept}`);
    try {
      await this.provider.refund(record.paymentId, record.pricePaise, {
        reason: kept.slice(0, 250),
        subscriptionId: record._id,
      });
    } catch (err) {
      this.logger.warn(`refund of payment ${record.paymentId} refused by the provider: ${describeError(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.refundFailed);
    }
    // Cancelled now rather than on the refund's webhook, so access ends at once; the webhook then finds it done.
    const cancelled =
      (await this.subscriptions.cancel(record, `refund by ${admin.email}: ${kept}`)) ??
      (await this.subscriptions.find(record._id)) ??
      record;
    return this.subscriptions.adminView({ ...cancelled, status: 'cancelled' });
  }

  /**
   * A recurring subscription is paid by several charges: the admin's refund gives back the latest
   * one not yet given back (the period in force or to come), takes that period off the access and
   * stops the mandate, as a refund made at the provider would.
   */
  private async refundLatestCharge(record: SubscriptionRecord, reason: string): Promise<AdminSubscription> {
    const refunded = new Set(record.refundedPaymentIds ?? []);
    const charge = [...(record.charges ?? [])].reverse().find((c) => !refunded.has(c.paymentId));
    if (!charge) throw ServiceError.conflict(BillingMessages.nothingToRefund);
    try {
      await this.provider.refund(charge.paymentId, charge.amountPaise, {
        reason: reason.slice(0, 250),
        subscriptionId: record._id,
      });
    } catch (err) {
      this.logger.warn(`refund of charge ${charge.paymentId} refused by the provider: ${describeError(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.refundFailed);
    }
    // The provider's refund webhook may take the charge back before this call does; then the stored
    // record (not the one read before the refund) is what the admin sees.
    const updated =
      (await this.subscriptions.takeBackCharge(record, charge.paymentId, reason)) ??
      (await this.subscriptions.find(record._id)) ??
      record;
    await this.mandates.stop(updated);
    return this.subscriptions.adminView(updated);
  }
}
