import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Auth's projection of billing's subscriptions, so the admin user list shows each user's real plan. */
@Schema({ collection: 'held_subscriptions', versionKey: false })
export class HeldSubscriptionDoc {
  @Prop({ required: true, unique: true })
  subscriptionId!: string;

  @Prop({ required: true, index: true })
  userId!: string;

  @Prop({ required: true })
  planCode!: string;

  @Prop({ type: String, default: '' })
  planTitle!: string;

  @Prop({ type: String, required: true, enum: ['all', 'episode'] })
  scope!: 'all' | 'episode';

  @Prop({ type: String, default: null })
  episodeName!: string | null;

  @Prop({ type: Date, required: true })
  endAt!: Date;

  @Prop({ type: String, required: true, enum: ['active', 'expired', 'cancelled'] })
  state!: 'active' | 'expired' | 'cancelled';

  /** occurredAt of the event that last changed this record: an older event never overrides a newer one. */
  @Prop({ type: Date, required: true })
  lastEventAt!: Date;
}

export const HeldSubscriptionSchema = SchemaFactory.createForClass(HeldSubscriptionDoc);
