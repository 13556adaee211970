import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A title's place in a profile's watchlist: listed, or removed (kept so an older add cannot bring it back). */
export type WatchlistEntryState = 'added' | 'removed';

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

  /** Entries from before removals were kept have none: they are listed. */
  @Prop({ type: String, enum: ['added', 'removed'] })
  state?: WatchlistEntryState;

  /**
   * When the viewer last added or removed the title (the gateway's time of the request): a change
   * made earlier than this, delivered late, loses (docs/ha.md "Writes during an outage").
   */
  @Prop({ type: Date })
  changedAt?: Date;
}

export const WatchlistEntrySchema = SchemaFactory.createForClass(WatchlistEntryDoc);
// One entry per profile and video: adding twice is an upsert.
WatchlistEntrySchema.index({ userId: 1, profileId: 1, videoId: 1 }, { unique: true });
WatchlistEntrySchema.index({ userId: 1, profileId: 1, addedAt: -1 });
