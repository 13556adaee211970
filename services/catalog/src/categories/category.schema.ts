import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CategoryStatus, AnyDomainEvent } from '@streamhub/contracts';
import { OutboxEventSchema } from '@streamhub/nest-kit';

@Schema({ collection: 'categories', timestamps: true, versionKey: false })
export class CategoryDoc {
  @Prop({ type: String, required: true, trim: true })
  name!: string;

  /** Upper-cased name; unique, so "Drama" and "DRAMA" are one category. */
  @Prop({ type: String, required: true, unique: true })
  key!: string;

  @Prop({ type: String, required: true, enum: ['active', 'inactive'], default: 'active' })
  status!: CategoryStatus;

  /** Events written with the change they describe; the outbox relay publishes and removes them. */
  @Prop({ type: [OutboxEventSchema], default: [] })
  outbox!: AnyDomainEvent[];

  createdAt!: Date;
}

export const CategorySchema = SchemaFactory.createForClass(CategoryDoc);
