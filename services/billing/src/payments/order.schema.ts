import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  type SubscriptionScope,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  PLAN_QUALITIES,
  type CouponKind,
  type PlanQuality,
} from '@streamhub/contracts';

/** A failed payment attempt reported by the provider. */
export interface PaymentFailure {
  paymentId: string;
  code: string | null;
  description: string | null;
  at: Date;
}

/**
 * The coupon an order used. `held`: the unpaid order keeps one use under the caps; `redeemed`:
 * paid (or granted free); `released`: never paid, the use was given back.
 */
export interface OrderCoupon {
  code: string;
  kind: CouponKind;
  /** Whole percent, or paise off, as the coupon said when the order was made. */
  amount: number;
  originalPaise: number;
  discountPaise: number;
  state: 'held' | 'redeemed' | 'released';
  redeemedAt: Date | null;
}

/** A provider order and what it will buy, fixed when it is created (later plan edits do not change it). */
@Schema({ collection: 'orders', timestamps: true, versionKey: false })
export class OrderDoc {
  @Prop({ required: true, unique: true })
  orderId!: string;

  @Prop({ required: true, index: true })
  userId!: string;

  @Prop({ required: true })
  planCode!: string;

  @Prop({ required: true })
  planTitle!: string;

  @Prop({ type: String, required: true, enum: ['all', 'episode'] })
  scope!: SubscriptionScope;

  @Prop({ required: true })
  durationDays!: number;

  /** The plan's quality tier and screens when it was bought (absent on documents from before tiers). */
  @Prop({ type: String, enum: PLAN_QUALITIES, default: DEFAULT_PLAN_QUALITY })
  maxQuality!: PlanQuality;

  @Prop({ type: Number, default: DEFAULT_PLAN_SCREENS })
  screens!: number;

  /** The plan carried ads when it was bought (docs/ads.md; absent before: ad-free). */
  @Prop({ default: false })
  withAds?: boolean;

  /** Download allowance (docs/offline.md): titles (0: none) and devices; absent on records from before downloads (the defaults). */
  @Prop({ type: Number, min: 0 })
  downloads?: number;

  @Prop({ type: Number, min: 1 })
  downloadDevices?: number;

  @Prop({ type: String, default: null })
  episodeId!: string | null;

  @Prop({ type: String, default: null })
  episodeName!: string | null;

  /** Integer paise, as sent to the provider. */
  @Prop({ required: true })
  amountPaise!: number;

  @Prop({ required: true, default: 'INR' })
  currency!: string;

  @Prop({ required: true })
  receipt!: string;

  @Prop({ type: String, required: true, enum: ['created', 'paid'], default: 'created' })
  status!: 'created' | 'paid';

  @Prop({ type: String, default: null })
  paymentId!: string | null;

  @Prop({ type: [Object], default: [] })
  failures!: PaymentFailure[];

  /** Payments of this order whose money went back before anything was granted: never granted later. */
  @Prop({ type: [String], default: [] })
  reversedPaymentIds!: string[];

  /** The coupon applied (amountPaise is already the discounted amount); null without one. */
  @Prop({ type: Object, default: null })
  coupon!: OrderCoupon | null;

  /** A recurring plan's checkout: `orderId` is the provider subscription (sub_…), never a provider order. */
  @Prop({ default: false })
  recurring!: boolean;

  /** A recurring checkout with a trial: access until then, the first charge at that instant. */
  @Prop({ type: Date, default: null })
  trialEndsAt!: Date | null;

  /** When the reconciler may ask the provider about this order again (claimed by one replica until then). */
  @Prop({ type: Date, default: null })
  reconcileAfter!: Date | null;

  /**
   * A recurring checkout never authorised: when it was cancelled at the provider as abandoned
   * (PENDING_MANDATE_ABANDON_MS after it was made), so it can never be authorised later.
   */
  @Prop({ type: Date, default: null })
  abandonedAt!: Date | null;
}

export const OrderSchema = SchemaFactory.createForClass(OrderDoc);
OrderSchema.index({ status: 1, createdAt: 1 });
OrderSchema.index({ recurring: 1, status: 1, abandonedAt: 1, createdAt: 1 });
