import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '@streamhub/nest-kit';
import { HouseholdDoc } from './household.schema';

export type Household = Omit<HouseholdDoc, '_id'> & { userId: string };
/** What a change may set. */
export type HouseholdChange = Partial<Omit<Household, 'userId' | 'revision'>>;

function toHousehold(doc: HouseholdDoc): Household {
  const { _id, ...rest } = doc;
  return {
    ...rest,
    userId: _id,
    profiles: (doc.profiles ?? []).map((p) => ({ ...p })),
    pinHash: doc.pinHash ?? null,
    parentalLock: doc.parentalLock ?? false,
    dateOfBirth: doc.dateOfBirth ?? null,
    ageConfirmedAt: doc.ageConfirmedAt ?? null,
    revision: doc.revision ?? 0,
  };
}

@Injectable()
export class HouseholdsRepository {
  constructor(@InjectModel(HouseholdDoc.name) private readonly model: Model<HouseholdDoc>) {}

  async find(userId: string): Promise<Household | null> {
    const doc = await this.model.findById(userId).lean<HouseholdDoc>();
    return doc ? toHousehold(doc) : null;
  }

  /** The account's household, created with `initial` when it has none yet. */
  async findOrCreate(userId: string, initial: HouseholdChange): Promise<Household> {
    const found = await this.find(userId);
    if (found) return found;
    try {
      await this.model.create({ _id: userId, ...initial, revision: 0 });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err; // created meanwhile by another request
    }
    const created = await this.find(userId);
    if (!created) throw new Error(`household ${userId} vanished`);
    return created;
  }

  /** Applies `change` if nothing changed since `revision` was read; null when something did. */
  async update(userId: string, revision: number, change: HouseholdChange): Promise<Household | null> {
    const doc = await this.model
      .findOneAndUpdate({ _id: userId, revision }, { $set: change, $inc: { revision: 1 } }, { new: true })
      .lean<HouseholdDoc>();
    return doc ? toHousehold(doc) : null;
  }

  async remove(userId: string): Promise<void> {
    await this.model.deleteOne({ _id: userId });
  }
}
