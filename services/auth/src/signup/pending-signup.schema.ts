import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { OtpChallengeSchema } from '../users/user.schema';

/** A sign-up waiting for its emailed code; becomes a user when the code is verified. */
@Schema({ collection: 'pending_signups', timestamps: true, versionKey: false })
export class PendingSignupDoc {
  @Prop({ type: String, required: true, unique: true })
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

  updatedAt!: Date;
}

export const PendingSignupSchema = SchemaFactory.createForClass(PendingSignupDoc);
/** Abandoned sign-ups disappear a day after their last code. */
PendingSignupSchema.index({ updatedAt: 1 }, { expireAfterSeconds: 24 * 3_600 });
