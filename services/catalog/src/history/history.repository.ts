import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Viewer } from '@streamhub/nest-kit';
import { moveToPrimaryProfiles } from '../profiles/per-profile-lists';
import { HistoryEntryDoc } from './history-entry.schema';

export interface HistoryEntry {
  videoId: string;
  positionSeconds: number;
  durationSeconds: number;
  percent: number;
  watchedAt: Date;
}

const PROJECTION = { _id: 0, videoId: 1, positionSeconds: 1, durationSeconds: 1, percent: 1, watchedAt: 1 } as const;

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

  /** One entry per profile and video, overwritten by every report. */
  async record(viewer: Viewer, entry: HistoryEntry): Promise<void> {
    const { userId, profileId } = viewer;
    await this.model.updateOne(
      { userId, profileId, videoId: entry.videoId },
      { $set: { ...entry, userId, profileId } },
      { upsert: true },
    );
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
