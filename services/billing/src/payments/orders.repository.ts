import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OrderDoc, type PaymentFailure } from './order.schema';

export type OrderRecord = Omit<OrderDoc, never> & { createdAt: Date };

@Injectable()
export class OrdersRepository {
  constructor(@InjectModel(OrderDoc.name) private readonly model: Model<OrderDoc>) {}

  async create(order: Omit<OrderDoc, 'status' | 'paymentId' | 'failures'>): Promise<void> {
    await this.model.create({ ...order, status: 'created', paymentId: null, failures: [] });
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

  async markPaid(orderId: string, paymentId: string): Promise<void> {
    await this.model.updateOne({ orderId, status: 'created' }, { $set: { status: 'paid', paymentId } });
  }

  /** Records a failed attempt once per payment id. */
  async recordFailure(orderId: string, failure: PaymentFailure): Promise<void> {
    await this.model.updateOne(
      { orderId, 'failures.paymentId': { $ne: failure.paymentId } },
      { $push: { failures: failure } },
    );
  }
}
