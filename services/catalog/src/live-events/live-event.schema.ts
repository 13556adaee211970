import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { AGE_RATINGS, LIVE_ACCESS_KINDS, type AgeRating, type LiveAccessKind } from '@streamhub/contracts';

/** Stored states; "ended by a lapsed reconnect grace" is read from `encoderLeftAt` (live-event-state.ts). */
export type StoredLiveState = 'scheduled' | 'live' | 'ended';

@Schema({ collection: 'live_events', timestamps: true, versionKey: false })
export class LiveEventDoc {
  @Prop({ type: String, required: true, trim: true })
  title!: string;

  @Prop({ type: String, default: null })
  posterUrl!: string | null;

  @Prop({ type: Date, required: true, index: true })
  startAt!: Date;

  @Prop({ type: Number, required: true })
  expectedDurationMinutes!: number;

  @Prop({ type: String, required: true, enum: AGE_RATINGS })
  ageRating!: AgeRating;

  @Prop({ type: String, required: true, enum: LIVE_ACCESS_KINDS })
  access!: LiveAccessKind;

  @Prop({ type: Number, default: null })
  pricePaise!: number | null;

  /** Secret; unique so a publish names exactly one event. Never leaves the admin replies. */
  @Prop({ type: String, required: true, unique: true })
  streamKey!: string;

  @Prop({ type: String, required: true, enum: ['scheduled', 'live', 'ended'], default: 'scheduled' })
  state!: StoredLiveState;

  /** When the current (or last) encoder connected; null before the first publish. */
  @Prop({ type: Date, default: null })
  encoderConnectedAt!: Date | null;

  /** When the encoder left; null while it publishes. The event ends when this is older than the grace. */
  @Prop({ type: Date, default: null })
  encoderLeftAt!: Date | null;

  /** When an admin ended the event (stored state `ended`); null otherwise. */
  @Prop({ type: Date, default: null })
  endedAt!: Date | null;

  /** The latest stored recording (docs/live.md, "Live to VOD"): its object key and encoder connection. */
  @Prop({ type: String, default: null })
  recordingKey!: string | null;

  @Prop({ type: String, default: null })
  recordingConnection!: string | null;

  /** The title made from the recording once the event ended; null before. */
  @Prop({ type: String, default: null, index: true })
  vodVideoId!: string | null;

  createdAt!: Date;
}

export const LiveEventDocSchema = SchemaFactory.createForClass(LiveEventDoc);
