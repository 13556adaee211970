import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  DEFAULT_PLAN_DOWNLOAD_DEVICES,
  DEFAULT_PLAN_DOWNLOADS,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  PLAN_QUALITIES,
  type PlanQuality,
  type SubscriptionScope,
} from '@streamhub/contracts';

/** Catalog's own projection of billing's subscriptions: what each user may watch, and until when. */
@Schema({ collection: 'entitlements', timestamps: true, versionKey: false })
export class EntitlementDoc {
  @Prop({ required: true, unique: true })
  subscriptionId!: string;

  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  planCode!: string;

  @Prop({ type: String, required: true, enum: ['all', 'episode'] })
  scope!: SubscriptionScope;

  @Prop({ type: String, default: null })
  episodeId!: string | null;

  /** Upper-cased, so matching a name is case-insensitive. */
  @Prop({ type: String, default: null })
  episodeName!: string | null;

  @Prop({ type: Date, required: true })
  startAt!: Date;

  @Prop({ type: Date, required: true })
  endAt!: Date;

  /** The plan's quality tier (the tallest rendition it plays); older events read as the default. */
  @Prop({ type: String, enum: PLAN_QUALITIES, default: DEFAULT_PLAN_QUALITY })
  maxQuality!: PlanQuality;

  /** Streams at once the plan allows; older events read as the default. */
  @Prop({ type: Number, default: DEFAULT_PLAN_SCREENS })
  screens!: number;

  /** The plan carries ads (docs/ads.md); older events read as ad-free. */
  @Prop({ default: false })
  withAds!: boolean;

  /** Titles the account may keep downloaded (docs/offline.md); older events read as the default. */
  @Prop({ type: Number, default: DEFAULT_PLAN_DOWNLOADS })
  downloads!: number;

  /** Devices those downloads may be on; older events read as the default. */
  @Prop({ type: Number, default: DEFAULT_PLAN_DOWNLOAD_DEVICES })
  downloadDevices!: number;

  /** False once an expired or cancelled event arrived. */
  @Prop({ required: true })
  active!: boolean;

  /** occurredAt of the event that last changed this record: an older event never overrides a newer one. */
  @Prop({ type: Date, required: true })
  lastEventAt!: Date;
}

export const EntitlementSchema = SchemaFactory.createForClass(EntitlementDoc);
EntitlementSchema.index({ userId: 1, active: 1 });
