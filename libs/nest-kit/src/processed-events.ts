import { Injectable } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EventEnvelope } from '@streamhub/contracts';

@Schema({ collection: 'processed_events', versionKey: false })
export class ProcessedEvent {
  @Prop({ required: true, unique: true })
  eventId!: string;

  @Prop({ required: true })
  type!: string;

  @Prop({ required: true, default: () => new Date() })
  processedAt!: Date;
}
export const ProcessedEventSchema = SchemaFactory.createForClass(ProcessedEvent);

/**
 * Makes event consumers idempotent: an event id already recorded is skipped. Handlers are
 * themselves written as upserts, so a crash between the handler and the record is harmless.
 */
@Injectable()
export class ProcessedEvents {
  constructor(@InjectModel(ProcessedEvent.name) private readonly model: Model<ProcessedEvent>) {}

  /** Runs `apply` unless this event was seen before; returns whether it ran. */
  async once(event: EventEnvelope, apply: () => Promise<void>): Promise<boolean> {
    const seen = await this.model.exists({ eventId: event.id });
    if (seen) return false;
    await apply();
    try {
      await this.model.create({ eventId: event.id, type: event.type });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    return true;
  }
}

export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}

/**
 * Upserts one record of a projection keyed by `key` (a field with a unique index), unless a newer
 * event already changed it: then the filter on `lastEventAt` misses, the upsert's insert collides
 * on the unique key, and the stale event is dropped. Resolves to whether the change was applied.
 */
export async function upsertUnlessNewer<T>(
  model: Model<T>,
  key: Record<string, string>,
  fields: Record<string, unknown>,
  occurredAt: Date,
): Promise<boolean> {
  try {
    await model.updateOne(
      { ...key, lastEventAt: { $lte: occurredAt } } as never,
      { $set: { ...fields, lastEventAt: occurredAt } } as never,
      { upsert: true },
    );
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}
