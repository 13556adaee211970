import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'watchlist', versionKey: false })
export class WatchlistEntryDoc {
  @Prop({ required: true })
  userId!: string;

  /** The viewer profile of the account (the account holder's own has the account's id). */
  @Prop({ required: true })
  profileId!: string;

  @Prop({ required: true })
  videoId!: string;

  @Prop({ type: Date, required: true })
  addedAt!: Date;
}

export const WatchlistEntrySchema = SchemaFactory.createForClass(WatchlistEntryDoc);
// One entry per profile and video: adding twice is an upsert.
WatchlistEntrySchema.index({ userId: 1, profileId: 1, videoId: 1 }, { unique: true });
WatchlistEntrySchema.index({ userId: 1, profileId: 1, addedAt: -1 });
