import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { escapeRegex, toStoredRecord, type StoredRecord } from '@streamhub/nest-kit';
import { isValidObjectId, type FilterQuery, type Model } from 'mongoose';
import type { QueryReplyFrom, QueryStatus } from '@streamhub/contracts';
import type { QueryFields } from './query-rules';
import { QueryDoc } from './query.schema';

/** A stored query: the schema's fields, with its id as text and the timestamps Mongoose keeps. */
export type QueryRecord = StoredRecord<QueryDoc>;

const toRecord = toStoredRecord<QueryDoc>;

@Injectable()
export class QueriesRepository {
  constructor(@InjectModel(QueryDoc.name) private readonly model: Model<QueryDoc>) {}

  async create(fields: QueryFields & { reference: string; userId?: string }): Promise<QueryRecord> {
    const doc = await this.model.create({ ...fields, status: 'open', replies: [] });
    return toRecord(doc.toObject() as unknown as Record<string, unknown>)!;
  }

  /** Newest first; `q` matches name, email, subject or message (case-insensitive). */
  async list(options: { status?: QueryStatus; q?: string; skip: number; limit: number }): Promise<{
    queries: QueryRecord[];
    total: number;
  }> {
    const filter: FilterQuery<QueryDoc> = {};
    if (options.status) filter.status = options.status;
    if (options.q) {
      const pattern = new RegExp(escapeRegex(options.q), 'i');
      filter.$or = [{ name: pattern }, { email: pattern }, { subject: pattern }, { message: pattern }];
    }
    const [docs, total] = await Promise.all([
      this.model.find(filter).sort({ createdAt: -1, _id: -1 }).skip(options.skip).limit(options.limit).lean(),
      this.model.countDocuments(filter),
    ]);
    return { queries: docs.map((doc) => toRecord(doc as Record<string, unknown>)!), total };
  }

  /** The highest reference starting with `prefix` (references of one prefix sort by number). */
  async lastReference(prefix: string): Promise<string | undefined> {
    const doc = await this.model
      .findOne({ reference: { $gte: prefix, $lt: `${prefix}\uffff` } })
      .select('reference')
      .sort({ reference: -1 })
      .lean();
    return doc?.reference;
  }

  async findById(id: string): Promise<QueryRecord | null> {
    if (!isValidObjectId(id)) return null;
    return toRecord(await this.model.findById(id).lean());
  }

  /**
   * Adds a message to the thread and moves the status in the same update: support's reply takes an
   * open query in progress, a customer's answer reopens it. Only statuses in `from` move.
   */
  async addReply(
    id: string,
    reply: { message: string; at: Date; from: QueryReplyFrom },
    move?: { from: QueryStatus[]; to: QueryStatus },
  ): Promise<QueryRecord | null> {
    if (!isValidObjectId(id)) return null;
    const push = { $push: { replies: { message: reply.message, createdAt: reply.at, from: reply.from } } };
    if (move) {
      const moved = await this.model
        .findOneAndUpdate(
          { _id: id, status: { $in: move.from } },
          { ...push, $set: { status: move.to } },
          { new: true },
        )
        .lean();
      if (moved) return toRecord(moved);
    }
    return toRecord(await this.model.findByIdAndUpdate(id, push, { new: true }).lean());
  }

  async listOfUser(userId: string): Promise<QueryRecord[]> {
    const docs = await this.model.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(100).lean();
    return docs.map((doc) => toRecord(doc as Record<string, unknown>)!);
  }

  async setStatus(id: string, status: QueryStatus): Promise<QueryRecord | null> {
    if (!isValidObjectId(id)) return null;
    return toRecord(await this.model.findByIdAndUpdate(id, { $set: { status } }, { new: true }).lean());
  }
}
