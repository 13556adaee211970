import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OrderDoc, type PaymentFailure } from './order.schema';

export type OrderRecord = Omit<OrderDoc, never> & { createdAt: Date };

/** What an order is made with; its payment state starts empty. */
export type NewOrder = Omit<OrderDoc, 'status' | 'paymentId' | 'failures' | 'reconcileAfter' | 'reversedPaymentIds'>;

@Injectable()
export class OrdersRepository {
  constructor(@InjectModel(OrderDoc.name) private readonly model: Model<OrderDoc>) {}

  async create(order: NewOrder): Promise<void> {
    await this.model.create({
      ...order,
      status: 'created',
      paymentId: null,
      failures: [],
      reconcileAfter: null,
      reversedPaymentIds: [],
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
    amountPaise: number;
    since: Date;
  }): Promise<OrderRecord | null> {
    const { since, ...same } = match;
    return this.model
      .findOne({ ...same, status: 'created', createdAt: { $gte: since } }, { _id: 0 })
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
  }): Promise<OrderRecord[]> {
    const now = new Date();
    const due = {
      status: 'created',
      createdAt: { $lte: window.olderThan, $gte: window.newerThan },
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
