import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { DRM_TRACK_TYPES, type DrmTrackType } from '@streamhub/contracts';

/** One content key, only ever stored wrapped by the key-encryption key (docs/drm.md). */
@Schema({ _id: false, versionKey: false })
export class WrappedKeyDoc {
  @Prop({ type: String, required: true, enum: DRM_TRACK_TYPES })
  track!: DrmTrackType;

  @Prop({ required: true })
  kid!: string;

  /** `<kek id>:<base64 of iv, tag, ciphertext>`. */
  @Prop({ required: true })
  wrapped!: string;
}
const WrappedKeySchema = SchemaFactory.createForClass(WrappedKeyDoc);

/** A protected title's content keys: one document per title, made once (unique videoId). */
@Schema({ collection: 'content_keys', timestamps: true, versionKey: false })
export class ContentKeysDoc {
  @Prop({ required: true, unique: true })
  videoId!: string;

  @Prop({ type: [WrappedKeySchema], required: true })
  keys!: WrappedKeyDoc[];
}

export const ContentKeysSchema = SchemaFactory.createForClass(ContentKeysDoc);
