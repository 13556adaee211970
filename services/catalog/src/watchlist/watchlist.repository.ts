import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WatchlistEntryDoc } from './watchlist-entry.schema';

@Injectable()
export class WatchlistRepository {
  constructor(@InjectModel(WatchlistEntryDoc.name) private readonly model: Model<WatchlistEntryDoc>) {}

  /** Newest added first. */
  async videoIds(userId: string): Promise<string[]> {
    const entries = await this.model
      .find({ userId }, { _id: 0, videoId: 1 })
      .sort({ addedAt: -1 })
      .lean<{ videoId: string }[]>();
    return entries.map((e) => e.videoId);
  }

  /** Adding twice keeps one entry (and its first added time). */
  async add(userId: string, videoId: string, at: Date): Promise<void> {
    await this.model.updateOne(
      { userId, videoId },
      { $setOnInsert: { userId, videoId, addedAt: at } },
      { upsert: true },
    );
  }

  async remove(userId: string, videoId: string): Promise<void> {
    await this.model.deleteOne({ userId, videoId });
  }

  async removeUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId });
  }

  async removeVideo(videoId: string): Promise<void> {
    await this.model.deleteMany({ videoId });
  }
}
