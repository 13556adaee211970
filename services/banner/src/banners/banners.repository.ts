import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { escapeRegex, toStoredRecord, type StoredRecord } from '@streamhub/nest-kit';
import { isValidObjectId, type FilterQuery, type Model } from 'mongoose';
import type { BannerStatus, StoredBannerImage } from '@streamhub/contracts';
import { BannerDoc } from './banner.schema';

/** A stored banner: the schema's fields, with its id as text and the timestamps Mongoose keeps. */
export type BannerRecord = StoredRecord<BannerDoc>;

const toRecord = toStoredRecord<BannerDoc>;

@Injectable()
export class BannersRepository {
  constructor(@InjectModel(BannerDoc.name) private readonly model: Model<BannerDoc>) {}

  async listActive(): Promise<BannerRecord[]> {
    const docs = await this.model.find({ status: 'active' }).sort({ order: 1, _id: 1 }).lean();
    return docs.map((doc) => toRecord(doc as Record<string, unknown>)!);
  }

  async listAll(q?: string): Promise<BannerRecord[]> {
    const filter: FilterQuery<BannerDoc> = q ? { imageKey: new RegExp(escapeRegex(q), 'i') } : {};
    const docs = await this.model.find(filter).sort({ createdAt: -1, _id: -1 }).lean();
    return docs.map((doc) => toRecord(doc as Record<string, unknown>)!);
  }

  /** Appends the images after the last banner, in the order given. */
  async createMany(images: StoredBannerImage[]): Promise<BannerRecord[]> {
    const last = await this.model.findOne({}).sort({ order: -1 }).select({ order: 1 }).lean();
    const start = (last?.order ?? 0) + 1;
    const docs = await this.model.insertMany(
      images.map((image, i) => ({
        imageKey: image.imageKey,
        imageSize: image.imageSize,
        width: image.width,
        height: image.height,
        mimeType: image.mimeType,
        altText: image.altText ?? '',
        status: 'active',
        order: start + i,
      })),
    );
    return docs.map((doc) => toRecord(doc.toObject() as unknown as Record<string, unknown>)!);
  }

  async findById(id: string): Promise<BannerRecord | null> {
    if (!isValidObjectId(id)) return null;
    return toRecord(await this.model.findById(id).lean());
  }

  async replaceImage(id: string, image: StoredBannerImage): Promise<BannerRecord | null> {
    if (!isValidObjectId(id)) return null;
    const set: Partial<BannerDoc> = {
      imageKey: image.imageKey,
      imageSize: image.imageSize,
      width: image.width,
      height: image.height,
      mimeType: image.mimeType,
    };
    if (image.altText !== undefined) set.altText = image.altText;
    return toRecord(await this.model.findByIdAndUpdate(id, { $set: set }, { new: true }).lean());
  }

  async setStatus(id: string, status: BannerStatus): Promise<BannerRecord | null> {
    if (!isValidObjectId(id)) return null;
    return toRecord(await this.model.findByIdAndUpdate(id, { $set: { status } }, { new: true }).lean());
  }

  async setTarget(id: string, videoId: string | null): Promise<BannerRecord | null> {
    if (!isValidObjectId(id)) return null;
    const update = videoId ? { $set: { targetVideoId: videoId } } : { $unset: { targetVideoId: 1 } };
    return toRecord(await this.model.findByIdAndUpdate(id, update, { new: true }).lean());
  }

  async delete(id: string): Promise<BannerRecord | null> {
    if (!isValidObjectId(id)) return null;
    return toRecord(await this.model.findByIdAndDelete(id).lean());
  }
}
