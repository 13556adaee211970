import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '@streamhub/nest-kit';
import { SeedLockDoc } from './seed-lock.schema';

@Injectable()
export class SeedLockRepository {
  constructor(@InjectModel(SeedLockDoc.name) private readonly model: Model<SeedLockDoc>) {}

  /** True for the one caller that got the lock. */
  async claim(name: string): Promise<boolean> {
    try {
      await this.model.create({ name, claimedAt: new Date() });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async release(name: string): Promise<void> {
    await this.model.deleteOne({ name });
  }
}
