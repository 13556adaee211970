import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { AnyDomainEvent, UserPlanSummary, UserRole, UserStatus } from '@streamhub/contracts';
import { OutboxEventSchema } from '@streamhub/nest-kit';
import type { OtpChallenge } from '../security/otp';

/** A one-time code as stored (hash, expiry, tries); shared by sign-up and password reset. */
export const OtpChallengeSchema = new MongooseSchema(
  {
    codeHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, required: true, default: 0 },
  },
  { _id: false },
);

/** The user's own deletion request; the account is erased once `eraseAfter` has passed. */
export const DeletionRequestSchema = new MongooseSchema(
  {
    requestedAt: { type: Date, required: true },
    eraseAfter: { type: Date, required: true },
    /** When the acknowledgement mail went out; null until then (the deletion job retries). */
    acknowledgedAt: { type: Date, default: null },
  },
  { _id: false },
);

export interface DeletionRequest {
  requestedAt: Date;
  eraseAfter: Date;
  acknowledgedAt: Date | null;
}

@Schema({ collection: 'users', timestamps: true, versionKey: false })
export class UserDoc {
  @Prop({ type: String, required: true, trim: true })
  name!: string;

  /** Lower-cased; removed when the user is deleted (sparse unique), so the address can sign up again. */
  @Prop({ type: String, unique: true, sparse: true })
  email?: string;

  @Prop({ type: String, default: '' })
  mobile!: string;

  @Prop({ type: String, required: true })
  passwordHash!: string;

  @Prop({ type: String, required: true, enum: ['user', 'admin'], default: 'user', index: true })
  role!: UserRole;

  @Prop({ type: String, required: true, enum: ['active', 'inactive'], default: 'active', index: true })
  status!: UserStatus;

  @Prop({ type: String, default: 'none' })
  subscriptionStatus!: string;

  /** The plan subscriptionStatus is about, from billing's events (see subscriptions/). */
  @Prop({ type: Object, default: null })
  subscription!: UserPlanSummary | null;

  /** Raised when a password changes or the account is deactivated; older tokens stop working. */
  @Prop({ type: Number, default: 0 })
  tokenVersion!: number;

  @Prop({ type: OtpChallengeSchema, default: null })
  passwordReset?: OtpChallenge | null;

  @Prop({ type: DeletionRequestSchema, default: null })
  deletion?: DeletionRequest | null;

  /** Set when deleted; the document is purged once its "deleted" event is published. */
  @Prop({ type: Date })
  deletedAt?: Date;

  @Prop({ type: String })
  deletedEmail?: string;

  /** Events written with the change they describe; the outbox relay publishes and removes them. */
  @Prop({ type: [OutboxEventSchema], default: [] })
  outbox!: AnyDomainEvent[];

  createdAt!: Date;
  updatedAt!: Date;
}

export const UserSchema = SchemaFactory.createForClass(UserDoc);
UserSchema.index({ createdAt: -1 });
