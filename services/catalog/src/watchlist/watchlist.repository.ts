import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey, type Viewer } from '@streamhub/nest-kit';
import { changedBefore } from '../profiles/change-time';
import { NOT_REMOVED, REMOVED, moveToPrimaryProfiles } from '../profiles/per-profile-lists';
import { WatchlistEntryDoc } from './watchlist-entry.schema';

@Injectable()
export class WatchlistRepository {
  constructor(@InjectModel(WatchlistEntryDoc.name) private readonly model: Model<WatchlistEntryDoc>) {}

  /** Newest added first. */
  async videoIds(viewer: Viewer): Promise<string[]> {
    const entries = await this.model
      .find({ userId: viewer.userId, profileId: viewer.profileId, ...NOT_REMOVED }, { _id: 0, videoId: 1 })
      .sort({ addedAt: -1 })
      .lean<{ videoId: string }[]>();
    return entries.map((e) => e.videoId);
  }

  /**
   * Lists the title unless the viewer changed it later than `at` (a removal made after this add
   * went through first). Adding twice keeps one entry and its first added time; added again after a
   * removal, it counts as newly added. False when a later change stands.
   */
  async add(viewer: Viewer, videoId: string, at: Date): Promise<boolean> {
    const key = { userId: viewer.userId, profileId: viewer.profileId, videoId };
    const readded = await this.model.updateOne(
      { ...key, state: REMOVED, changedAt: { $lt: at } },
      { $set: { state: 'added', changedAt: at, addedAt: at } },
    );
    if (readded.matchedCount > 0) return true;
    const kept = await this.model.updateOne({ ...key, ...NOT_REMOVED }, { $max: { changedAt: at } });
    if (kept.matchedCount > 0) return true;
    return this.insertUnlessChanged({ ...key, state: 'added', changedAt: at, addedAt: at });
  }

  /**
   * Takes the title off unless the viewer added it again later than `at`. The entry stays, marked
   * removed, so an add made before this removal and delivered after it cannot list the title again.
   */
  async remove(viewer: Viewer, videoId: string, at: Date): Promise<boolean> {
    const key = { userId: viewer.userId, profileId: viewer.profileId, videoId };
    const removed = await this.model.updateOne(
      { ...key, ...changedBefore(at) },
      { $set: { state: REMOVED, changedAt: at } },
    );
    if (removed.matchedCount > 0) return true;
    return this.insertUnlessChanged({ ...key, state: REMOVED, changedAt: at, addedAt: at });
  }

  /** The first change of a title: false when an entry appeared meanwhile (a concurrent or later change stands). */
  private async insertUnlessChanged(entry: WatchlistEntryDoc): Promise<boolean> {
    try {
      await this.model.create(entry);
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
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
