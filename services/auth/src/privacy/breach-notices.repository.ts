import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKey } from '@streamhub/nest-kit';
import type { Model, Types } from 'mongoose';
import { BreachDeliveryDoc, BreachNoticeDoc } from './breach-notice.schema';

export type StoredBreachNotice = BreachNoticeDoc & { id: string };

const toStored = (doc: BreachNoticeDoc & { _id: Types.ObjectId }): StoredBreachNotice => {
  const { _id, ...rest } = doc;
  return { ...rest, id: _id.toHexString() };
};

/** Every database call on breach notices and their per-account deliveries. */
@Injectable()
export class BreachNoticesRepository {
  constructor(
    @InjectModel(BreachNoticeDoc.name) private readonly model: Model<BreachNoticeDoc>,
    @InjectModel(BreachDeliveryDoc.name) private readonly deliveries: Model<BreachDeliveryDoc>,
  ) {}

  async create(notice: BreachNoticeDoc): Promise<StoredBreachNotice> {
    const doc = await this.model.create(notice);
    return toStored(doc.toObject());
  }

  /** One more account mailed (atomic, so parallel senders never lose a count). */
  async countMailed(id: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $inc: { mailed: 1 } });
  }

  async list(limit: number): Promise<StoredBreachNotice[]> {
    const docs = await this.model
      .find()
      .sort({ sentAt: -1 })
      .limit(limit)
      .lean<(BreachNoticeDoc & { _id: Types.ObjectId })[]>();
    return docs.map(toStored);
  }

  /** Takes an unfinished notice whose lease has run out (its mailer stopped), holding it until `until`. */
  async takeAbandoned(now: Date, until: Date): Promise<StoredBreachNotice | null> {
    const doc = await this.model
      .findOneAndUpdate(
        { finishedAt: { $exists: false }, leaseUntil: { $lt: now } },
        { $set: { leaseUntil: until } },
        { new: true, sort: { sentAt: 1 } },
      )
      .lean<BreachNoticeDoc & { _id: Types.ObjectId }>();
    return doc ? toStored(doc) : null;
  }

  /** Renews the lease and, for a notice to everyone, records how far the mailing got. */
  async progress(id: string, until: Date, cursor?: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { leaseUntil: until, ...(cursor ? { cursor } : {}) } });
  }

  async finish(id: string, at: Date): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { finishedAt: at }, $unset: { leaseUntil: 1 } });
  }

  /** Claims one account's copy; false when it was claimed before (mailed, or being mailed). */
  async claim(noticeId: string, userId: string, at: Date): Promise<boolean> {
    try {
      await this.deliveries.create({ noticeId, userId, state: 'claimed', at });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async markSent(noticeId: string, userId: string, at: Date): Promise<void> {
    await this.deliveries.updateOne({ noticeId, userId }, { $set: { state: 'sent', at } });
  }

  /** Gives back a claim whose mail failed, so a later run tries that account again. */
  async release(noticeId: string, userId: string): Promise<void> {
    await this.deliveries.deleteOne({ noticeId, userId, state: 'claimed' });
  }
}
