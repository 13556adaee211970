import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ConsentDoc, type StoredConsent } from './consent.schema';

const FIELDS = {
  _id: 0,
  userId: 1,
  noticeVersion: 1,
  adult: 1,
  purposes: 1,
  source: 1,
  at: 1,
  ip: 1,
  userAgent: 1,
} as const;
/** Far more than anyone changes their choices; the history answer stays bounded. */
const HISTORY_LIMIT = 200;

/** The consent records (append-only: records are added, never changed). */
@Injectable()
export class ConsentsRepository {
  constructor(@InjectModel(ConsentDoc.name) private readonly model: Model<ConsentDoc>) {}

  async append(record: StoredConsent): Promise<void> {
    await this.model.create(record);
  }

  /** The account's records, newest first. */
  async history(userId: string): Promise<StoredConsent[]> {
    return this.model.find({ userId }, FIELDS).sort({ at: -1, _id: -1 }).limit(HISTORY_LIMIT).lean<StoredConsent[]>();
  }

  async latest(userId: string): Promise<StoredConsent | null> {
    return this.model.findOne({ userId }, FIELDS).sort({ at: -1, _id: -1 }).lean<StoredConsent>();
  }
}
