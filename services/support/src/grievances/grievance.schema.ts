import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  GRIEVANCE_ACTIONS,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_STATUSES,
  type GrievanceAction,
  type GrievanceCategory,
  type GrievanceStatus,
} from '@streamhub/contracts';

@Schema({ _id: false, versionKey: false })
export class GrievanceNoteDoc {
  @Prop({ required: true })
  text!: string;

  /** The admin's e-mail address. */
  @Prop({ required: true })
  by!: string;

  @Prop({ required: true })
  createdAt!: Date;
}

const GrievanceNoteSchema = SchemaFactory.createForClass(GrievanceNoteDoc);

@Schema({ _id: false, versionKey: false })
export class TitleRatingDoc {
  @Prop({ required: true })
  ageRating!: string;

  @Prop({ type: [String], default: [] })
  contentDescriptors!: string[];
}

const TitleRatingSchema = SchemaFactory.createForClass(TitleRatingDoc);

/**
 * The rating edit a decision made: `before` is read from catalog when the change is first staged
 * (kept on a retry), `changedAt` is set once catalog has taken `after`.
 */
@Schema({ _id: false, versionKey: false })
export class GrievanceRatingChangeDoc {
  @Prop({ required: true })
  titleId!: string;

  @Prop({ type: TitleRatingSchema, required: true })
  before!: TitleRatingDoc;

  @Prop({ type: TitleRatingSchema, required: true })
  after!: TitleRatingDoc;

  /** The admin's e-mail address. */
  @Prop({ required: true })
  by!: string;

  @Prop()
  changedAt?: Date;
}

const GrievanceRatingChangeSchema = SchemaFactory.createForClass(GrievanceRatingChangeDoc);

@Schema({ collection: 'grievances', timestamps: true, versionKey: false })
export class GrievanceDoc {
  /** `GRV-<year>-<6 digits>`, unique. */
  @Prop({ required: true })
  reference!: string;

  @Prop({ type: String, required: true, enum: GRIEVANCE_CATEGORIES })
  category!: GrievanceCategory;

  /** The complainant's account when filed signed in. */
  @Prop()
  userId?: string;

  @Prop({ required: true })
  email!: string;

  /** Lower-cased, for a guest's look-up by reference and address. */
  @Prop({ required: true })
  emailKey!: string;

  @Prop()
  name?: string;

  @Prop()
  titleId?: string;

  @Prop()
  titleName?: string;

  @Prop({ required: true })
  text!: string;

  @Prop({ type: String, required: true, enum: GRIEVANCE_STATUSES })
  status!: GrievanceStatus;

  @Prop({ required: true })
  filedAt!: Date;

  @Prop({ required: true })
  dueAt!: Date;

  @Prop()
  acknowledgedAt?: Date;

  @Prop()
  assignee?: string;

  @Prop({ type: [GrievanceNoteSchema], default: [] })
  notes!: GrievanceNoteDoc[];

  @Prop()
  decision?: string;

  @Prop({ type: String, enum: GRIEVANCE_ACTIONS })
  action?: GrievanceAction;

  @Prop()
  decidedAt?: Date;

  @Prop({ type: GrievanceRatingChangeSchema })
  ratingChange?: GrievanceRatingChangeDoc;

  @Prop()
  appealUntil?: Date;

  @Prop()
  appealedAt?: Date;

  @Prop()
  closedAt?: Date;
}

export const GrievanceSchema = SchemaFactory.createForClass(GrievanceDoc);
GrievanceSchema.index({ reference: 1 }, { unique: true });
GrievanceSchema.index({ userId: 1, filedAt: -1 });
GrievanceSchema.index({ dueAt: 1 });
GrievanceSchema.index({ filedAt: 1 });
GrievanceSchema.index({ decidedAt: 1 });
