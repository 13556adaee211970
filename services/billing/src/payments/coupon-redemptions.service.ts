import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CouponRedemption, CouponRedemptionsReply, Principal } from '@streamhub/contracts';
import { CLOCK, type Clock } from '../common/clock';
import { paiseToRupees } from '../common/money';
import { toCoupon } from '../coupons/coupon-view';
import { CouponsService } from '../coupons/coupons.service';
import { CustomersRepository } from '../customers/customers.repository';
import { OrdersRepository, type OrderRecord } from './orders.repository';

const REDEMPTIONS_LIMIT = 500;
const RELEASE_BATCH = 50;

/** A coupon's uses are the orders that applied it: listed for admins, and given back when never paid. */
@Injectable()
export class CouponRedemptionsService {
  private readonly logger = new Logger(CouponRedemptionsService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly coupons: CouponsService,
    private readonly customers: CustomersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(principal: Principal | undefined, code: unknown): Promise<CouponRedemptionsReply> {
    const coupon = await this.coupons.byCode(principal, code);
    const orders = await this.orders.withCoupon(coupon.code, REDEMPTIONS_LIMIT);
    const people = await this.customers.findMany([...new Set(orders.map((o) => o.userId))]);
    const byId = new Map(people.map((c) => [c.userId, c]));
    return {
      coupon: toCoupon(coupon),
      redemptions: orders.map((order) => toRedemption(order, byId.get(order.userId))),
    };
  }

  /** Gives back the uses held by orders still unpaid `holdMs` after they were made; returns how many. */
  async releaseStale(holdMs: number): Promise<number> {
    const stale = await this.orders.releaseStaleCoupons(new Date(this.clock().getTime() - holdMs), RELEASE_BATCH);
    for (const order of stale) await this.coupons.release(order.coupon!.code, order.userId);
    if (stale.length > 0) this.logger.log(`${stale.length} unpaid order(s) gave back their coupon use`);
    return stale.length;
  }
}

function toRedemption(order: OrderRecord, customer: { name: string; email: string } | undefined): CouponRedemption {
  const coupon = order.coupon!;
  return {
    orderId: order.orderId,
    userId: order.userId,
    userName: customer?.name ?? null,
    userEmail: customer?.email || null,
    planCode: order.planCode,
    status: coupon.state,
    discount: paiseToRupees(coupon.discountPaise),
    amount: paiseToRupees(order.amountPaise),
    paymentId: order.paymentId,
    createdAt: order.createdAt.toISOString(),
    redeemedAt: coupon.redeemedAt ? new Date(coupon.redeemedAt).toISOString() : null,
  };
}
