import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BillingMessages,
  MIN_ORDER_PAISE,
  type CreateOrderRequest,
  type OrderPreview,
  type OrderPreviewRequest,
  type OrderReply,
  type Principal,
} from '@streamhub/contracts';
import { ServiceError, signedIn } from '@streamhub/nest-kit';
import { CatalogDirectory } from '../catalog/catalog-directory';
import { CLOCK, type Clock } from '../common/clock';
import { normalizeCouponCode } from '../coupons/coupon-rules';
import { CouponsService, type CouponQuote } from '../coupons/coupons.service';
import { formatRupees } from '../common/money';
import { toPlan } from '../plans/plan-view';
import { PlansService } from '../plans/plans.service';
import { resolveTarget } from './order-target';
import { OrdersRepository, type OrderRecord } from './orders.repository';
import { describeError, PaymentProvider } from './payment-provider';
import { orderReceipt, pendingProviderOrder, placeProviderOrder, REUSE_PENDING_MS } from './provider-orders';
import { PaymentsService } from './payments.service';
import { RecurringService } from './recurring.service';

@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly plans: PlansService,
    private readonly orders: OrdersRepository,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsService,
    private readonly catalog: CatalogDirectory,
    private readonly coupons: CouponsService,
    private readonly recurring: RecurringService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The price a coupon leaves on a plan for the caller, checked as an order would be (nothing is held). */
  async preview(principal: Principal | undefined, request: OrderPreviewRequest): Promise<OrderPreview> {
    const caller = signedIn(principal);
    if (typeof request?.planCode !== 'string' || request.planCode.trim() === '') {
      throw ServiceError.invalid(BillingMessages.selectPlan);
    }
    const plan = await this.plans.purchasable(request.planCode);
    if (plan.recurring === true) throw ServiceError.invalid(BillingMessages.couponNotForRecurring);
    const quote = await this.coupons.quote(request.couponCode, plan, caller.userId);
    return { plan: toPlan(plan), coupon: quote.applied, displayAmountRupees: formatRupees(quote.amountPaise) };
  }

  /**
   * An order for a plan and one target (docs/product.md §4, docs/payments.md): the target is resolved through
   * catalog; a plan may be bought while another is live (it extends or upgrades, see periodFor);
   * a still-pending order for the same user, plan, target and price is reused, else a provider
   * order in paise is created.
   */
  async createOrder(principal: Principal | undefined, request: CreateOrderRequest): Promise<OrderReply> {
    const caller = signedIn(principal);
    if (typeof request?.planCode !== 'string' || request.planCode.trim() === '') {
      throw ServiceError.invalid(BillingMessages.selectPlan);
    }
    const plan = await this.plans.purchasable(request.planCode);
    const target = await resolveTarget(plan.scope, request, this.catalog);
    if (plan.recurring === true) {
      // Coupons are not applied to Razorpay subscriptions (no offer on the charges): refused, not ignored.
      if (normalizeCouponCode(request.couponCode) !== '') {
        throw ServiceError.invalid(BillingMessages.couponNotForRecurring);
      }
      return this.recurring.checkout(caller.userId, plan, target, {
        displayAmountRupees: formatRupees(plan.pricePaise),
        keyId: this.provider.keyId,
        checkoutScriptUrl: this.provider.checkoutScriptUrl,
        plan: toPlan(plan),
        alreadyActive: false,
        coupon: null,
      });
    }
    const since = new Date(this.clock().getTime() - REUSE_PENDING_MS);
    const couponCode = normalizeCouponCode(request.couponCode);
    // Asked again (Checkout dismissed, page reloaded): an unpaid order already holding this code's
    // use is handed out again rather than refused for the use it holds.
    const holding =
      couponCode !== '' &&
      (await this.orders.findReusable({
        userId: caller.userId,
        planCode: plan.code,
        scope: target.scope,
        episodeName: target.episodeName,
        couponCode,
        since,
      })) !== null;
    const quote = couponCode ? await this.coupons.quote(couponCode, plan, caller.userId, { holding }) : null;
    const amountPaise = quote ? quote.amountPaise : plan.pricePaise;
    const reply = {
      displayAmountRupees: formatRupees(amountPaise),
      keyId: this.provider.keyId,
      checkoutScriptUrl: this.provider.checkoutScriptUrl,
      plan: toPlan(plan),
      alreadyActive: false,
      coupon: quote?.applied ?? null,
      subscription: null,
    };
    if (!quote && plan.pricePaise < MIN_ORDER_PAISE) throw ServiceError.invalid(BillingMessages.amountTooSmall);

    const pending = await this.orders.findReusable({
      userId: caller.userId,
      planCode: plan.code,
      scope: target.scope,
      episodeName: target.episodeName,
      amountPaise,
      couponCode: quote?.coupon.code ?? null,
      since,
    });
    if (pending && amountPaise === 0) {
      // A free order whose grant did not finish (a crash in between): granted now, once.
      await this.payments.grant(pending, freePaymentId(pending.orderId));
      return { ...reply, alreadyActive: true, order: null };
    }
    const settled = pending ? await this.settledAtProvider(pending) : 'unpaid';
    if (settled === 'granted') return { ...reply, alreadyActive: true, order: null };
    if (pending && settled === 'unpaid') {
      return { ...reply, order: pendingProviderOrder(pending) };
    }

    if (quote) await this.coupons.hold(quote, caller.userId);
    const receipt = orderReceipt('sub');
    const newOrder = {
      userId: caller.userId,
      planCode: plan.code,
      planTitle: plan.title,
      scope: target.scope,
      durationDays: plan.durationDays,
      maxQuality: toPlan(plan).maxQuality,
      screens: toPlan(plan).screens,
      withAds: toPlan(plan).withAds,
      downloads: toPlan(plan).downloads,
      downloadDevices: toPlan(plan).downloadDevices,
      episodeId: target.episodeId,
      episodeName: target.episodeName,
      amountPaise,
      currency: 'INR',
      receipt,
      coupon: quote ? orderCoupon(quote, plan.pricePaise) : null,
    };
    if (amountPaise === 0) {
      // A 100 % coupon: no provider order; granted through the same path as a captured payment.
      const orderId = `free_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
      await this.orders.create({ ...newOrder, orderId });
      const stored = await this.orders.find(orderId);
      await this.payments.grant(stored!, freePaymentId(orderId));
      return { ...reply, alreadyActive: true, order: null };
    }
    const notes = {
      userId: caller.userId,
      planCode: plan.code,
      scope: target.scope,
      episodeName: target.episodeName ?? '',
      couponCode: quote?.coupon.code ?? '',
    };
    const placing = { provider: this.provider, orders: this.orders, logger: this.logger };
    const order = await placeProviderOrder(placing, newOrder, notes, {
      what: 'order',
      onRefused: async () => {
        if (quote) await this.coupons.release(quote.coupon.code, caller.userId);
      },
    });
    return { ...reply, order };
  }

  /**
   * Whether a pending order about to be handed out again was in fact paid: the buyer's relay and
   * the webhook may both have failed (the reconciler would grant it minutes later), and Checkout
   * refuses an order that is already paid. A captured payment is granted now ('granted'); one
   * refunded before its grant makes the order unusable ('spent'). When the provider
   * cannot be asked, the order is reused as it is.
   */
  private async settledAtProvider(pending: OrderRecord): Promise<'unpaid' | 'granted' | 'spent'> {
    let payments;
    try {
      payments = await this.provider.orderPayments(pending.orderId);
    } catch (err) {
      this.logger.warn(`order ${pending.orderId}: could not ask the provider before reusing it: ${describeError(err)}`);
      return 'unpaid';
    }
    const captured = payments.find(
      (p) => p.status === 'captured' && p.amount === pending.amountPaise && p.currency === pending.currency,
    );
    if (captured) {
      const granted = await this.payments.grant(pending, captured.id);
      if (granted.subscription) {
        this.logger.log(
          `order ${pending.orderId}: captured payment ${captured.id} granted when the order was asked for again`,
        );
        return 'granted';
      }
      return 'spent';
    }
    // An authorized payment is still on its way to capture (or to an automatic refund): Razorpay lets
    // the same order be paid again until one is captured, so it is reused.
    return payments.some((p) => p.status === 'refunded') ? 'spent' : 'unpaid';
  }
}

/** The stand-in payment id of an order a coupon made free (one subscription per order and payment id). */
export function freePaymentId(orderId: string): string {
  return `coupon_${orderId}`;
}

function orderCoupon(quote: CouponQuote, originalPaise: number) {
  return {
    code: quote.coupon.code,
    kind: quote.coupon.kind,
    amount: quote.coupon.amount,
    originalPaise,
    discountPaise: quote.discountPaise,
    state: 'held' as const,
    redeemedAt: null,
  };
}
