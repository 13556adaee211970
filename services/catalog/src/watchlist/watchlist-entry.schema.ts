import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'watchlist', versionKey: false })
export class WatchlistEntryDoc {
  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  videoId!: string;

  @Prop({ type: Date, required: true })
  addedAt!: Date;
}

export const WatchlistEntrySchema = SchemaFactory.createForClass(WatchlistEntryDoc);
// One entry per user and video: adding twice is an upsert.
WatchlistEntrySchema.index({ userId: 1, videoId: 1 }, { unique: true });
WatchlistEntrySchema.index({ userId: 1, addedAt: -1 });
