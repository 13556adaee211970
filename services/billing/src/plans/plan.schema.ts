import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { SubscriptionScope } from '@streamhub/contracts';

@Schema({ collection: 'plans', timestamps: true, versionKey: false })
export class PlanDoc {
  /** Upper-cased; the plan's identifier in the API. */
  @Prop({ required: true, unique: true })
  code!: string;

  @Prop({ required: true })
  title!: string;

  /** Integer paise; rupees only at the API edge. */
  @Prop({ required: true, min: 0 })
  pricePaise!: number;

  @Prop({ required: true, min: 1 })
  durationDays!: number;

  @Prop({ type: String, required: true, enum: ['all', 'episode'], default: 'episode' })
  scope!: SubscriptionScope;

  @Prop({ default: '' })
  description!: string;

  @Prop({ default: false })
  popular!: boolean;

  @Prop({ default: true })
  active!: boolean;
}

export const PlanSchema = SchemaFactory.createForClass(PlanDoc);
