import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey, type Viewer } from '@streamhub/nest-kit';
import { changedBefore } from '../profiles/change-time';
import { NOT_REMOVED, REMOVED, moveToPrimaryProfiles } from '../profiles/per-profile-lists';
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
      .find({ userId: viewer.userId, profileId: viewer.profileId, ...NOT_REMOVED }, PROJECTION)
      .sort({ watchedAt: -1 })
      .limit(limit)
      .lean<HistoryEntry[]>();
  }

  /**
   * One entry per profile and video, overwritten by every report made later than its last change
   * (which also puts it back in Continue watching, and in the history after a removal): a position
   * kept through an outage and delivered after a newer one, or after the entry's removal, changes
   * nothing. False when a newer change stands.
   */
  async record(viewer: Viewer, entry: HistoryEntry): Promise<boolean> {
    const { userId, profileId } = viewer;
    const write = () =>
      this.model.updateOne(
        {
          userId,
          profileId,
          videoId: entry.videoId,
          ...changedBefore(entry.watchedAt, 'watchedAt'),
        },
        {
          $set: { ...entry, userId, profileId, hiddenFromRow: false, state: 'watched', changedAt: entry.watchedAt },
        },
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
    const result = await this.model.updateOne(
      { userId, profileId, videoId, ...NOT_REMOVED },
      { $set: { hiddenFromRow: true } },
    );
    return result.matchedCount > 0;
  }

  /**
   * Takes the entry out of the profile's history unless a position was reported later than `at`;
   * it stays marked removed (see per-profile-lists.ts). False when the profile has no such entry
   * listed.
   */
  async remove(viewer: Viewer, videoId: string, at: Date): Promise<boolean> {
    const key = { userId: viewer.userId, profileId: viewer.profileId, videoId };
    const removed = await this.model.updateOne(
      { ...key, ...NOT_REMOVED, ...changedBefore(at, 'watchedAt') },
      { $set: { state: REMOVED, changedAt: at } },
    );
    if (removed.matchedCount > 0) return true;
    // A position reported after the removal was asked for stands: the entry is listed, not missing.
    return (await this.model.exists({ ...key, ...NOT_REMOVED })) !== null;
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
