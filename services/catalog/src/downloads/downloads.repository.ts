import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '@streamhub/nest-kit';
import { DownloadAccountDoc, type DownloadItemDoc } from './download.schema';

export type DownloadItem = DownloadItemDoc;

export interface DownloadAccount {
  items: DownloadItem[];
  /** 0: no document yet. */
  version: number;
}

@Injectable()
export class DownloadsRepository {
  constructor(@InjectModel(DownloadAccountDoc.name) private readonly model: Model<DownloadAccountDoc>) {}

  async read(userId: string): Promise<DownloadAccount> {
    const doc = await this.model.findById(userId).lean<DownloadAccountDoc | null>();
    return doc ? { items: doc.items.map(plain), version: doc.version } : { items: [], version: 0 };
  }

  /**
   * Replaces the account's licences if nobody wrote since `read` answered `version` (one atomic
   * conditional update, or the insert of the first document); false when another write came first.
   */
  async write(userId: string, version: number, items: DownloadItem[]): Promise<boolean> {
    if (version === 0) {
      try {
        await this.model.create({ _id: userId, items, version: 1 });
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    }
    const res = await this.model.updateOne({ _id: userId, version }, { $set: { items }, $inc: { version: 1 } });
    return res.modifiedCount === 1;
  }

  /** Removes the account's licences document; true when there was one. */
  async removeAccount(userId: string): Promise<boolean> {
    const res = await this.model.deleteOne({ _id: userId });
    return res.deletedCount > 0;
  }
}

const plain = (i: DownloadItem): DownloadItem => ({
  id: i.id,
  videoId: i.videoId,
  title: i.title,
  quality: i.quality,
  height: i.height,
  deviceId: i.deviceId,
  deviceName: i.deviceName,
  sessionId: i.sessionId ?? null,
  profileId: i.profileId ?? null,
  issuedAt: new Date(i.issuedAt),
  expiresAt: new Date(i.expiresAt),
  firstPlayedAt: i.firstPlayedAt ? new Date(i.firstPlayedAt) : null,
});
