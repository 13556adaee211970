import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COUPON_KINDS, type CouponKind } from '@streamhub/contracts';

/** A discount code. `used` counts uses held by unpaid orders plus redeemed ones; the caps apply to it. */
@Schema({ collection: 'coupons', timestamps: true, versionKey: false })
export class CouponDoc {
  /** Upper-cased. */
  @Prop({ required: true, unique: true })
  code!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: String, required: true, enum: COUPON_KINDS })
  kind!: CouponKind;

  /** Whole percent (1-100) for `percent`; integer paise off for `flat`. */
  @Prop({ required: true, min: 1 })
  amount!: number;

  @Prop({ type: Date, default: null })
  validFrom!: Date | null;

  @Prop({ type: Date, default: null })
  validUntil!: Date | null;

  @Prop({ type: Number, default: null })
  maxRedemptions!: number | null;

  @Prop({ type: Number, default: 1 })
  perUserLimit!: number;

  /** Empty: every plan. */
  @Prop({ type: [String], default: [] })
  planCodes!: string[];

  @Prop({ type: Boolean, default: true })
  active!: boolean;

  @Prop({ type: Number, default: 0 })
  used!: number;

  @Prop({ type: Number, default: 0 })
  redeemed!: number;
}

export const CouponSchema = SchemaFactory.createForClass(CouponDoc);

/** How many uses of one coupon one user holds or has redeemed; `_id` is `<code>:<userId>`. */
@Schema({ collection: 'coupon_user_uses', versionKey: false })
export class CouponUserUseDoc {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, default: 0 })
  used!: number;
}

export const CouponUserUseSchema = SchemaFactory.createForClass(CouponUserUseDoc);
