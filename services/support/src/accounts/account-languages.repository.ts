import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ProfileLanguage } from '@streamhub/contracts';
import type { Model } from 'mongoose';
import { AccountLanguageDoc } from './account-language.schema';

@Injectable()
export class AccountLanguagesRepository {
  constructor(@InjectModel(AccountLanguageDoc.name) private readonly model: Model<AccountLanguageDoc>) {}

  async set(userId: string, language: ProfileLanguage): Promise<void> {
    await this.model.updateOne({ userId }, { $set: { language } }, { upsert: true });
  }

  /** The stored language; null when auth has not said (or the account was erased). */
  async find(userId: string): Promise<ProfileLanguage | null> {
    const doc = await this.model.findOne({ userId }, { _id: 0, language: 1 }).lean<{ language?: ProfileLanguage }>();
    return doc?.language ?? null;
  }

  async remove(userId: string): Promise<void> {
    await this.model.deleteOne({ userId });
  }
}
