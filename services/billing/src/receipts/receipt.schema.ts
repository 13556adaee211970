import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { SubscriptionScope } from '@streamhub/contracts';

/** A receipt for one successful charge, issued once per payment; `mailedAt` is set once its mail went out. */
@Schema({ collection: 'receipts', timestamps: true, versionKey: false })
export class ReceiptDoc {
  @Prop({ required: true, unique: true })
  number!: string;

  @Prop({ required: true, unique: true })
  paymentId!: string;

  @Prop({ required: true })
  orderId!: string;

  @Prop({ required: true, index: true })
  userId!: string;

  @Prop({ required: true })
  subscriptionId!: string;

  @Prop({ required: true })
  issuedAt!: Date;

  @Prop({ required: true })
  planCode!: string;

  @Prop({ required: true })
  planTitle!: string;

  @Prop({ type: String, required: true, enum: ['all', 'episode'] })
  scope!: SubscriptionScope;

  @Prop({ type: String, default: null })
  episodeName!: string | null;

  @Prop({ required: true })
  periodStart!: Date;

  @Prop({ required: true })
  periodEnd!: Date;

  /** Paise charged, GST included. */
  @Prop({ required: true })
  amountPaise!: number;

  @Prop({ required: true })
  gstRatePercent!: number;

  @Prop({ required: true })
  gstPaise!: number;

  @Prop({ required: true })
  gstin!: string;

  @Prop({ required: true })
  sellerName!: string;

  /** The seller's address and state when issued (receipts from before them read today's). */
  @Prop({ type: String, default: null })
  sellerAddress!: string | null;

  @Prop({ type: String, default: null })
  sellerState!: string | null;

  /** The buyer's state and a business buyer's GSTIN, when given. */
  @Prop({ type: String, default: null })
  buyerState!: string | null;

  @Prop({ type: String, default: null })
  buyerGstin!: string | null;

  @Prop({ type: String, default: null })
  couponCode!: string | null;

  @Prop({ type: Number, default: 0 })
  discountPaise!: number;

  /** From billing's customer projection when the mail went out. */
  @Prop({ type: String, default: null })
  customerName!: string | null;

  @Prop({ type: String, default: null })
  customerEmail!: string | null;

  @Prop({ type: Date, default: null })
  mailedAt!: Date | null;

  /** A replica sending the mail holds it until then. */
  @Prop({ type: Date, default: null })
  mailingUntil!: Date | null;
}

export const ReceiptSchema = SchemaFactory.createForClass(ReceiptDoc);

/** Named sequences (receipt numbers); `_id` is the sequence's name. */
@Schema({ collection: 'sequences', versionKey: false })
export class SequenceDoc {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, default: 0 })
  value!: number;
}

export const SequenceSchema = SchemaFactory.createForClass(SequenceDoc);
