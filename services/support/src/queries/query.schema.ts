import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { QueryStatus } from '@streamhub/contracts';

@Schema({ _id: false, versionKey: false })
export class QueryReplyDoc {
  @Prop({ required: true })
  message!: string;

  @Prop({ required: true })
  createdAt!: Date;
}

const QueryReplySchema = SchemaFactory.createForClass(QueryReplyDoc);

@Schema({ collection: 'queries', timestamps: true, versionKey: false })
export class QueryDoc {
  @Prop({ required: true })
  name!: string;

  /** As typed (trimmed); searched case-insensitively. */
  @Prop({ required: true })
  email!: string;

  @Prop({ required: true })
  subject!: string;

  @Prop({ required: true })
  message!: string;

  @Prop({ type: String, required: true, enum: ['open', 'in_progress', 'resolved', 'closed'], default: 'open' })
  status!: QueryStatus;

  @Prop({ type: [QueryReplySchema], default: [] })
  replies!: QueryReplyDoc[];
}

export const QuerySchema = SchemaFactory.createForClass(QueryDoc);
QuerySchema.index({ createdAt: -1 });
