import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PROFILE_LANGUAGES, type ProfileLanguage } from '@streamhub/contracts';

/** The account's language for support's mails, projected from auth's events (docs/i18n.md "Mails"). */
@Schema({ collection: 'account_languages', timestamps: true, versionKey: false })
export class AccountLanguageDoc {
  @Prop({ required: true, unique: true })
  userId!: string;

  @Prop({ type: String, required: true, enum: PROFILE_LANGUAGES })
  language!: ProfileLanguage;
}

export const AccountLanguageSchema = SchemaFactory.createForClass(AccountLanguageDoc);
