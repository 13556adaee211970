import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  PLAN_QUALITIES,
  type PlanQuality,
  type SubscriptionScope,
} from '@streamhub/contracts';

@Schema({ collection: 'plans', timestamps: true, versionKey: false })
export class PlanDoc {
  /** Upper-cased; the plan's identifier in the API. */
  @Prop({ required: true, unique: true })
  code!: string;

  @Prop({ required: true })
  title!: string;

  /** Integer paise; rupees only at the API edge. */
  @Prop({ required: true, min: 0 })
  pricePaise!: number;

  @Prop({ required: true, min: 1 })
  durationDays!: number;

  @Prop({ type: String, required: true, enum: ['all', 'episode'], default: 'episode' })
  scope!: SubscriptionScope;

  @Prop({ default: '' })
  description!: string;

  @Prop({ default: false })
  popular!: boolean;

  @Prop({ default: true })
  active!: boolean;

  /** The tallest rendition the plan plays (plans stored before tiers read as the default). */
  @Prop({ type: String, enum: PLAN_QUALITIES, default: DEFAULT_PLAN_QUALITY })
  maxQuality!: PlanQuality;

  /** Streams at once on the account. */
  @Prop({ type: Number, min: 1, default: DEFAULT_PLAN_SCREENS })
  screens!: number;

  /** Renews by itself through Razorpay Subscriptions (plans stored before read as false). */
  @Prop({ default: false })
  recurring!: boolean;

  /** Free days for a user's first subscription of a recurring plan (0: none). */
  @Prop({ type: Number, min: 0, default: 0 })
  trialDays!: number;

  /** Carries video ads (docs/ads.md); plans stored before read as ad-free. */
  @Prop({ default: false })
  withAds?: boolean;

  /** Download allowance (docs/offline.md): titles (0: none) and devices; absent on records from before downloads (the defaults). */
  @Prop({ type: Number, min: 0 })
  downloads?: number;

  @Prop({ type: Number, min: 1 })
  downloadDevices?: number;
}

export const PlanSchema = SchemaFactory.createForClass(PlanDoc);
