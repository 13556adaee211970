import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { escapeRegex, toStoredRecord, type StoredRecord } from '@streamhub/nest-kit';
import type { FilterQuery, Model } from 'mongoose';
import type { GrievanceAction, GrievanceAdminStatus, GrievanceStatus } from '@streamhub/contracts';
import type { ReportedGrievance } from './grievance-report';
import type { TitleRating } from './grievance-rules';
import { GrievanceDoc } from './grievance.schema';

export type GrievanceRecord = StoredRecord<GrievanceDoc>;

const toRecord = toStoredRecord<GrievanceDoc>;

/** Statuses in which a decision may still be made. */
const UNDECIDED: GrievanceStatus[] = ['received', 'acknowledged', 'under_review'];

export type NewGrievance = Omit<GrievanceDoc, 'status' | 'notes'>;

@Injectable()
export class GrievancesRepository {
  constructor(@InjectModel(GrievanceDoc.name) private readonly model: Model<GrievanceDoc>) {}

  async create(fields: NewGrievance): Promise<GrievanceRecord> {
    const doc = await this.model.create({ ...fields, status: 'received', notes: [] });
    return toRecord(doc.toObject() as unknown as Record<string, unknown>)!;
  }

  /** The highest reference starting with `prefix` (references of one prefix sort by number). */
  async lastReference(prefix: string): Promise<string | undefined> {
    const doc = await this.model
      .findOne({ reference: { $gte: prefix, $lt: `${prefix}\uffff` } })
      .select('reference')
      .sort({ reference: -1 })
      .lean();
    return doc?.reference;
  }

  async findByReference(reference: string): Promise<GrievanceRecord | null> {
    return toRecord(await this.model.findOne({ reference }).lean());
  }

  async listOfUser(userId: string): Promise<GrievanceRecord[]> {
    const docs = await this.model.find({ userId }).sort({ filedAt: -1 }).limit(200).lean();
    return docs.map((doc) => toRecord(doc as Record<string, unknown>)!);
  }

  async markAcknowledged(reference: string, at: Date): Promise<GrievanceRecord | null> {
    return toRecord(
      await this.model
        .findOneAndUpdate(
          { reference, status: 'received' },
          { $set: { status: 'acknowledged', acknowledgedAt: at } },
          { new: true },
        )
        .lean(),
    );
  }

  /** The admin queue: earliest deadline first. */
  async list(options: { status?: GrievanceStatus; q?: string; skip: number; limit: number }): Promise<{
    grievances: GrievanceRecord[];
    total: number;
  }> {
    const filter: FilterQuery<GrievanceDoc> = options.status ? { status: options.status } : {};
    if (options.q) {
      const pattern = new RegExp(escapeRegex(options.q), 'i');
      filter.$or = [{ reference: pattern }, { email: pattern }];
    }
    const [docs, total] = await Promise.all([
      this.model.find(filter).sort({ dueAt: 1, _id: 1 }).skip(options.skip).limit(options.limit).lean(),
      this.model.countDocuments(filter),
    ]);
    return { grievances: docs.map((doc) => toRecord(doc as Record<string, unknown>)!), total };
  }

  async update(
    reference: string,
    change: { assignee?: string; note?: { text: string; by: string; createdAt: Date }; status?: GrievanceAdminStatus },
    at: Date,
  ): Promise<GrievanceRecord | null> {
    const set: Record<string, unknown> = {};
    if (change.assignee) set.assignee = change.assignee;
    const filter: FilterQuery<GrievanceDoc> = { reference };
    if (change.status === 'under_review') {
      set.status = 'under_review';
      filter.status = { $in: UNDECIDED };
    } else if (change.status === 'closed') {
      set.status = 'closed';
      set.closedAt = at;
    }
    const update: Record<string, unknown> = {};
    if (Object.keys(set).length) update.$set = set;
    if (change.note) update.$push = { notes: change.note };
    return toRecord(await this.model.findOneAndUpdate(filter, update, { new: true }).lean());
  }

  /** Records the decision once: only a grievance not yet decided takes it. */
  async decide(
    reference: string,
    decision: { decision: string; action: GrievanceAction; decidedAt: Date; appealUntil: Date },
    ratingChangedAt?: Date,
  ): Promise<GrievanceRecord | null> {
    return toRecord(
      await this.model
        .findOneAndUpdate(
          { reference, status: { $in: UNDECIDED } },
          {
            $set: {
              ...decision,
              status: 'decided',
              ...(ratingChangedAt ? { 'ratingChange.changedAt': ratingChangedAt } : {}),
            },
          },
          { new: true },
        )
        .lean(),
    );
  }

  /**
   * Stages the rating edit of an undecided grievance before catalog is asked: the first staging
   * keeps the title's rating before; a retry keeps that and takes the new `after`.
   */
  async stageRatingChange(
    reference: string,
    change: { titleId: string; before: TitleRating; after: TitleRating; by: string },
  ): Promise<GrievanceRecord | null> {
    const undecided = { reference, status: { $in: UNDECIDED } };
    const first = await this.model
      .findOneAndUpdate(
        { ...undecided, ratingChange: { $exists: false } },
        { $set: { ratingChange: change } },
        {
          new: true,
        },
      )
      .lean();
    if (first) return toRecord(first);
    return toRecord(
      await this.model
        .findOneAndUpdate(
          { ...undecided, 'ratingChange.titleId': change.titleId },
          { $set: { 'ratingChange.after': change.after, 'ratingChange.by': change.by } },
          { new: true },
        )
        .lean(),
    );
  }

  /** Marks an appeal once, while the window is open. */
  async appeal(reference: string, at: Date): Promise<GrievanceRecord | null> {
    return toRecord(
      await this.model
        .findOneAndUpdate(
          { reference, status: 'decided', appealUntil: { $gte: at } },
          { $set: { status: 'appealed', appealedAt: at } },
          { new: true },
        )
        .lean(),
    );
  }

  /** Every grievance filed before `end` that was still open at `start` or acted on since. */
  async forReport(start: Date, end: Date): Promise<ReportedGrievance[]> {
    const docs = await this.model
      .find(
        {
          filedAt: { $lt: end },
          $or: [{ decidedAt: { $exists: false } }, { decidedAt: { $gte: start } }, { appealedAt: { $gte: start } }],
        },
        { category: 1, filedAt: 1, dueAt: 1, decidedAt: 1, appealedAt: 1, action: 1, 'ratingChange.changedAt': 1 },
      )
      .lean();
    return docs.map((d) => ({
      category: d.category,
      filedAt: d.filedAt,
      dueAt: d.dueAt,
      ...(d.decidedAt ? { decidedAt: d.decidedAt } : {}),
      ...(d.appealedAt ? { appealedAt: d.appealedAt } : {}),
      ...(d.action ? { action: d.action } : {}),
      ...(d.ratingChange?.changedAt ? { ratingChanged: true } : {}),
    }));
  }
}
