import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { isDuplicateKey, toStoredRecord, type StoredRecord } from '@streamhub/nest-kit';
import type { PlanFields } from './plan-rules';
import { PlanDoc } from './plan.schema';

/** A stored plan: the schema's fields, with its id as text and the timestamps Mongoose keeps. */
export type PlanRecord = StoredRecord<PlanDoc>;

const toRecord = toStoredRecord<PlanDoc>;

@Injectable()
export class PlansRepository {
  constructor(@InjectModel(PlanDoc.name) private readonly model: Model<PlanDoc>) {}

  async list({ activeOnly }: { activeOnly: boolean }): Promise<PlanRecord[]> {
    // "Anything other than false counts as active" (docs/product.md §3).
    const filter = activeOnly ? { active: { $ne: false } } : {};
    const docs = await this.model.find(filter).sort({ scope: 1, pricePaise: 1, code: 1 }).lean();
    return docs.map((doc) => toRecord(doc as Record<string, unknown>)!);
  }

  async findByCode(code: string): Promise<PlanRecord | null> {
    return toRecord(await this.model.findOne({ code }).lean());
  }

  /** Inserts the plan; null when the code is taken. */
  async create(plan: PlanFields): Promise<PlanRecord | null> {
    try {
      const doc = await this.model.create(plan);
      return toRecord(doc.toObject() as unknown as Record<string, unknown>);
    } catch (err) {
      if (isDuplicateKey(err)) return null;
      throw err;
    }
  }

  /** Inserts the plan unless its code exists; true when it was inserted. */
  async createIfMissing(plan: PlanFields): Promise<boolean> {
    try {
      const result = await this.model.updateOne({ code: plan.code }, { $setOnInsert: plan }, { upsert: true });
      return result.upsertedCount > 0;
    } catch (err) {
      if (isDuplicateKey(err)) return false; // a concurrent seed inserted it first
      throw err;
    }
  }

  /** Gives a plan stored before quality tiers existed its tier and screens; true when it had none. */
  async giveTierIfMissing(code: string, tier: Pick<PlanFields, 'maxQuality' | 'screens'>): Promise<boolean> {
    const res = await this.model.updateOne({ code, maxQuality: { $exists: false } }, { $set: tier });
    return res.modifiedCount > 0;
  }

  /** Gives a plan stored before downloads existed its download allowance; true when it had none. */
  async giveDownloadsIfMissing(
    code: string,
    allowance: Pick<PlanFields, 'downloads' | 'downloadDevices'>,
  ): Promise<boolean> {
    const res = await this.model.updateOne({ code, downloads: { $exists: false } }, { $set: allowance });
    return res.modifiedCount > 0;
  }

  /** Replaces the fields of the plan `currentCode`; 'missing' or 'duplicate' when it cannot. */
  async update(currentCode: string, plan: PlanFields): Promise<PlanRecord | 'missing' | 'duplicate'> {
    try {
      const doc = await this.model.findOneAndUpdate({ code: currentCode }, { $set: plan }, { new: true }).lean();
      return toRecord(doc) ?? 'missing';
    } catch (err) {
      if (isDuplicateKey(err)) return 'duplicate';
      throw err;
    }
  }

  async setActive(id: string, active: boolean): Promise<PlanRecord | null> {
    if (!isValidObjectId(id)) return null;
    return toRecord(await this.model.findByIdAndUpdate(id, { $set: { active } }, { new: true }).lean());
  }

  async delete(code: string): Promise<boolean> {
    const result = await this.model.deleteOne({ code });
    return result.deletedCount > 0;
  }
}
