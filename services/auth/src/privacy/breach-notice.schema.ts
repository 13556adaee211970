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
}
export const BreachNoticeSchema = SchemaFactory.createForClass(BreachNoticeDoc);
