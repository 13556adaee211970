import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { OtpChallengeSchema } from '../users/user.schema';
import type { ProfileLanguage } from '@streamhub/contracts';
import type { CheckedSignupConsent } from '../privacy/consent-rules';

export interface PendingConsent extends CheckedSignupConsent {
  ip: string | null;
  userAgent: string | null;
}

/**
 * One sign-up request waiting for its emailed code; becomes a user when its own code is verified.
 * An email may have several (each sign-up is a request of its own, never an overwrite of another's
 * details), so the collection is not the old one-per-email `pending_signups`.
 */
@Schema({ collection: 'signup_requests', timestamps: true, versionKey: false })
export class PendingSignupDoc {
  @Prop({ type: String, required: true, index: true })
  email!: string;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, required: true })
  mobile!: string;

  @Prop({ type: String, required: true })
  passwordHash!: string;

  @Prop({ type: OtpChallengeSchema, required: true })
  otp!: { codeHash: string; expiresAt: Date; attempts: number };

  /** The email already had an account when this sign-up came (see PendingSignup). */
  @Prop({ type: Boolean, default: false })
  existingAccount!: boolean;

  /** The language the sign-up was made in: its code mails' (docs/i18n.md "Mails"). */
  @Prop({ type: String, default: 'en' })
  language!: ProfileLanguage;

  /** What the sign-up agreed to and where from; recorded as the account's first consent once verified. */
  @Prop({ type: Object, default: null })
  consent!: PendingConsent | null;

  createdAt!: Date;
  updatedAt!: Date;
}
export const PendingSignupSchema = SchemaFactory.createForClass(PendingSignupDoc);
/** Abandoned sign-ups disappear a day after their last code. */
PendingSignupSchema.index({ updatedAt: 1 }, { expireAfterSeconds: 24 * 3_600 });
