import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey, type Viewer } from '@streamhub/nest-kit';
import { moveToPrimaryProfiles } from '../profiles/per-profile-lists';
import { HistoryEntryDoc } from './history-entry.schema';

export interface HistoryEntry {
  videoId: string;
  positionSeconds: number;
  durationSeconds: number;
  percent: number;
  watchedAt: Date;
  hiddenFromRow?: boolean;
}

const PROJECTION = {
  _id: 0,
  videoId: 1,
  positionSeconds: 1,
  durationSeconds: 1,
  percent: 1,
  watchedAt: 1,
  hiddenFromRow: 1,
} as const;

@Injectable()
export class HistoryRepository {
  constructor(@InjectModel(HistoryEntryDoc.name) private readonly model: Model<HistoryEntryDoc>) {}

  /** Most recently watched first. */
  async recent(viewer: Viewer, limit: number): Promise<HistoryEntry[]> {
    return this.model
      .find({ userId: viewer.userId, profileId: viewer.profileId }, PROJECTION)
      .sort({ watchedAt: -1 })
      .limit(limit)
      .lean<HistoryEntry[]>();
  }

  /**
   * One entry per profile and video, overwritten by every report made later than the stored one
   * (which also puts it back in Continue watching): a position kept through an outage and
   * delivered after a newer one changes nothing. False when a newer report stands.
   */
  async record(viewer: Viewer, entry: HistoryEntry): Promise<boolean> {
    const { userId, profileId } = viewer;
    const write = () =>
      this.model.updateOne(
        {
          userId,
          profileId,
          videoId: entry.videoId,
          $or: [{ watchedAt: { $lt: entry.watchedAt } }, { watchedAt: { $exists: false } }],
        },
        { $set: { ...entry, userId, profileId, hiddenFromRow: false } },
        { upsert: true },
      );
    for (let attempt = 1; ; attempt++) {
      try {
        await write();
        return true;
      } catch (err) {
        // The entry exists and is newer (the upsert's insert collides), or two reports raced to
        // create it: once more as an update tells the two apart.
        if (!isDuplicateKey(err)) throw err;
        if (attempt === 2) return false;
      }
    }
  }

  /** Takes the profile's entry out of Continue watching; false when it has none. */
  async hideFromRow(viewer: Viewer, videoId: string): Promise<boolean> {
    const { userId, profileId } = viewer;
    const result = await this.model.updateOne({ userId, profileId, videoId }, { $set: { hiddenFromRow: true } });
    return result.matchedCount > 0;
  }

  /** Forgets the profile's entry; false when it had none. */
  async remove(viewer: Viewer, videoId: string): Promise<boolean> {
    const { userId, profileId } = viewer;
    const result = await this.model.deleteOne({ userId, profileId, videoId });
    return result.deletedCount > 0;
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
