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
import { describeError, PaymentProvider } from './payment-provider';

/** An admin gives a subscription's money back: the provider refunds it and access ends at once. */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly provider: PaymentProvider,
  ) {}

  async refund(principal: Principal | undefined, request: RefundSubscriptionRequest): Promise<AdminSubscription> {
    const admin = adminOnly(principal);
    const reason = typeof request?.reason === 'string' ? request.reason.trim() : '';
    if (reason === '') throw ServiceError.invalid(BillingMessages.refundReasonRequired);
    const record = await this.subscriptions.find(typeof request.id === 'string' ? request.id : '');
    if (!record) throw ServiceError.notFound(BillingMessages.subscriptionNotFound);
    if (record.status === 'cancelled') throw ServiceError.conflict(BillingMessages.alreadyRefunded);
    // Its price is the sum of several charges, each its own payment: refunded per charge at the provider.
    if (record.recurring === true) throw ServiceError.invalid(BillingMessages.recurringRefund);
    const kept = reason.slice(0, REFUND_REASON_MAX_LENGTH);
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
    const cancelled = (await this.subscriptions.cancel(record, `refund by ${admin.email}: ${kept}`)) ?? record;
    return this.subscriptions.adminView({ ...cancelled, status: 'cancelled' });
  }
}
