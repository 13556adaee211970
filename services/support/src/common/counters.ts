import { Injectable } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Model } from 'mongoose';

/** One counter per name (`GRV-2026`, `SQ-2026`): the numbers of references. */
@Schema({ collection: 'support_counters', versionKey: false })
export class CounterDoc {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, default: 0 })
  seq!: number;
}

export const CounterSchema = SchemaFactory.createForClass(CounterDoc);

const DUPLICATE_KEY = 11000;

@Injectable()
export class CountersRepository {
  constructor(@InjectModel(CounterDoc.name) private readonly model: Model<CounterDoc>) {}

  /** Raises `counter` to at least `value` (a counter behind the stored references catches up). */
  async raiseTo(counter: string, value: number): Promise<void> {
    await this.model.updateOne({ _id: counter }, { $max: { seq: value } }, { upsert: true });
  }

  /** The next number of `counter`: one atomic increment; the first use creates the counter. */
  async next(counter: string): Promise<number> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const doc = await this.model
          .findOneAndUpdate({ _id: counter }, { $inc: { seq: 1 } }, { new: true, upsert: true })
          .lean();
        return doc!.seq;
      } catch (err) {
        // Two first uses may both try to create the counter; the loser increments it.
        if ((err as { code?: number }).code !== DUPLICATE_KEY || attempt >= 2) throw err;
      }
    }
  }
}

export const isDuplicateKey = (err: unknown): boolean => (err as { code?: number }).code === DUPLICATE_KEY;

/** The highest number among references `PREFIX-<6 digits>` (0 when none). */
export const numberOf = (reference: string | undefined): number => Number(reference?.slice(-6) ?? 0) || 0;
