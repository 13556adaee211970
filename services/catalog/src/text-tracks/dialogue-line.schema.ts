import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One cue of a subtitle track, kept for search by dialogue. */
@Schema({ collection: 'dialogue_lines', versionKey: false })
export class DialogueLineDoc {
  @Prop({ type: String, required: true })
  videoId!: string;

  @Prop({ type: String, required: true })
  lang!: string;

  @Prop({ type: String, required: true })
  kind!: string;

  @Prop({ type: Number, required: true })
  startSeconds!: number;

  @Prop({ type: Number, required: true })
  endSeconds!: number;

  /** As said (markup dropped). */
  @Prop({ type: String, required: true })
  text!: string;

  /** Upper-cased, for a case-insensitive regex without the `i` flag (as the title search). */
  @Prop({ type: String, required: true })
  norm!: string;
}

export const DialogueLineSchema = SchemaFactory.createForClass(DialogueLineDoc);
DialogueLineSchema.index({ videoId: 1, lang: 1, kind: 1, startSeconds: 1 });
