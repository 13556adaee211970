import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { QueryReplyFrom, QueryStatus } from '@streamhub/contracts';

@Schema({ _id: false, versionKey: false })
export class QueryReplyDoc {
  @Prop({ required: true })
  message!: string;

  @Prop({ required: true })
  createdAt!: Date;

  /** Replies stored before customers could answer back were all support's. */
  @Prop({ type: String, enum: ['support', 'customer'], default: 'support' })
  from!: QueryReplyFrom;
}

const QueryReplySchema = SchemaFactory.createForClass(QueryReplyDoc);

@Schema({ collection: 'queries', timestamps: true, versionKey: false })
export class QueryDoc {
  /** `SQ-<year>-<6 digits>`; absent on queries sent before references existed. */
  @Prop()
  reference?: string;

  /** The sender's account when sent signed in: their "My queries" page lists it. */
  @Prop()
  userId?: string;

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
QuerySchema.index({ reference: 1 }, { unique: true, sparse: true });
QuerySchema.index({ userId: 1, createdAt: -1 });
