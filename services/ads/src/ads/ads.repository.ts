import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { toStoredRecord, type StoredRecord } from '@streamhub/nest-kit';
import { isValidObjectId, type Model } from 'mongoose';
import { AdEventDoc, AdMarkersDoc, AdvertiserDoc, CampaignDoc } from './ads.schema';

export type AdvertiserRecord = StoredRecord<AdvertiserDoc>;
export type CampaignRecord = StoredRecord<CampaignDoc>;
export type CampaignFields = Omit<CampaignDoc, 'impressions'>;

const asRecord = <T>(doc: unknown): StoredRecord<T> => toStoredRecord<T>(doc as Record<string, unknown>)!;

@Injectable()
export class AdsRepository {
  constructor(
    @InjectModel(AdvertiserDoc.name) private readonly advertisers: Model<AdvertiserDoc>,
    @InjectModel(CampaignDoc.name) private readonly campaigns: Model<CampaignDoc>,
    @InjectModel(AdMarkersDoc.name) private readonly markers: Model<AdMarkersDoc>,
    @InjectModel(AdEventDoc.name) private readonly events: Model<AdEventDoc>,
  ) {}

  async findCampaign(id: string): Promise<CampaignRecord | null> {
    if (!isValidObjectId(id)) return null;
    return toStoredRecord<CampaignDoc>(await this.campaigns.findById(id).lean());
  }

  /** Records the event once: false when its key is there already (unique index). */
  async recordEvent(event: Omit<AdEventDoc, never>): Promise<boolean> {
    try {
      await this.events.create(event);
      return true;
    } catch (err) {
      if ((err as { code?: number }).code === 11000) return false;
      throw err;
    }
  }

  /** Counts of each event per day of one campaign. */
  async eventCounts(campaignId: string): Promise<{ day: string; event: string; count: number }[]> {
    const rows = await this.events.aggregate<{ _id: { day: string; event: string }; count: number }>([
      { $match: { campaignId } },
      { $group: { _id: { day: '$day', event: '$event' }, count: { $sum: 1 } } },
    ]);
    return rows.map((r) => ({ day: r._id.day, event: r._id.event, count: r.count }));
  }

  /** Reported impressions (counted once per break) of every campaign that has any. */
  async impressionsByCampaign(): Promise<Map<string, number>> {
    const rows = await this.events.aggregate<{ _id: string; count: number }>([
      { $match: { event: 'impression' } },
      { $group: { _id: '$campaignId', count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((r) => [r._id, r.count]));
  }

  /** Null when the name is taken (unique index). */
  async createAdvertiser(name: string): Promise<AdvertiserRecord | null> {
    try {
      const doc = await this.advertisers.create({ name });
      return asRecord<AdvertiserDoc>(doc.toObject());
    } catch (err) {
      if ((err as { code?: number }).code === 11000) return null;
      throw err;
    }
  }

  async findAdvertiser(id: string): Promise<AdvertiserRecord | null> {
    if (!isValidObjectId(id)) return null;
    return toStoredRecord<AdvertiserDoc>(await this.advertisers.findById(id).lean());
  }

  async listAdvertisers(): Promise<AdvertiserRecord[]> {
    const docs = await this.advertisers.find({}).sort({ name: 1 }).lean();
    return docs.map((d) => asRecord<AdvertiserDoc>(d));
  }

  async advertiserNames(ids: string[]): Promise<Map<string, string>> {
    const docs = await this.advertisers.find({ _id: { $in: ids.filter((id) => isValidObjectId(id)) } }).lean();
    return new Map(docs.map((d) => [String(d._id), d.name]));
  }

  async createCampaign(fields: CampaignFields): Promise<CampaignRecord> {
    const doc = await this.campaigns.create({ ...fields, impressions: 0 });
    return asRecord<CampaignDoc>(doc.toObject());
  }

  async updateCampaign(id: string, fields: CampaignFields): Promise<CampaignRecord | null> {
    if (!isValidObjectId(id)) return null;
    return toStoredRecord<CampaignDoc>(
      await this.campaigns.findByIdAndUpdate(id, { $set: fields }, { new: true }).lean(),
    );
  }

  async listCampaigns(): Promise<CampaignRecord[]> {
    const docs = await this.campaigns.find({}).sort({ createdAt: -1, _id: -1 }).lean();
    return docs.map((d) => asRecord<CampaignDoc>(d));
  }

  /**
   * Campaigns switched on and not ended at `now` (some may start later): what the decision index
   * holds (docs/ads.md "Decision path").
   */
  async liveCampaigns(now: Date): Promise<CampaignRecord[]> {
    const docs = await this.campaigns.find({ active: true, endAt: { $gt: now } }).lean();
    return docs.map((d) => asRecord<CampaignDoc>(d));
  }

  /**
   * Writes the ads served (counted against the budget in Redis, delivery-counters.ts) onto the
   * campaign: never lowers it, so replicas writing at once, or late, leave the highest count.
   */
  async recordServed(id: string, served: number): Promise<void> {
    await this.campaigns.updateOne({ _id: id }, { $max: { impressions: served } });
  }

  async markersOf(videoId: string): Promise<number[]> {
    const doc = await this.markers.findOne({ videoId }).lean();
    return doc?.offsets ?? [];
  }

  async setMarkers(videoId: string, offsets: number[]): Promise<number[]> {
    const doc = await this.markers
      .findOneAndUpdate({ videoId }, { $set: { offsets } }, { upsert: true, new: true })
      .lean();
    return doc?.offsets ?? offsets;
  }
}
