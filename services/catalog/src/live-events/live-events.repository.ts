import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { AgeRating, LiveAccessKind } from '@streamhub/contracts';
import { LiveEventDoc } from './live-event.schema';

/** A live event as read, with its secret stream key (the service decides who sees it). */
export type LiveEventRecord = LiveEventDoc & { _id: string };

type StoredRecord = LiveEventDoc & { _id: Types.ObjectId };

export interface NewLiveEvent {
  title: string;
  posterUrl: string | null;
  startAt: Date;
  expectedDurationMinutes: number;
  ageRating: AgeRating;
  access: LiveAccessKind;
  pricePaise: number | null;
  streamKey: string;
}

const toRecord = (doc: StoredRecord): LiveEventRecord => ({ ...doc, _id: doc._id.toHexString() });

/** Every database call on live events. */
@Injectable()
export class LiveEventsRepository {
  constructor(@InjectModel(LiveEventDoc.name) private readonly model: Model<LiveEventDoc>) {}

  async create(fields: NewLiveEvent): Promise<LiveEventRecord> {
    const doc = await this.model.create({
      ...fields,
      state: 'scheduled',
      encoderConnectedAt: null,
      encoderLeftAt: null,
      endedAt: null,
      recordingKey: null,
      recordingConnection: null,
      vodVideoId: null,
    });
    return toRecord(doc.toObject() as StoredRecord);
  }

  async listAll(): Promise<LiveEventRecord[]> {
    const docs = await this.model.find({}).sort({ startAt: 1, _id: 1 }).lean<StoredRecord[]>();
    return docs.map(toRecord);
  }

  /** Events not stored as ended that are live or start after `since` (the caller drops lapsed graces). */
  async listCurrent(since: Date): Promise<LiveEventRecord[]> {
    const docs = await this.model
      .find({ $or: [{ state: 'live' }, { state: 'scheduled', startAt: { $gte: since } }] })
      .sort({ startAt: 1, _id: 1 })
      .lean<StoredRecord[]>();
    return docs.map(toRecord);
  }

  /**
   * Marks the key's event live, in one conditional write: a scheduled event, or a live one whose
   * encoder publishes (nginx refuses a second publisher itself) or left no earlier than `graceFrom`.
   * Null when the key names no event that may take a publish.
   */
  async startPublishing(streamKey: string, now: Date, graceFrom: Date): Promise<LiveEventRecord | null> {
    const doc = await this.model
      .findOneAndUpdate(
        {
          streamKey,
          $or: [
            { state: 'scheduled' },
            { state: 'live', encoderLeftAt: null },
            { state: 'live', encoderLeftAt: { $gte: graceFrom } },
          ],
        },
        { $set: { state: 'live', encoderConnectedAt: now, encoderLeftAt: null } },
        { new: true },
      )
      .lean<StoredRecord>();
    return doc ? toRecord(doc) : null;
  }

  /** Records that the key's live encoder left (the reconnect grace starts); null if none was publishing. */
  async stopPublishing(streamKey: string, now: Date): Promise<LiveEventRecord | null> {
    const doc = await this.model
      .findOneAndUpdate(
        // An event an admin ended may still have had its encoder: its leaving is recorded too (the recording waits for it).
        { streamKey, state: { $in: ['live', 'ended'] }, encoderConnectedAt: { $ne: null }, encoderLeftAt: null },
        { $set: { encoderLeftAt: now } },
        { new: true },
      )
      .lean<StoredRecord>();
    return doc ? toRecord(doc) : null;
  }

  /**
   * Ends the event for good (an admin's end): a scheduled or live event becomes `ended`, so the
   * publish check refuses its key. Null when there is no such event; an ended one is returned as it is.
   */
  async end(id: string, now: Date): Promise<LiveEventRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const _id = new Types.ObjectId(id);
    const doc = await this.model
      .findOneAndUpdate({ _id, state: { $ne: 'ended' } }, { $set: { state: 'ended', endedAt: now } }, { new: true })
      .lean<StoredRecord>();
    if (doc) return toRecord(doc);
    return this.findById(id);
  }

  /**
   * Keeps a connection's recording unless a later connection's is stored already (the ladder of a
   * reconnected encoder uploads every connection so far; uploads may finish out of order). Null
   * when there is no such event or a later recording is kept.
   */
  async setRecording(id: string, connection: string, key: string): Promise<LiveEventRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    // Connection names have one length for decades (`c` + 8 base-36 digits), so they order as strings.
    const doc = await this.model
      .findOneAndUpdate(
        {
          _id: new Types.ObjectId(id),
          vodVideoId: null,
          $or: [{ recordingConnection: null }, { recordingConnection: { $lte: connection } }],
        },
        { $set: { recordingKey: key, recordingConnection: connection } },
        { new: true },
      )
      .lean<StoredRecord>();
    return doc ? toRecord(doc) : null;
  }

  /** Links the title made from the recording (once: a set link stays). */
  async setVod(id: string, videoId: string): Promise<LiveEventRecord | null> {
    const doc = await this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), vodVideoId: null },
        { $set: { vodVideoId: videoId } },
        { new: true },
      )
      .lean<StoredRecord>();
    return doc ? toRecord(doc) : null;
  }

  /** Events with a recording and no title yet, whose encoder is not publishing (the caller checks the grace). */
  async findAwaitingVod(limit: number): Promise<LiveEventRecord[]> {
    const docs = await this.model
      .find({
        recordingKey: { $ne: null },
        vodVideoId: null,
        $or: [{ state: 'ended' }, { state: 'live', encoderLeftAt: { $ne: null } }],
      })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<StoredRecord[]>();
    return docs.map(toRecord);
  }

  async findByStreamKey(streamKey: string): Promise<LiveEventRecord | null> {
    const doc = await this.model.findOne({ streamKey }).lean<StoredRecord>();
    return doc ? toRecord(doc) : null;
  }

  async findById(id: string): Promise<LiveEventRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = await this.model.findById(new Types.ObjectId(id)).lean<StoredRecord>();
    return doc ? toRecord(doc) : null;
  }
}
