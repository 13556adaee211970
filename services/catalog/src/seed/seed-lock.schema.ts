import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Claimed by the one replica that seeds; expires so a crash mid-seed cannot block seeding forever. */
@Schema({ collection: 'seed_locks', versionKey: false })
export class SeedLockDoc {
  @Prop({ required: true, unique: true })
  name!: string;

  @Prop({ type: Date, required: true, expires: 600 })
  claimedAt!: Date;
}

export const SeedLockSchema = SchemaFactory.createForClass(SeedLockDoc);
