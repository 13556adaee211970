import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { NomineeDoc } from './nominee.schema';

const FIELDS = { _id: 0, userId: 1, name: 1, email: 1, nominatedAt: 1 } as const;

@Injectable()
export class NomineesRepository {
  constructor(@InjectModel(NomineeDoc.name) private readonly model: Model<NomineeDoc>) {}

  async find(userId: string): Promise<NomineeDoc | null> {
    return this.model.findOne({ userId }, FIELDS).lean<NomineeDoc>();
  }

  /** One nominee per account: a new one replaces the old in one atomic upsert. */
  async set(nominee: NomineeDoc): Promise<void> {
    await this.model.updateOne({ userId: nominee.userId }, { $set: nominee }, { upsert: true });
  }

  async remove(userId: string): Promise<void> {
    await this.model.deleteOne({ userId });
  }
}
