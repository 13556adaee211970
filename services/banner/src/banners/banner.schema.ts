import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { BannerStatus } from '@streamhub/contracts';

@Schema({ collection: 'banners', timestamps: true, versionKey: false })
export class BannerDoc {
  /** Object key in the banner bucket. */
  @Prop({ required: true, unique: true })
  imageKey!: string;

  /** Bytes. */
  @Prop({ required: true, min: 1 })
  imageSize!: number;

  @Prop({ required: true, min: 1 })
  width!: number;

  @Prop({ required: true, min: 1 })
  height!: number;

  @Prop({ required: true })
  mimeType!: string;

  @Prop({ default: '' })
  altText!: string;

  @Prop({ type: String, required: true, enum: ['active', 'inactive'], default: 'active' })
  status!: BannerStatus;

  /** Carousel position: banners show in ascending order (upload order). */
  @Prop({ required: true })
  order!: number;

  /** The title (video id) a click on the banner opens; absent: none. */
  @Prop()
  targetVideoId?: string;
}

export const BannerSchema = SchemaFactory.createForClass(BannerDoc);
