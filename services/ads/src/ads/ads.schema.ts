import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AdDeviceType, AgeRating } from '@streamhub/contracts';

@Schema({ collection: 'advertisers', timestamps: true, versionKey: false })
export class AdvertiserDoc {
  @Prop({ required: true, unique: true })
  name!: string;
}
export const AdvertiserSchema = SchemaFactory.createForClass(AdvertiserDoc);

@Schema({ collection: 'campaigns', timestamps: true, versionKey: false })
export class CampaignDoc {
  @Prop({ required: true, index: true })
  advertiserId!: string;

  @Prop({ required: true })
  name!: string;

  /** Upper-cased; competitive separation: two ads of one category never share a break. */
  @Prop({ required: true })
  category!: string;

  @Prop({ type: Date, required: true })
  startAt!: Date;

  @Prop({ type: Date, required: true })
  endAt!: Date;

  /** Impressions bought; null: unlimited (house ads). */
  @Prop({ type: Number, default: null })
  budgetImpressions!: number | null;

  /** Impressions a day at most; null: no daily cap. */
  @Prop({ type: Number, default: null })
  dailyCap!: number | null;

  /** Higher first. */
  @Prop({ required: true, default: 50 })
  priority!: number;

  /** Impressions per viewer per day. */
  @Prop({ required: true, default: 3 })
  frequencyCap!: number;

  /** Price per thousand reported impressions, paise (ad revenue on the dashboard). */
  @Prop({ required: true, default: 15_000 })
  cpmPaise!: number;

  /** A house ad: fills breaks no paid campaign sold. */
  @Prop({ default: false })
  house!: boolean;

  @Prop({ default: true })
  active!: boolean;

  /** Ads served in breaks so far (the budget is spent against this, atomically). */
  @Prop({ default: 0 })
  impressions!: number;

  @Prop({ required: true })
  mediaUrl!: string;

  @Prop({ required: true, default: 'video/mp4' })
  mediaType!: string;

  @Prop({ required: true })
  durationSeconds!: number;

  @Prop({ type: Number, default: null })
  skipOffsetSeconds!: number | null;

  @Prop({ type: String, default: null })
  clickThroughUrl!: string | null;

  /** Upper-cased genres; empty: any. */
  @Prop({ type: [String], default: [] })
  genres!: string[];

  @Prop({ type: String, required: true, default: 'A' })
  ratingCeiling!: AgeRating;

  @Prop({ type: String, required: true, default: 'U' })
  adRating!: AgeRating;

  /** Lower-cased language tags; empty: any. */
  @Prop({ type: [String], default: [] })
  languages!: string[];

  /** Upper-cased plan codes; empty: any. */
  @Prop({ type: [String], default: [] })
  planCodes!: string[];

  @Prop({ type: [String], default: [] })
  devices!: AdDeviceType[];

  @Prop({ type: [Number], default: [] })
  hours!: number[];
}
export const CampaignSchema = SchemaFactory.createForClass(CampaignDoc);
CampaignSchema.index({ active: 1, endAt: 1 });

/** Admin-placed ad markers of one title (seconds), like intro markers. */
@Schema({ collection: 'ad_markers', timestamps: true, versionKey: false })
export class AdMarkersDoc {
  @Prop({ required: true, unique: true })
  videoId!: string;

  @Prop({ type: [Number], default: [] })
  offsets!: number[];
}
export const AdMarkersSchema = SchemaFactory.createForClass(AdMarkersDoc);

/** One counted ad event: the key (break, campaign, event) is unique, so a repeated ping counts once. */
@Schema({ collection: 'ad_events', versionKey: false })
export class AdEventDoc {
  @Prop({ required: true, unique: true })
  key!: string;

  @Prop({ required: true })
  campaignId!: string;

  @Prop({ required: true })
  videoId!: string;

  @Prop({ required: true })
  event!: string;

  /** India's calendar day, YYYY-MM-DD. */
  @Prop({ required: true })
  day!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}
export const AdEventSchema = SchemaFactory.createForClass(AdEventDoc);
AdEventSchema.index({ campaignId: 1, day: 1 });
