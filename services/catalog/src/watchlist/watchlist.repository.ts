import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Viewer } from '@streamhub/nest-kit';
import { moveToPrimaryProfiles } from '../profiles/per-profile-lists';
import { WatchlistEntryDoc } from './watchlist-entry.schema';

@Injectable()
export class WatchlistRepository {
  constructor(@InjectModel(WatchlistEntryDoc.name) private readonly model: Model<WatchlistEntryDoc>) {}

  /** Newest added first. */
  async videoIds(viewer: Viewer): Promise<string[]> {
    const entries = await this.model
      .find({ userId: viewer.userId, profileId: viewer.profileId }, { _id: 0, videoId: 1 })
      .sort({ addedAt: -1 })
      .lean<{ videoId: string }[]>();
    return entries.map((e) => e.videoId);
  }

  /** Adding twice keeps one entry (and its first added time). */
  async add(viewer: Viewer, videoId: string, at: Date): Promise<void> {
    const { userId, profileId } = viewer;
    await this.model.updateOne(
      { userId, profileId, videoId },
      { $setOnInsert: { userId, profileId, videoId, addedAt: at } },
      { upsert: true },
    );
  }

  async remove(viewer: Viewer, videoId: string): Promise<void> {
    await this.model.deleteOne({ userId: viewer.userId, profileId: viewer.profileId, videoId });
  }

  /** Entries from before profiles move to the account holder's profile; returns how many. */
  moveToPrimaryProfiles(): Promise<number> {
    return moveToPrimaryProfiles(this.model);
  }

  async removeProfile(userId: string, profileId: string): Promise<void> {
    await this.model.deleteMany({ userId, profileId });
  }

  async removeUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId });
  }

  async removeVideo(videoId: string): Promise<void> {
    await this.model.deleteMany({ videoId });
  }
}
