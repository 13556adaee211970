import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { UserRole, UserStatus } from '@streamhub/contracts';

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

  @Prop({ required: true, enum: ['user', 'admin'], default: 'user' })
  role!: UserRole;

  @Prop({ required: true, enum: ['active', 'inactive'], default: 'active' })
  status!: UserStatus;

  @Prop({ default: false })
  deleted!: boolean;

  /** How many user events changed this record; a redelivered event must not move it. */
  @Prop({ default: 0 })
  revision!: number;
}

export const CustomerSchema = SchemaFactory.createForClass(CustomerDoc);
