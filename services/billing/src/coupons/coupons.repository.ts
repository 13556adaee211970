import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey, toStoredRecord, type StoredRecord } from '@streamhub/nest-kit';
import type { CouponFields } from './coupon-rules';
import { CouponDoc, CouponUserUseDoc } from './coupon.schema';

export type CouponRecord = StoredRecord<CouponDoc>;

const toRecord = toStoredRecord<CouponDoc>;
const userKey = (code: string, userId: string): string => `${code}:${userId}`;

/** Every coupon query; uses are counted with conditional updates, so concurrent orders never pass a cap. */
@Injectable()
export class CouponsRepository {
  constructor(
    @InjectModel(CouponDoc.name) private readonly model: Model<CouponDoc>,
    @InjectModel(CouponUserUseDoc.name) private readonly userUses: Model<CouponUserUseDoc>,
  ) {}

  async list(): Promise<CouponRecord[]> {
    const docs = await this.model.find({}).sort({ createdAt: -1 }).limit(1000).lean();
    return docs.map((doc) => toRecord(doc as Record<string, unknown>)!);
  }

  async findByCode(code: string): Promise<CouponRecord | null> {
    return toRecord(await this.model.findOne({ code }).lean());
  }

  /** Inserts the coupon; null when the code is taken. */
  async create(fields: CouponFields): Promise<CouponRecord | null> {
    try {
      const doc = await this.model.create({ ...fields, used: 0, redeemed: 0 });
      return toRecord(doc.toObject() as unknown as Record<string, unknown>);
    } catch (err) {
      if (isDuplicateKey(err)) return null;
      throw err;
    }
  }

  async update(currentCode: string, fields: CouponFields): Promise<CouponRecord | 'missing' | 'duplicate'> {
    try {
      const doc = await this.model.findOneAndUpdate({ code: currentCode }, { $set: fields }, { new: true }).lean();
      return toRecord(doc) ?? 'missing';
    } catch (err) {
      if (isDuplicateKey(err)) return 'duplicate';
      throw err;
    }
  }

  /** Uses of the coupon this user holds or redeemed. */
  async usesBy(code: string, userId: string): Promise<number> {
    const doc = await this.userUses.findOne({ _id: userKey(code, userId) }).lean();
    return doc?.used ?? 0;
  }

  /**
   * Takes one use for `userId`: first under the per-user cap, then under the total cap, each a
   * conditional increment (the per-user one is given back when the total is reached).
   */
  async holdUse(
    coupon: Pick<CouponRecord, 'code' | 'perUserLimit' | 'maxRedemptions'>,
    userId: string,
  ): Promise<'held' | 'used-up' | 'user-limit'> {
    const key = userKey(coupon.code, userId);
    await this.userUses.updateOne({ _id: key }, { $setOnInsert: { used: 0 } }, { upsert: true });
    const mine = await this.userUses.updateOne({ _id: key, used: { $lt: coupon.perUserLimit } }, { $inc: { used: 1 } });
    if (mine.modifiedCount === 0) return 'user-limit';
    const capped = coupon.maxRedemptions === null ? {} : { used: { $lt: coupon.maxRedemptions } };
    const total = await this.model.updateOne({ code: coupon.code, ...capped }, { $inc: { used: 1 } });
    if (total.modifiedCount === 0) {
      await this.userUses.updateOne({ _id: key, used: { $gt: 0 } }, { $inc: { used: -1 } });
      return 'used-up';
    }
    return 'held';
  }

  /** Gives back a held use (an order never paid, or one the provider refused to create). */
  async releaseUse(code: string, userId: string): Promise<void> {
    await this.userUses.updateOne({ _id: userKey(code, userId), used: { $gt: 0 } }, { $inc: { used: -1 } });
    await this.model.updateOne({ code, used: { $gt: 0 } }, { $inc: { used: -1 } });
  }

  /**
   * Counts a paid (or free) order's use as redeemed. `recount` when its held use had been released
   * before the payment arrived: the money was taken, so the use counts again, past a cap if need be.
   */
  async countRedeemed(code: string, userId: string, recount: boolean): Promise<void> {
    if (recount) {
      await this.userUses.updateOne({ _id: userKey(code, userId) }, { $inc: { used: 1 } }, { upsert: true });
    }
    await this.model.updateOne({ code }, { $inc: { redeemed: 1, ...(recount ? { used: 1 } : {}) } });
  }
}
