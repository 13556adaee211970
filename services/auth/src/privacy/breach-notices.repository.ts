import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { BreachNoticeDoc } from './breach-notice.schema';

export type StoredBreachNotice = BreachNoticeDoc & { id: string };

const toStored = (doc: BreachNoticeDoc & { _id: Types.ObjectId }): StoredBreachNotice => {
  const { _id, ...rest } = doc;
  return { ...rest, id: _id.toHexString() };
};

/** Every database call on breach notices. */
@Injectable()
export class BreachNoticesRepository {
  constructor(@InjectModel(BreachNoticeDoc.name) private readonly model: Model<BreachNoticeDoc>) {}

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
}
