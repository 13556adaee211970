import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { AnyDomainEvent, SeriesData } from '@streamhub/contracts';
import { mongooseOutboxStore, pushToOutbox, type OutboxStore } from '@streamhub/nest-kit';
import { SeriesDoc } from './series.schema';

const PROJECTION = { _id: 0, episodeName: 1, seriesTrailerUrl: 1, seriesPosterUrl: 1, seriesThumbUrl: 1 } as const;

export type SeriesFields = Omit<SeriesData, 'episodeName'>;

@Injectable()
export class SeriesRepository {
  constructor(@InjectModel(SeriesDoc.name) private readonly model: Model<SeriesDoc>) {}

  /** Creates or updates one episode's series data together with its change event. */
  async upsert(episodeName: string, fields: Partial<SeriesFields>, event: AnyDomainEvent): Promise<SeriesData> {
    const doc = await this.model
      .findOneAndUpdate(
        { episodeName },
        { $set: fields, ...pushToOutbox([event]) },
        { upsert: true, new: true, projection: PROJECTION },
      )
      .lean<SeriesData>();
    if (!doc) throw new Error(`series upsert of ${episodeName} returned nothing`);
    return normalise(doc);
  }

  async findByName(episodeName: string): Promise<SeriesData | null> {
    const doc = await this.model.findOne({ episodeName }, PROJECTION).lean<SeriesData>();
    return doc ? normalise(doc) : null;
  }

  async findByNames(episodeNames: string[]): Promise<Map<string, SeriesData>> {
    if (episodeNames.length === 0) return new Map();
    const docs = await this.model.find({ episodeName: { $in: episodeNames } }, PROJECTION).lean<SeriesData[]>();
    return new Map(docs.map((d) => [d.episodeName, normalise(d)]));
  }

  /** Series data whose change events are not published yet, for the outbox relay. */
  outboxStore(): OutboxStore {
    return mongooseOutboxStore(this.model);
  }
}

function normalise(doc: SeriesData): SeriesData {
  return {
    episodeName: doc.episodeName,
    seriesTrailerUrl: doc.seriesTrailerUrl ?? null,
    seriesPosterUrl: doc.seriesPosterUrl ?? null,
    seriesThumbUrl: doc.seriesThumbUrl ?? null,
  };
}
