import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DeviceSessionDoc } from './device-session.schema';

export type DeviceSessionRecord = Omit<DeviceSessionDoc, '_id'> & { id: string };

const toRecord = ({ _id, ...rest }: DeviceSessionDoc): DeviceSessionRecord => ({
  ...rest,
  id: _id,
  deviceId: rest.deviceId ?? '',
  tokenVersion: rest.tokenVersion ?? 0,
  place: rest.place ?? '',
  signedOutAt: rest.signedOutAt ?? null,
});

@Injectable()
export class DeviceSessionsRepository {
  constructor(@InjectModel(DeviceSessionDoc.name) private readonly model: Model<DeviceSessionDoc>) {}

  async create(session: DeviceSessionRecord): Promise<void> {
    const { id, ...rest } = session;
    await this.model.create({ _id: id, ...rest });
  }

  /** The account's sessions that are still signed in (at its current token version), newest first. */
  async active(userId: string, tokenVersion: number, now: Date): Promise<DeviceSessionRecord[]> {
    const docs = await this.model
      .find({ userId, signedOutAt: null, expiresAt: { $gt: now }, tokenVersion: { $gte: tokenVersion } })
      .sort({ signedInAt: -1 })
      .lean<DeviceSessionDoc[]>();
    return docs.map(toRecord);
  }

  /** Signs one session out; false when it is not the account's, already out, or expired. */
  async signOut(userId: string, id: string, now: Date): Promise<boolean> {
    const doc = await this.model
      .findOneAndUpdate(
        { _id: id, userId, signedOutAt: null, expiresAt: { $gt: now } },
        { $set: { signedOutAt: now } },
        { new: true },
      )
      .lean<DeviceSessionDoc>();
    return doc !== null;
  }

  /** Signs out every live session of the account but `keepId`; how many it ended. */
  async signOutAllBut(userId: string, keepId: string | undefined, now: Date): Promise<number> {
    const filter = { userId, signedOutAt: null, expiresAt: { $gt: now }, ...(keepId ? { _id: { $ne: keepId } } : {}) };
    const result = await this.model.updateMany(filter, { $set: { signedOutAt: now } });
    return result.modifiedCount;
  }

  /** Ids of signed-out sessions whose tokens have not expired yet: the gateway must go on refusing them. */
  async revokedIds(userId: string, now: Date): Promise<string[]> {
    const docs = await this.model
      .find({ userId, signedOutAt: { $ne: null }, expiresAt: { $gt: now } }, { _id: 1 })
      .lean<Pick<DeviceSessionDoc, '_id'>[]>();
    return docs.map((d) => d._id);
  }

  /** A session whose token was re-issued at a new token version (after a password change) lives on. */
  async carryOver(userId: string, id: string, tokenVersion: number): Promise<void> {
    await this.model.updateOne({ _id: id, userId }, { $set: { tokenVersion } });
  }

  /** Forgets every session of an erased account. */
  async removeAll(userId: string): Promise<void> {
    await this.model.deleteMany({ userId });
  }
}
