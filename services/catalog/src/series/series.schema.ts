import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AnyDomainEvent } from '@streamhub/contracts';
import { OutboxEventSchema } from '@streamhub/nest-kit';

/** Series data shown on the watch page of an episode (trailer, poster, thumb), one per episode name. */
@Schema({ collection: 'series', timestamps: true, versionKey: false })
export class SeriesDoc {
  /** Upper-cased, like the videos' episodeName. */
  @Prop({ required: true, unique: true })
  episodeName!: string;

  @Prop({ type: String, default: null })
  seriesTrailerUrl!: string | null;

  @Prop({ type: String, default: null })
  seriesPosterUrl!: string | null;

  @Prop({ type: String, default: null })
  seriesThumbUrl!: string | null;

  @Prop({ type: [OutboxEventSchema], default: [] })
  outbox!: AnyDomainEvent[];
}

export const SeriesSchema = SchemaFactory.createForClass(SeriesDoc);
SeriesSchema.index({ 'outbox.id': 1 }, { sparse: true });
