import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export type HistoryEntryState = 'watched' | 'removed';

/** The last position a user reached in a video; the player overwrites it every few seconds. */
@Schema({ collection: 'watch_history', versionKey: false })
export class HistoryEntryDoc {
  @Prop({ required: true })
  userId!: string;

  /** The viewer profile of the account (the account holder's own has the account's id). */
  @Prop({ required: true })
  profileId!: string;

  @Prop({ required: true })
  videoId!: string;

  @Prop({ required: true, min: 0 })
  positionSeconds!: number;

  @Prop({ required: true, min: 0 })
  durationSeconds!: number;

  @Prop({ required: true, min: 0, max: 100 })
  percent!: number;

  @Prop({ type: Date, required: true })
  watchedAt!: Date;

  /**
   * Removed from the watch history: kept, so a position reported before the removal and delivered
   * after it cannot bring it back (docs/ha.md "Order across replicas"). Absent: listed.
   */
  @Prop({ type: String, enum: ['watched', 'removed'] })
  state?: HistoryEntryState;

  /** The time of the last position or removal (entries from before removals were kept have none: `watchedAt`). */
  @Prop({ type: Date })
  changedAt?: Date;

  /** The viewer took it out of Continue watching; the next progress report brings it back. */
  @Prop({ type: Boolean, default: false })
  hiddenFromRow?: boolean;
}

export const HistoryEntrySchema = SchemaFactory.createForClass(HistoryEntryDoc);
HistoryEntrySchema.index({ userId: 1, profileId: 1, videoId: 1 }, { unique: true });
HistoryEntrySchema.index({ userId: 1, profileId: 1, watchedAt: -1 });
