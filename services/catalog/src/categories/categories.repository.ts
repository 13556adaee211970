import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { Category, CategoryStatus, AnyDomainEvent } from '@streamhub/contracts';
import { isDuplicateKey, mongooseOutboxStore, pushToOutbox, type OutboxStore } from '@streamhub/nest-kit';
import { CategoryDoc } from './category.schema';

export class DuplicateCategoryError extends Error {}

/** A category as read (the projection below leaves its outbox out). */
type CategoryRecord = Omit<CategoryDoc, 'outbox'> & { _id: Types.ObjectId };

const READ_PROJECTION = { outbox: 0, updatedAt: 0 } as const;

function toCategory(doc: CategoryRecord): Category {
  return { _id: doc._id.toHexString(), name: doc.name, status: doc.status, createdAt: doc.createdAt.toISOString() };
}

/** Every database call on categories. Each change carries its event in the same write (outbox). */
@Injectable()
export class CategoriesRepository {
  constructor(@InjectModel(CategoryDoc.name) private readonly model: Model<CategoryDoc>) {}

  async list(): Promise<Category[]> {
    const docs = await this.model.find({}, READ_PROJECTION).sort({ key: 1 }).lean<CategoryRecord[]>();
    return docs.map(toCategory);
  }

  /** Keys (upper-cased names) of the categories with this status. */
  async keysWithStatus(status: CategoryStatus): Promise<string[]> {
    const docs = await this.model.find({ status }, { key: 1 }).lean<{ key: string }[]>();
    return docs.map((doc) => doc.key);
  }

  async findById(id: string): Promise<Category | null> {
    const doc = await this.model.findById(new Types.ObjectId(id), READ_PROJECTION).lean<CategoryRecord>();
    return doc ? toCategory(doc) : null;
  }

  /** Inserts the category with its creation event (built from the new id). */
  async create(fields: { name: string; key: string }, eventFor: (id: string) => AnyDomainEvent): Promise<Category> {
    const _id = new Types.ObjectId();
    try {
      const doc = await this.model.create({ ...fields, _id, status: 'active', outbox: [eventFor(_id.toHexString())] });
      return toCategory(doc.toObject() as CategoryRecord);
    } catch (err) {
      if (isDuplicateKey(err)) throw new DuplicateCategoryError(fields.name);
      throw err;
    }
  }

  async setStatus(id: string, status: CategoryStatus, event: AnyDomainEvent): Promise<Category | null> {
    const doc = await this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id) },
        { $set: { status }, ...pushToOutbox([event]) },
        { new: true, projection: READ_PROJECTION },
      )
      .lean<CategoryRecord>();
    return doc ? toCategory(doc) : null;
  }

  /** Categories whose events are not published yet, for the outbox relay. */
  outboxStore(): OutboxStore {
    return mongooseOutboxStore(this.model);
  }
}
