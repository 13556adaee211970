import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BillingMessages,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  ServiceErrorCode,
  type PaymentNotification,
  type PaymentReply,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { CLOCK, type Clock } from '../common/clock';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { CouponsService } from '../coupons/coupons.service';
import { ReceiptsService } from '../receipts/receipts.service';
import { toUserSubscription } from '../subscriptions/subscription-view';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { OrdersRepository, type OrderRecord } from './orders.repository';
import { parseNotification, type ParsedNotification } from './payment-notification';
import { describeError, PaymentProvider } from './payment-provider';
import { checkoutSignatureValid, webhookSignatureValid } from './signatures';
import { MandatesService } from './mandates.service';
import { RecurringService } from './recurring.service';
import { WebhookEventsRepository } from './webhook-events.repository';

const MAX_RAW_BODY = 64 * 1024;
const IGNORED: PaymentReply = { outcome: 'ignored', subscription: null };

type PaymentEvent = Extract<ParsedNotification, { kind: 'captured' | 'failed' }>;

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly orders: OrdersRepository,
    private readonly provider: PaymentProvider,
    private readonly webhookEvents: WebhookEventsRepository,
    private readonly coupons: CouponsService,
    private readonly receipts: ReceiptsService,
    private readonly recurring: RecurringService,
    private readonly mandates: MandatesService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A payment event: Razorpay's webhook (X-Razorpay-Signature over the raw body) or a client's
   * relayed Checkout result (checkout signature over order_id|payment_id). A correctly signed
   * webhook is always acknowledged, also when it is not about one of our orders (Razorpay disables
   * endpoints that keep failing). A relayed result grants only once the provider confirms the
   * payment captured; replays grant nothing new.
   */
  async notify(notification: PaymentNotification): Promise<PaymentReply> {
    const rawBody = typeof notification?.rawBody === 'string' ? notification.rawBody : '';
    if (rawBody === '' || rawBody.length > MAX_RAW_BODY)
      throw ServiceError.invalid(BillingMessages.malformedNotification);
    const fromRazorpay = typeof notification.webhookSignature === 'string' && notification.webhookSignature !== '';
    if (!fromRazorpay) return this.relayed(parseNotification(rawBody));
    if (!webhookSignatureValid(rawBody, notification.webhookSignature, this.config.RAZORPAY_WEBHOOK_SECRET)) {
      throw ServiceError.invalid(BillingMessages.invalidSignature);
    }
    const parsed = parseNotification(rawBody);
    if (!parsed) throw ServiceError.invalid(BillingMessages.malformedNotification);
    const eventId =
      typeof notification.eventId === 'string' && notification.eventId !== ''
        ? notification.eventId.slice(0, 100)
        : null;
    if (eventId && (await this.webhookEvents.handled(eventId)))
      return { outcome: 'already-recorded', subscription: null };
    const reply = await this.webhook(parsed);
    if (eventId) await this.webhookEvents.remember(eventId, parsed.event, this.clock());
    return reply;
  }

  private async webhook(parsed: ParsedNotification): Promise<PaymentReply> {
    if (parsed.kind === 'other') return IGNORED;
    if (parsed.kind === 'subscription') return this.recurring.onEvent(parsed);
    if (parsed.kind === 'reversed') {
      const cancelled = await this.subscriptions.cancelForPayment(parsed.paymentId, parsed.event);
      if (cancelled) {
        // Money went back: the mandate must not take more (its cancellation is already due if this fails).
        if (cancelled.recurring === true) await this.mandates.stop(cancelled);
        return { outcome: 'cancelled', subscription: toUserSubscription(cancelled, this.clock()) };
      }
      // Not granted (yet): a late payment.captured retry or the reconciler must not grant it afterwards.
      if (parsed.orderId) await this.orders.markReversed(parsed.orderId, parsed.paymentId);
      this.logger.log(`${parsed.event} for payment ${parsed.paymentId}: no live subscription of ours, ignored`);
      return IGNORED;
    }
    const order = parsed.orderId ? await this.orders.find(parsed.orderId) : null;
    if (!order) {
      this.logger.log(
        `${parsed.event} for payment ${parsed.paymentId} (order ${parsed.orderId ?? 'none'}): not one of our orders, ignored`,
      );
      return IGNORED;
    }
    if (parsed.kind === 'failed') return this.recordFailure(order, parsed);
    if (parsed.amount !== order.amountPaise || parsed.currency !== order.currency) {
      this.logger.warn(
        `payment ${parsed.paymentId} for order ${order.orderId}: amount or currency differs, not granted`,
      );
      return IGNORED;
    }
    return this.grant(order, parsed.paymentId);
  }

  /** The browser's Checkout result: genuine if its signature holds, paid only if the provider says captured. */
  private async relayed(parsed: ParsedNotification | null): Promise<PaymentReply> {
    if (!parsed) throw ServiceError.invalid(BillingMessages.malformedNotification);
    if (
      parsed.kind !== 'captured' ||
      parsed.orderId === null ||
      !checkoutSignatureValid(
        parsed.orderId,
        parsed.paymentId,
        parsed.checkoutSignature,
        this.config.RAZORPAY_KEY_SECRET,
      )
    ) {
      throw ServiceError.invalid(BillingMessages.invalidSignature);
    }
    const order = await this.orders.find(parsed.orderId);
    if (!order) throw ServiceError.invalid(BillingMessages.unknownOrder);
    if (parsed.amount !== order.amountPaise || parsed.currency !== order.currency) {
      throw ServiceError.invalid(BillingMessages.amountMismatch);
    }
    let payment;
    try {
      payment = await this.provider.fetchPayment(parsed.paymentId);
    } catch (err) {
      this.logger.warn(`payment ${parsed.paymentId} could not be fetched: ${describeError(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.paymentProviderFailed);
    }
    if (
      payment.orderId !== order.orderId ||
      payment.amount !== order.amountPaise ||
      payment.currency !== order.currency
    ) {
      throw ServiceError.invalid(BillingMessages.amountMismatch);
    }
    // Authorized is not paid: Razorpay refunds an authorization that is never captured. The
    // capture's webhook (or the reconciler) grants it later.
    if (payment.status === 'authorized') return { outcome: 'pending', subscription: null };
    if (payment.status !== 'captured') throw ServiceError.invalid(BillingMessages.paymentNotCaptured);
    return this.grant(order, payment.id);
  }

  /** Grants what a captured payment of `order` bought (idempotent per order and payment). */
  async grant(order: OrderRecord, paymentId: string): Promise<PaymentReply> {
    if (order.reversedPaymentIds?.includes(paymentId)) {
      this.logger.warn(
        `payment ${paymentId} for order ${order.orderId} was refunded before it was granted: not granted`,
      );
      return IGNORED;
    }
    const { record, created } = await this.subscriptions.grant({
      userId: order.userId,
      planCode: order.planCode,
      planTitle: order.planTitle,
      scope: order.scope,
      episodeId: order.episodeId,
      episodeName: order.episodeName,
      pricePaise: order.amountPaise,
      durationDays: order.durationDays,
      maxQuality: order.maxQuality ?? DEFAULT_PLAN_QUALITY,
      screens: order.screens ?? DEFAULT_PLAN_SCREENS,
      withAds: order.withAds === true,
      downloads: order.downloads,
      downloadDevices: order.downloadDevices,
      orderId: order.orderId,
      paymentId,
      couponCode: order.coupon?.code ?? null,
    });
    await this.orders.markPaid(order.orderId, record.paymentId);
    if (order.coupon) {
      const before = await this.orders.redeemCoupon(order.orderId, this.clock());
      if (before) await this.coupons.countRedeemed(order.coupon.code, order.userId, before === 'released');
    }
    // Once per payment (a replay finds the receipt already issued); a free grant charged nothing.
    await this.receipts.issue({
      paymentId: record.paymentId,
      orderId: order.orderId,
      userId: order.userId,
      subscriptionId: record._id,
      planCode: order.planCode,
      planTitle: order.planTitle,
      scope: order.scope,
      episodeName: order.episodeName,
      periodStart: record.startAt,
      periodEnd: record.endAt,
      amountPaise: order.amountPaise,
      couponCode: order.coupon?.code ?? null,
      discountPaise: order.coupon?.discountPaise ?? 0,
    });
    return {
      outcome: created ? 'subscribed' : 'already-recorded',
      subscription: toUserSubscription(record, this.clock()),
    };
  }

  private async recordFailure(order: OrderRecord, parsed: PaymentEvent): Promise<PaymentReply> {
    await this.orders.recordFailure(order.orderId, {
      paymentId: parsed.paymentId,
      code: parsed.errorCode,
      description: parsed.errorDescription,
      at: this.clock(),
    });
    return { outcome: 'failure-recorded', subscription: null };
  }
}
