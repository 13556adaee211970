import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isObjectIdOrHexString } from 'mongoose';
import {
  BillingMessages,
  MIN_ORDER_PAISE,
  ServiceErrorCode,
  type CreateOrderRequest,
  type OrderReply,
  type PaymentNotification,
  type PaymentReply,
  type Principal,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { signedIn } from '../common/caller';
import { CLOCK, type Clock } from '../common/clock';
import { formatRupees } from '../common/money';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { toPlan } from '../plans/plan-view';
import { PlansService } from '../plans/plans.service';
import { toUserSubscription } from '../subscriptions/subscription-view';
import { normalizeEpisodeName, type SubscriptionTarget } from '../subscriptions/subscription-window';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { OrdersRepository } from './orders.repository';
import { parseNotification } from './payment-notification';
import { PaymentProvider } from './payment-provider';
import { checkoutSignatureValid, webhookSignatureValid } from './signatures';

const MAX_RAW_BODY = 64 * 1024;

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly plans: PlansService,
    private readonly subscriptions: SubscriptionsService,
    private readonly orders: OrdersRepository,
    private readonly provider: PaymentProvider,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * An order for a plan (spec §4): refused for an episode plan without an episode; short-circuited
   * when a live subscription already gives the same access; else a provider order in paise.
   */
  async createOrder(principal: Principal | undefined, request: CreateOrderRequest): Promise<OrderReply> {
    const caller = signedIn(principal);
    if (typeof request?.planCode !== 'string' || request.planCode.trim() === '') {
      throw ServiceError.invalid(BillingMessages.selectPlan);
    }
    const plan = await this.plans.purchasable(request.planCode);
    const target = targetOf(plan.scope, request);
    const reply = {
      displayAmountRupees: formatRupees(plan.pricePaise),
      keyId: this.provider.keyId,
      checkoutScriptUrl: this.provider.checkoutScriptUrl,
      plan: toPlan(plan),
    };
    if (await this.subscriptions.hasCovering(caller.userId, target)) {
      return { ...reply, order: null, alreadyActive: true };
    }
    if (plan.pricePaise < MIN_ORDER_PAISE) throw ServiceError.invalid(BillingMessages.amountTooSmall);

    const receipt = `sub_${randomUUID().replace(/-/g, '').slice(0, 28)}`;
    let order;
    try {
      order = await this.provider.createOrder({
        amountPaise: plan.pricePaise,
        receipt,
        notes: {
          userId: caller.userId,
          planCode: plan.code,
          episodeId: target.episodeId ?? '',
          episodeName: target.episodeName ?? '',
        },
      });
    } catch (err) {
      this.logger.warn(`order create refused by the provider: ${describe(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.paymentProviderFailed);
    }
    await this.orders.create({
      orderId: order.id,
      userId: caller.userId,
      planCode: plan.code,
      planTitle: plan.title,
      scope: target.scope,
      durationDays: plan.durationDays,
      episodeId: target.episodeId,
      episodeName: target.episodeName,
      amountPaise: plan.pricePaise,
      currency: 'INR',
      receipt,
    });
    return { ...reply, order, alreadyActive: false };
  }

  /**
   * A payment event: Razorpay's webhook (X-Razorpay-Signature over the raw body) or a client's
   * relayed Checkout result (checkout signature over order_id|payment_id). Nothing is granted
   * unless the signature holds and amount and currency equal the order's; replays grant nothing new.
   */
  async notify(notification: PaymentNotification): Promise<PaymentReply> {
    const rawBody = typeof notification?.rawBody === 'string' ? notification.rawBody : '';
    if (rawBody === '' || rawBody.length > MAX_RAW_BODY) throw ServiceError.invalid(BillingMessages.malformedNotification);
    const fromRazorpay = typeof notification.webhookSignature === 'string' && notification.webhookSignature !== '';
    if (fromRazorpay && !webhookSignatureValid(rawBody, notification.webhookSignature, this.config.RAZORPAY_WEBHOOK_SECRET)) {
      throw ServiceError.invalid(BillingMessages.invalidSignature);
    }
    const parsed = parseNotification(rawBody);
    if (!parsed) throw ServiceError.invalid(BillingMessages.malformedNotification);
    if (parsed.kind === 'other') {
      if (!fromRazorpay) throw ServiceError.invalid(BillingMessages.invalidSignature);
      return { outcome: 'ignored', subscription: null };
    }
    if (
      !fromRazorpay &&
      (parsed.kind !== 'captured' ||
        !checkoutSignatureValid(parsed.orderId, parsed.paymentId, parsed.checkoutSignature, this.config.RAZORPAY_KEY_SECRET))
    ) {
      throw ServiceError.invalid(BillingMessages.invalidSignature);
    }

    const order = await this.orders.find(parsed.orderId);
    if (!order) throw ServiceError.invalid(BillingMessages.unknownOrder);
    if (parsed.kind === 'failed') {
      await this.orders.recordFailure(order.orderId, {
        paymentId: parsed.paymentId,
        code: parsed.errorCode,
        description: parsed.errorDescription,
        at: this.clock(),
      });
      return { outcome: 'failure-recorded', subscription: null };
    }
    if (parsed.amount !== order.amountPaise || parsed.currency !== order.currency) {
      this.logger.warn(`payment ${parsed.paymentId} for order ${order.orderId}: amount or currency differs`);
      throw ServiceError.invalid(BillingMessages.amountMismatch);
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
      orderId: order.orderId,
      paymentId: parsed.paymentId,
    });
    await this.orders.markPaid(order.orderId, record.paymentId);
    return {
      outcome: created ? 'subscribed' : 'already-recorded',
      subscription: toUserSubscription(record, this.clock()),
    };
  }
}

/** What the purchase is for: everything, or one episode by part id and/or name. */
function targetOf(scope: 'all' | 'episode', request: CreateOrderRequest): SubscriptionTarget {
  if (scope === 'all') return { scope: 'all', episodeId: null, episodeName: null };
  let episodeId: string | null = null;
  if (request.episodeId !== undefined && request.episodeId !== null && request.episodeId !== '') {
    if (typeof request.episodeId !== 'string' || request.episodeId.length !== 24 || !isObjectIdOrHexString(request.episodeId)) {
      throw ServiceError.invalid(BillingMessages.invalidEpisodeId);
    }
    episodeId = request.episodeId.toLowerCase();
  }
  const name = normalizeEpisodeName(typeof request.episodeName === 'string' ? request.episodeName.slice(0, 200) : null);
  // "all" is what clients send when no episode was chosen (spec §5): not an episode.
  const episodeName = name === 'ALL' ? null : name;
  if (!episodeId && !episodeName) throw ServiceError.invalid(BillingMessages.selectEpisode);
  return { scope: 'episode', episodeId, episodeName };
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  try {
    return JSON.stringify(err);
  } catch {
    return String(err);
  }
}
