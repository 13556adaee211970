import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One purpose's state in a record: given or not, and since when. */
export interface StoredPurpose {
  granted: boolean;
  changedAt: Date;
}

/**
 * One consent record of an account (docs/privacy.md). Append-only: every sign-up, change in
 * Profile → Privacy and agreement to a newer notice adds a record; the newest one holds now.
 */
@Schema({ collection: 'consents', versionKey: false })
export class ConsentDoc {
  @Prop({ type: String, required: true })
  userId!: string;

  @Prop({ type: String, required: true })
  noticeVersion!: string;

  @Prop({ type: Boolean, required: true })
  adult!: boolean;

  @Prop({ type: Object, required: true })
  purposes!: { marketing: StoredPurpose; personalisation: StoredPurpose };

  @Prop({ type: String, required: true })
  source!: 'signup' | 'settings' | 'notice';

  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: String, default: null })
  ip!: string | null;

  @Prop({ type: String, default: null })
  userAgent!: string | null;
}
/** A record as the service reads and writes it. */
export type StoredConsent = ConsentDoc;

export const ConsentSchema = SchemaFactory.createForClass(ConsentDoc);
ConsentSchema.index({ userId: 1, at: -1, _id: -1 });
