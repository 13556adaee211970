import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PROFILE_LANGUAGES, type ProfileLanguage, type UserRole, type UserStatus } from '@streamhub/contracts';

/** Billing's own copy of the user fields it shows next to subscriptions (built from auth events). */
@Schema({ collection: 'customers', timestamps: true, versionKey: false })
export class CustomerDoc {
  @Prop({ required: true, unique: true })
  userId!: string;

  @Prop({ required: true })
  name!: string;

  @Prop({ required: true, index: true })
  email!: string;

  @Prop({ default: '' })
  mobile!: string;

  @Prop({ type: String, required: true, enum: ['user', 'admin'], default: 'user' })
  role!: UserRole;

  @Prop({ type: String, required: true, enum: ['active', 'inactive'], default: 'active' })
  status!: UserStatus;

  @Prop({ default: false })
  deleted!: boolean;

  /** When auth registered the user (from the event), for the dashboard's user growth. */
  @Prop({ type: Date, default: null })
  registeredAt!: Date | null;

  /** GST code of the buyer's state (the place of supply on their tax invoices), as they gave it. */
  @Prop({ type: String, default: null })
  invoiceState!: string | null;

  /** A business buyer's GSTIN, checked when given. */
  @Prop({ type: String, default: null })
  invoiceGstin!: string | null;

  /** The account's language, for its mails (docs/i18n.md "Mails"); unset until auth says (English). */
  @Prop({ type: String, enum: PROFILE_LANGUAGES, default: undefined })
  language?: ProfileLanguage;

  /** How many user events changed this record; a redelivered event must not move it. */
  @Prop({ default: 0 })
  revision!: number;
}

export const CustomerSchema = SchemaFactory.createForClass(CustomerDoc);
