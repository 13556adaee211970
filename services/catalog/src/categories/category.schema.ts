import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CategoryStatus } from '@streamhub/contracts';

@Schema({ collection: 'categories', timestamps: true, versionKey: false })
export class CategoryDoc {
  @Prop({ required: true, trim: true })
  name!: string;

  /** Upper-cased name; unique, so "Drama" and "DRAMA" are one category. */
  @Prop({ required: true, unique: true })
  key!: string;

  @Prop({ required: true, enum: ['active', 'inactive'], default: 'active' })
  status!: CategoryStatus;

  createdAt!: Date;
}

export const CategorySchema = SchemaFactory.createForClass(CategoryDoc);
