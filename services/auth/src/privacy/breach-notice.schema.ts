import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { BREACH_AUDIENCES } from '@streamhub/contracts';

/**
 * A data-breach notice as sent (docs/privacy.md, "Data-breach notice"): the text, who sent it,
 * when, to how many accounts and how many were mailed; kept for the Data Protection Board's report.
 */
@Schema({ collection: 'breach_notices', versionKey: false })
export class BreachNoticeDoc {
  @Prop({ type: String, required: true })
  whatHappened!: string;

  @Prop({ type: String, required: true })
  dataAffected!: string;

  @Prop({ type: String, required: true })
  whatWeDid!: string;

  @Prop({ type: String, required: true })
  whatYouCanDo!: string;

  @Prop({ type: String, required: true, enum: BREACH_AUDIENCES })
  audience!: (typeof BREACH_AUDIENCES)[number];

  @Prop({ type: Number, required: true })
  accounts!: number;

  @Prop({ type: Number, required: true, default: 0 })
  mailed!: number;

  @Prop({ type: String, required: true })
  sentByUserId!: string;

  @Prop({ type: String, required: true })
  sentBy!: string;

  @Prop({ type: Date, required: true, index: true })
  sentAt!: Date;

  /** A notice to a list of addresses: the accounts found for them, so a resumed mailing has the same list. */
  @Prop({ type: [String], default: undefined })
  recipientIds?: string[];

  /** A notice to every account: the last account id whose page is done (a resumed mailing starts after it). */
  @Prop({ type: String })
  cursor?: string;

  /** The replica mailing it holds it until then and renews it as it goes; an expired lease is picked up again. */
  @Prop({ type: Date })
  leaseUntil?: Date;

  /** When every affected account was handled. */
  @Prop({ type: Date })
  finishedAt?: Date;
}
export const BreachNoticeSchema = SchemaFactory.createForClass(BreachNoticeDoc);
BreachNoticeSchema.index({ finishedAt: 1, leaseUntil: 1 });

/**
 * One account's copy of a notice: claimed before the mail goes (the unique key means no account is
 * mailed twice, even by two replicas or after a restart), `sent` once the mail server took it. A
 * claim whose mail failed is removed so a later run tries again; one left `claimed` by a stopped
 * process is not sent again (the mail may have gone).
 */
@Schema({ collection: 'breach_notice_deliveries', versionKey: false })
export class BreachDeliveryDoc {
  @Prop({ type: String, required: true })
  noticeId!: string;

  @Prop({ type: String, required: true })
  userId!: string;

  @Prop({ type: String, required: true, enum: ['claimed', 'sent'] })
  state!: 'claimed' | 'sent';

  @Prop({ type: Date, required: true })
  at!: Date;
}
export const BreachDeliverySchema = SchemaFactory.createForClass(BreachDeliveryDoc);
BreachDeliverySchema.index({ noticeId: 1, userId: 1 }, { unique: true });
