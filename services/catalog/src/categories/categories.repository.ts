import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { Category, CategoryStatus } from '@streamhub/contracts';
import { isDuplicateKey } from '@streamhub/nest-kit';
import { CategoryDoc } from './category.schema';

export class DuplicateCategoryError extends Error {}

interface CategoryRecord {
  _id: Types.ObjectId;
  name: string;
  status: CategoryStatus;
  createdAt: Date;
}

function toCategory(doc: CategoryRecord): Category {
  return { _id: doc._id.toHexString(), name: doc.name, status: doc.status, createdAt: doc.createdAt.toISOString() };
}

@Injectable()
export class CategoriesRepository {
  constructor(@InjectModel(CategoryDoc.name) private readonly model: Model<CategoryDoc>) {}

  async list(): Promise<Category[]> {
    const docs = await this.model.find().sort({ name: 1 }).lean<CategoryRecord[]>();
    return docs.map(toCategory);
  }

  async create(name: string): Promise<Category> {
    try {
      const doc = await this.model.create({ name, key: name.toUpperCase(), status: 'active' });
      return toCategory(doc.toObject() as CategoryRecord);
    } catch (err) {
      if (isDuplicateKey(err)) throw new DuplicateCategoryError(name);
      throw err;
    }
  }

  async setStatus(id: string, status: CategoryStatus): Promise<Category | null> {
    const doc = await this.model
      .findByIdAndUpdate(new Types.ObjectId(id), { $set: { status } }, { new: true })
      .lean<CategoryRecord>();
    return doc ? toCategory(doc) : null;
  }
}
