import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * An event written in the same document as the state change it describes (DESIGN.md §2: no
 * multi-document transactions here), relayed to Kafka and then pulled from the document.
 */
@Schema({ _id: false, versionKey: false })
export class OutboxEntry {
  @Prop({ required: true })
  id!: string;

  @Prop({ required: true })
  type!: string;

  @Prop({ required: true })
  key!: string;

  @Prop({ required: true })
  occurredAt!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  payload!: unknown;
}

export const OutboxEntrySchema = SchemaFactory.createForClass(OutboxEntry);
