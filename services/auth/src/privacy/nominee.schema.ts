import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The person an account holder nominated to exercise their rights (docs/privacy.md); one per account. */
@Schema({ collection: 'nominees', versionKey: false })
export class NomineeDoc {
  @Prop({ type: String, required: true, unique: true })
  userId!: string;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, required: true })
  email!: string;

  @Prop({ type: Date, required: true })
  nominatedAt!: Date;
}
export const NomineeSchema = SchemaFactory.createForClass(NomineeDoc);
