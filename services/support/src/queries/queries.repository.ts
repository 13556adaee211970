import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { escapeRegex, toStoredRecord, type StoredRecord } from '@streamhub/nest-kit';
import { isValidObjectId, type FilterQuery, type Model } from 'mongoose';
import type { QueryStatus } from '@streamhub/contracts';
import type { QueryFields } from './query-rules';
import { QueryDoc } from './query.schema';

/** A stored query: the schema's fields, with its id as text and the timestamps Mongoose keeps. */
export type QueryRecord = StoredRecord<QueryDoc>;

const toRecord = toStoredRecord<QueryDoc>;

@Injectable()
export class QueriesRepository {
  constructor(@InjectModel(QueryDoc.name) private readonly model: Model<QueryDoc>) {}

  async create(fields: QueryFields): Promise<QueryRecord> {
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

  async findById(id: string): Promise<QueryRecord | null> {
    if (!isValidObjectId(id)) return null;
    return toRecord(await this.model.findById(id).lean());
  }

  async addReply(id: string, message: string, at: Date): Promise<QueryRecord | null> {
    if (!isValidObjectId(id)) return null;
    const doc = await this.model
      .findByIdAndUpdate(id, { $push: { replies: { message, createdAt: at } } }, { new: true })
      .lean();
    return toRecord(doc);
  }

  async setStatus(id: string, status: QueryStatus): Promise<QueryRecord | null> {
    if (!isValidObjectId(id)) return null;
    return toRecord(await this.model.findByIdAndUpdate(id, { $set: { status } }, { new: true }).lean());
  }
}
