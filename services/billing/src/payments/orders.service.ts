import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BillingMessages,
  MIN_ORDER_PAISE,
  ServiceErrorCode,
  type CreateOrderRequest,
  type OrderReply,
  type Principal,
} from '@streamhub/contracts';
import { ServiceError, signedIn } from '@streamhub/nest-kit';
import { CatalogDirectory } from '../catalog/catalog-directory';
import { CLOCK, type Clock } from '../common/clock';
import { formatRupees } from '../common/money';
import { toPlan } from '../plans/plan-view';
import { PlansService } from '../plans/plans.service';
import { resolveTarget } from './order-target';
import { OrdersRepository, type OrderRecord } from './orders.repository';
import { describeError, PaymentProvider } from './payment-provider';
import { PaymentsService } from './payments.service';

/** A pending order for the same user, plan and target is handed out again for this long. */
const REUSE_PENDING_MS = 30 * 60 * 1000;

@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly plans: PlansService,
    private readonly orders: OrdersRepository,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsService,
    private readonly catalog: CatalogDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * An order for a plan and one target (spec §4, DESIGN §5): the target is resolved through
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
    const reply = {
      displayAmountRupees: formatRupees(plan.pricePaise),
      keyId: this.provider.keyId,
      checkoutScriptUrl: this.provider.checkoutScriptUrl,
      plan: toPlan(plan),
      alreadyActive: false,
    };
    if (plan.pricePaise < MIN_ORDER_PAISE) throw ServiceError.invalid(BillingMessages.amountTooSmall);

    const pending = await this.orders.findReusable({
      userId: caller.userId,
      planCode: plan.code,
      scope: target.scope,
      episodeName: target.episodeName,
      amountPaise: plan.pricePaise,
      since: new Date(this.clock().getTime() - REUSE_PENDING_MS),
    });
    const settled = pending ? await this.settledAtProvider(pending) : 'unpaid';
    if (settled === 'granted') return { ...reply, alreadyActive: true, order: null };
    if (pending && settled === 'unpaid') {
      const order = {
        id: pending.orderId,
        amount: pending.amountPaise,
        currency: 'INR' as const,
        receipt: pending.receipt,
      };
      return { ...reply, order };
    }

    const receipt = `sub_${randomUUID().replace(/-/g, '').slice(0, 28)}`;
    let order;
    try {
      order = await this.provider.createOrder({
        amountPaise: plan.pricePaise,
        receipt,
        notes: {
          userId: caller.userId,
          planCode: plan.code,
          scope: target.scope,
          episodeName: target.episodeName ?? '',
        },
      });
    } catch (err) {
      this.logger.warn(`order create refused by the provider: ${describeError(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.paymentProviderFailed);
    }
    await this.orders.create({
      orderId: order.id,
      userId: caller.userId,
      planCode: plan.code,
      planTitle: plan.title,
      scope: target.scope,
      durationDays: plan.durationDays,
      maxQuality: toPlan(plan).maxQuality,
      screens: toPlan(plan).screens,
      episodeId: target.episodeId,
      episodeName: target.episodeName,
      amountPaise: plan.pricePaise,
      currency: 'INR',
      receipt,
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
