import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { DEVICE_SESSION_KINDS, type DeviceSessionKind } from '@streamhub/contracts';

/**
 * One sign-in of one device (docs/devices.md): `_id` is the session id its access tokens carry
 * as `sid`. Kept until it expires; a signed-out one keeps `signedOutAt` so the gateway can go on
 * refusing its tokens until they would have expired anyway.
 */
@Schema({ collection: 'device_sessions', versionKey: false })
export class DeviceSessionDoc {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  userId!: string;

  @Prop({ type: String, required: true, enum: DEVICE_SESSION_KINDS })
  kind!: DeviceSessionKind;

  /** The device's label: its browser and system, or the name a TV gave itself. */
  @Prop({ type: String, required: true })
  name!: string;

  /** The X-Device-Id the app sent (or the gateway's stand-in): the same id the screens list uses. */
  @Prop({ type: String, default: '' })
  deviceId!: string;

  /** Coarse: the network it signed in from. */
  @Prop({ type: String, default: '' })
  place!: string;

  @Prop({ type: Date, required: true })
  signedInAt!: Date;

  /**
   * The account's token version its token carries: raising the version (a password change, "this
   * wasn't me", deactivation) ends every session below it.
   */
  @Prop({ type: Number, default: 0 })
  tokenVersion!: number;

  /** When its last token expires; the session ends then. */
  @Prop({ type: Date, required: true })
  expiresAt!: Date;

  @Prop({ type: Date, default: null })
  signedOutAt!: Date | null;
}
export const DeviceSessionSchema = SchemaFactory.createForClass(DeviceSessionDoc);
DeviceSessionSchema.index({ userId: 1, expiresAt: 1 });
