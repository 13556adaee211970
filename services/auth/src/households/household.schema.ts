import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  AGE_RATINGS,
  PROFILE_AVATARS,
  PROFILE_LANGUAGES,
  type AgeRating,
  type ProfileAvatar,
  type ProfileLanguage,
} from '@streamhub/contracts';

@Schema({ _id: false, versionKey: false })
export class ProfileDoc {
  @Prop({ type: String, required: true })
  id!: string;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, required: true, enum: PROFILE_AVATARS })
  avatar!: ProfileAvatar;

  @Prop({ type: String, required: true, enum: AGE_RATINGS })
  maturityLimit!: AgeRating;

  @Prop({ type: Boolean, default: false })
  kids!: boolean;

  @Prop({ type: String, required: true, enum: PROFILE_LANGUAGES })
  language!: ProfileLanguage;

  @Prop({ type: Boolean, default: true })
  autoplay!: boolean;

  @Prop({ type: Boolean, default: false })
  pinRequired!: boolean;

  /** Raised when the profile's rules tighten or the account PIN changes: its older tokens stop counting. */
  @Prop({ type: Number, default: 0 })
  version?: number;
}
export const ProfileDocSchema = SchemaFactory.createForClass(ProfileDoc);

/**
 * The viewer profiles of one account and its parental controls; `_id` is the account's id. The
 * account holder's own profile has the account's id too, so data from before profiles (keyed by
 * account) is simply that profile's.
 */
@Schema({ collection: 'households', timestamps: true, versionKey: false })
export class HouseholdDoc {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [ProfileDocSchema], default: [] })
  profiles!: ProfileDoc[];

  /** argon2 hash of the 4-digit account PIN; null when none is set. */
  @Prop({ type: String, default: null })
  pinHash!: string | null;

  /** Titles rated U/A 13+ and above need the PIN. */
  @Prop({ type: Boolean, default: false })
  parentalLock!: boolean;

  /** YYYY-MM-DD, kept once the account holder confirmed being 18 or older. */
  @Prop({ type: String, default: null })
  dateOfBirth!: string | null;

  @Prop({ type: Date, default: null })
  ageConfirmedAt!: Date | null;

  /** Raised by every change; a write only applies to the revision it read (no lost updates). */
  @Prop({ type: Number, default: 0 })
  revision!: number;
}
export const HouseholdSchema = SchemaFactory.createForClass(HouseholdDoc);
