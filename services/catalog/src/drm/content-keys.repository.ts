import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { WrappedContentKey } from '@streamhub/contracts';
import { ContentKeysDoc } from './content-key.schema';

@Injectable()
export class ContentKeysRepository {
  constructor(@InjectModel(ContentKeysDoc.name) private readonly model: Model<ContentKeysDoc>) {}

  /**
   * The title's keys: `keys` stored if it has none yet, else the ones stored first (one atomic
   * upsert on the unique videoId, so two callers at once end with the same keys).
   */
  async keep(videoId: string, keys: WrappedContentKey[]): Promise<WrappedContentKey[]> {
    try {
      const doc = await this.model
        .findOneAndUpdate(
          { videoId },
          { $setOnInsert: { videoId, keys } },
          { upsert: true, new: true, projection: { _id: 0, keys: 1 } },
        )
        .lean<{ keys: WrappedContentKey[] }>();
      return plain(doc!.keys);
    } catch (err) {
      // A concurrent insert won the unique index: read what it stored.
      if ((err as { code?: number }).code !== 11000) throw err;
      const found = await this.find(videoId);
      if (!found) throw err;
      return found;
    }
  }

  async find(videoId: string): Promise<WrappedContentKey[] | null> {
    const doc = await this.model.findOne({ videoId }, { _id: 0, keys: 1 }).lean<{ keys: WrappedContentKey[] } | null>();
    return doc ? plain(doc.keys) : null;
  }
}

const plain = (keys: WrappedContentKey[]): WrappedContentKey[] =>
  keys.map(({ track, kid, wrapped }) => ({ track, kid, wrapped }));
