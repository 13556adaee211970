import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  type AnyDomainEvent,
  type SubscriptionScope,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  PLAN_QUALITIES,
  type PlanQuality,
  AUTO_RENEW_STATES,
  type AutoRenewState,
} from '@streamhub/contracts';
import { OutboxEventSchema } from '@streamhub/nest-kit';

/** One paid period; its events wait in `outbox` until relayed (same write as the state change). */
/** The mails about money a subscription's owner is sent. */
export type MoneyMailKind = 'mandate-set-up' | 'charge-failed' | 'refund' | 'mandate-cancelled';

@Schema({ collection: 'subscriptions', timestamps: true, versionKey: false })
export class SubscriptionDoc {
  @Prop({ required: true, index: true })
  userId!: string;

  @Prop({ required: true, index: true })
  planCode!: string;

  @Prop({ required: true })
  planTitle!: string;

  @Prop({ type: String, required: true, enum: ['all', 'episode'] })
  scope!: SubscriptionScope;

  @Prop({ type: String, default: null })
  episodeId!: string | null;

  /** Upper-cased. */
  @Prop({ type: String, default: null })
  episodeName!: string | null;

  /** Integer paise paid. */
  @Prop({ required: true, min: 0 })
  pricePaise!: number;

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

  /** One subscription per order and per payment: replays find the existing one. */
  @Prop({ required: true, unique: true })
  orderId!: string;

  @Prop({ required: true, unique: true })
  paymentId!: string;

  /** The coupon the order used (null without one, and on documents from before coupons). */
  @Prop({ type: String, default: null })
  couponCode!: string | null;

  @Prop({ required: true })
  startAt!: Date;

  @Prop({ required: true, index: true })
  endAt!: Date;

  @Prop({ type: String, required: true, enum: ['active', 'expired', 'cancelled'], default: 'active' })
  status!: 'active' | 'expired' | 'cancelled';

  /** Paise given back (refund or lost dispute); revenue counts price minus this. */
  @Prop({ type: Number, default: 0 })
  refundedPaise!: number;

  /** Why access was taken back: the provider event (refund.processed, ...) or an admin's reason. */
  @Prop({ type: String, default: null })
  cancelReason!: string | null;

  @Prop({ type: Date, default: null })
  cancelledAt!: Date | null;

  /** When this period's renewal reminder was claimed (one per period). */
  @Prop({ type: Date, default: null })
  reminderSentAt!: Date | null;

  /** Renews by itself: `orderId` is then the provider subscription (sub_…) and the period grows per charge. */
  @Prop({ default: false })
  recurring!: boolean;

  /** Auto-renew state of a recurring subscription (null for one that does not renew). */
  @Prop({ type: String, enum: [...AUTO_RENEW_STATES, null], default: null })
  autoRenew!: AutoRenewState | null;

  /** Paise each renewal charges (recurring only). */
  @Prop({ type: Number, default: 0 })
  chargePaise!: number;

  /** The end of a recurring subscription's free trial (null without one). */
  @Prop({ type: Date, default: null })
  trialEndsAt!: Date | null;

  /**
   * When access ends, if later than `endAt`: a renewing subscription's grace while its renewal
   * charge is taken or retried (null: at `endAt`). Never moves the next period's start.
   */
  @Prop({ type: Date, default: null })
  accessEndAt!: Date | null;

  /**
   * The mail telling the owner a halted subscription's access ended: `due` from the halt until it
   * has gone out (`sent`), so a mail that failed is sent again; null for every other subscription.
   */
  @Prop({ type: String, enum: ['due', 'sent', null], default: null })
  haltNotice!: 'due' | 'sent' | null;

  /** Each charge a recurring subscription took, when (the admin dashboard's revenue by day reads them). */
  @Prop({
    type: [{ _id: false, paymentId: String, amountPaise: Number, at: Date }],
    default: [],
  })
  charges!: Array<{ paymentId: string; amountPaise: number; at: Date }>;

  /** Provider payments already counted (each charge extends the period once). */
  @Prop({ type: [String], default: [] })
  chargePaymentIds!: string[];

  /**
   * The pre-debit notice of the next charge (at `endAt`): `due` from the write that set the period
   * (start, each charge) until it has gone out (`sent`); null when none is owed.
   */
  @Prop({ type: String, enum: ['due', 'sent', null], default: null })
  preDebitNotice!: 'due' | 'sent' | null;

  /**
   * Mails owed to the owner about their money, queued in the write that decided them (the mandate
   * set up, a charge failed or given back, the mandate cancelled) and taken off once sent by the
   * money mails job.
   */
  @Prop({
    type: [{ _id: false, kind: String, amountPaise: Number, at: Date }],
    default: [],
  })
  moneyMails!: Array<{ kind: MoneyMailKind; amountPaise: number; at: Date }>;

  /** Failed charge attempts of a recurring subscription already told to its owner (one mail each). */
  @Prop({ type: [String], default: [] })
  failedPaymentIds!: string[];

  /** Charges given back (refund, lost dispute): each takes back its period once. */
  @Prop({ type: [String], default: [] })
  refundedPaymentIds!: string[];

  /**
   * The provider's mandate must stop (money given back, account closed): `due` from the write
   * that decided it until the provider confirms the subscription cancelled (`done`), retried by the
   * mandate job meanwhile; null while nothing asks for it.
   */
  @Prop({ type: String, enum: ['due', 'done', null], default: null })
  mandateCancel!: 'due' | 'done' | null;

  /**
   * When the reconciler next asks the provider about this renewing subscription (a charge taken,
   * failed for good or a mandate ended whose webhook never came); null: at its next run.
   */
  @Prop({ type: Date, default: null })
  renewalCheckAt!: Date | null;

  @Prop({ type: [OutboxEventSchema], default: [] })
  outbox!: AnyDomainEvent[];
}

export const SubscriptionSchema = SchemaFactory.createForClass(SubscriptionDoc);
SubscriptionSchema.index({ userId: 1, planCode: 1, recurring: 1 });
SubscriptionSchema.index({ chargePaymentIds: 1 });
SubscriptionSchema.index({ mandateCancel: 1 });
SubscriptionSchema.index({ recurring: 1, status: 1, autoRenew: 1, renewalCheckAt: 1 });
