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
import { OrdersRepository } from './orders.repository';
import { describeError, PaymentProvider } from './payment-provider';

/** A pending order for the same user, plan and target is handed out again for this long. */
const REUSE_PENDING_MS = 30 * 60 * 1000;

@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly plans: PlansService,
    private readonly orders: OrdersRepository,
    private readonly provider: PaymentProvider,
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
    if (pending) {
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
      episodeId: target.episodeId,
      episodeName: target.episodeName,
      amountPaise: plan.pricePaise,
      currency: 'INR',
      receipt,
    });
    return { ...reply, order };
  }
}
