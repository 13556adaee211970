import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OrderDoc, type OrderCoupon, type PaymentFailure } from './order.schema';

/** A stored order; `abandonedAt` came later, so an older one may lack it. */
export type OrderRecord = Omit<OrderDoc, 'abandonedAt'> & Partial<Pick<OrderDoc, 'abandonedAt'>> & { createdAt: Date };

/** What an order is made with; its payment state starts empty. */
export type NewOrder = Omit<
  OrderDoc,
  | 'status'
  | 'paymentId'
  | 'failures'
  | 'reconcileAfter'
  | 'reversedPaymentIds'
  | 'coupon'
  | 'recurring'
  | 'trialEndsAt'
  | 'abandonedAt'
> & { coupon?: OrderCoupon | null; recurring?: boolean; trialEndsAt?: Date | null };

@Injectable()
export class OrdersRepository {
  constructor(@InjectModel(OrderDoc.name) private readonly model: Model<OrderDoc>) {}

  async create(order: NewOrder): Promise<void> {
    await this.model.create({
      ...order,
      coupon: order.coupon ?? null,
      status: 'created',
      paymentId: null,
      failures: [],
      reconcileAfter: null,
      reversedPaymentIds: [],
      recurring: order.recurring === true,
      trialEndsAt: order.trialEndsAt ?? null,
    });
  }

  async find(orderId: string): Promise<OrderRecord | null> {
    return this.model.findOne({ orderId }, { _id: 0 }).lean<OrderRecord>();
  }

  /** A still-unpaid order of this user for the same plan, target and price, made since `since`. */
  async findReusable(match: {
    userId: string;
    planCode: string;
    scope: OrderDoc['scope'];
    episodeName: string | null;
    /** Undefined: any amount. */
    amountPaise?: number;
    /** The coupon the order must have used (and still hold), or null for an order without one. */
    couponCode: string | null;
    since: Date;
  }): Promise<OrderRecord | null> {
    const { since, couponCode, amountPaise, ...same } = match;
    const coupon = couponCode ? { 'coupon.code': couponCode, 'coupon.state': 'held' } : { coupon: null };
    const amount = amountPaise === undefined ? {} : { amountPaise };
    return this.model
      .findOne(
        { ...same, ...amount, ...coupon, status: 'created', recurring: { $ne: true }, createdAt: { $gte: since } },
        { _id: 0 },
      )
      .sort({ createdAt: -1 })
      .lean<OrderRecord>();
  }

  /**
   * Unpaid orders made between `newerThan` and `olderThan` that are due to be asked about again;
   * each is claimed until `nextCheck(createdAt)` by a conditional update, so two replicas never
   * ask about the same order at once.
   */
  async claimPending(window: {
    olderThan: Date;
    newerThan: Date;
    nextCheck: (createdAt: Date) => Date;
    limit: number;
    /** Recurring checkouts (provider subscriptions) instead of one-off orders. */
    recurring?: boolean;
  }): Promise<OrderRecord[]> {
    const now = new Date();
    const due = {
      status: 'created',
      // Free (100 % coupon) orders never reach the provider.
      amountPaise: { $gt: 0 },
      recurring: window.recurring === true ? true : { $ne: true },
      createdAt: { $lte: window.olderThan, $gte: window.newerThan },
      abandonedAt: null,
      $or: [{ reconcileAfter: null }, { reconcileAfter: { $lte: now } }],
    };
    const candidates = await this.model
      .find(due, { orderId: 1, createdAt: 1 })
      .sort({ reconcileAfter: 1, createdAt: 1 })
      .limit(window.limit)
      .lean<{ orderId: string; createdAt: Date }[]>();
    const claimed: OrderRecord[] = [];
    for (const { orderId, createdAt } of candidates) {
      const order = await this.model
        .findOneAndUpdate(
          { ...due, orderId },
          { $set: { reconcileAfter: window.nextCheck(createdAt) } },
          { new: true, projection: { _id: 0 } },
        )
        .lean<OrderRecord>();
      if (order) claimed.push(order);
    }
    return claimed;
  }

  async markPaid(orderId: string, paymentId: string): Promise<void> {
    await this.model.updateOne({ orderId, status: 'created' }, { $set: { status: 'paid', paymentId } });
  }

  /**
   * Marks the order's coupon use redeemed, once: the state it had (held, or released when the
   * payment came after the hold lapsed), or null when it was already redeemed or there is none.
   */
  async redeemCoupon(orderId: string, at: Date): Promise<OrderCoupon['state'] | null> {
    const before = await this.model
      .findOneAndUpdate(
        { orderId, 'coupon.state': { $in: ['held', 'released'] } },
        { $set: { 'coupon.state': 'redeemed', 'coupon.redeemedAt': at } },
        { new: false, projection: { coupon: 1 } },
      )
      .lean<{ coupon: OrderCoupon | null }>();
    return before?.coupon?.state ?? null;
  }

  /** Unpaid orders made before `olderThan` still holding a coupon use; each is released once (conditional update). */
  async releaseStaleCoupons(olderThan: Date, limit: number): Promise<OrderRecord[]> {
    const stale = { status: 'created', 'coupon.state': 'held', createdAt: { $lt: olderThan } };
    const candidates = await this.model.find(stale, { orderId: 1 }).limit(limit).lean<{ orderId: string }[]>();
    const released: OrderRecord[] = [];
    for (const { orderId } of candidates) {
      const order = await this.model
        .findOneAndUpdate(
          { ...stale, orderId },
          { $set: { 'coupon.state': 'released' } },
          { new: true, projection: { _id: 0 } },
        )
        .lean<OrderRecord>();
      if (order) released.push(order);
    }
    return released;
  }

  /** Orders that used the coupon, newest first. */
  async withCoupon(code: string, limit: number): Promise<OrderRecord[]> {
    return this.model
      .find({ 'coupon.code': code }, { _id: 0 })
      .sort({ createdAt: -1 })
      .limit(limit)
      .lean<OrderRecord[]>();
  }

  /** Recurring checkouts still unpaid (never authorised here) made before `olderThan`, not yet abandoned; oldest first. */
  async unpaidRecurringBefore(olderThan: Date, limit: number): Promise<OrderRecord[]> {
    return this.model
      .find({ recurring: true, status: 'created', abandonedAt: null, createdAt: { $lt: olderThan } }, { _id: 0 })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<OrderRecord[]>();
  }

  /** Marks an unpaid recurring checkout abandoned (cancelled at the provider); false when it was paid or marked meanwhile. */
  async markAbandoned(orderId: string, at: Date): Promise<boolean> {
    const result = await this.model.updateOne(
      { orderId, recurring: true, status: 'created', abandonedAt: null },
      { $set: { abandonedAt: at } },
    );
    return result.modifiedCount > 0;
  }

  /** The user's recurring checkouts (provider subscriptions), newest first. */
  async recurringOf(userId: string, limit = 100): Promise<OrderRecord[]> {
    return this.model
      .find({ userId, recurring: true }, { _id: 0 })
      .sort({ createdAt: -1 })
      .limit(limit)
      .lean<OrderRecord[]>();
  }

  /** Remembers a payment refunded (or lost in a dispute) before it was granted. */
  async markReversed(orderId: string, paymentId: string): Promise<void> {
    await this.model.updateOne({ orderId }, { $addToSet: { reversedPaymentIds: paymentId } });
  }

  /** Records a failed attempt once per payment id. */
  async recordFailure(orderId: string, failure: PaymentFailure): Promise<void> {
    await this.model.updateOne(
      { orderId, 'failures.paymentId': { $ne: failure.paymentId } },
      { $push: { failures: failure } },
    );
  }
}
