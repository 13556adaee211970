import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
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
  async recent(userId: string, limit: number): Promise<HistoryEntry[]> {
    return this.model.find({ userId }, PROJECTION).sort({ watchedAt: -1 }).limit(limit).lean<HistoryEntry[]>();
  }

  /** One entry per user and video, overwritten by every report. */
  async record(userId: string, entry: HistoryEntry): Promise<void> {
    await this.model.updateOne({ userId, videoId: entry.videoId }, { $set: { ...entry, userId } }, { upsert: true });
  }

  async removeUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId });
  }

  async removeVideo(videoId: string): Promise<void> {
    await this.model.deleteMany({ videoId });
  }
}
