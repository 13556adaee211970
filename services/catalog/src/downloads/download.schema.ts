import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { DOWNLOAD_QUALITIES, type DownloadQuality } from '@streamhub/contracts';

/** One download licence: a title kept on one device at one quality (docs/offline.md). */
@Schema({ _id: false, versionKey: false })
export class DownloadItemDoc {
  @Prop({ required: true })
  id!: string;

  @Prop({ required: true })
  videoId!: string;

  @Prop({ required: true })
  title!: string;

  @Prop({ type: String, required: true, enum: DOWNLOAD_QUALITIES })
  quality!: DownloadQuality;

  @Prop({ required: true })
  height!: number;

  @Prop({ required: true })
  deviceId!: string;

  @Prop({ required: true })
  deviceName!: string;

  /** The device session (sign-in) it was granted to; its sign-out revokes the licence. */
  @Prop({ type: String, default: null })
  sessionId!: string | null;

  @Prop({ type: String, default: null })
  profileId!: string | null;

  @Prop({ type: Date, required: true })
  issuedAt!: Date;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;

  @Prop({ type: Date, default: null })
  firstPlayedAt!: Date | null;
}
const DownloadItemSchema = SchemaFactory.createForClass(DownloadItemDoc);

/**
 * An account's download licences in one document (`_id` = the user id), so the plan's allowance is
 * checked and taken in one atomic conditional update: every write names the `version` it read.
 */
@Schema({ collection: 'downloads', versionKey: false })
export class DownloadAccountDoc {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [DownloadItemSchema], default: [] })
  items!: DownloadItemDoc[];

  @Prop({ type: Number, required: true })
  version!: number;
}

export const DownloadAccountSchema = SchemaFactory.createForClass(DownloadAccountDoc);
