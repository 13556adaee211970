import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { EventEnvelope } from '@streamhub/contracts';
import { EventPublisher } from '@streamhub/nest-kit';
import { SeriesDoc } from '../series/series.schema';
import { VideoDoc } from '../videos/video.schema';
import type { OutboxEntry } from './outbox-entry.schema';

export type OutboxCollection = 'videos' | 'series';

const SWEEP_INTERVAL_MS = 5_000;
const SWEEP_BATCH = 100;

interface OutboxHolder {
  _id: Types.ObjectId;
  outbox?: OutboxEntry[];
  deleted?: boolean;
}

/**
 * Relays the events that catalog writes into the changed document itself (an outbox per
 * document: no multi-document transactions on this Mongo). A write is followed by `flush` of its
 * document; a sweep every few seconds retries whatever Kafka refused, so no change event is lost.
 * Delivery is at-least-once: consumers are idempotent by event id.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private sweeping = false;

  constructor(
    private readonly publisher: EventPublisher,
    @InjectModel(VideoDoc.name) private readonly videos: Model<VideoDoc>,
    @InjectModel(SeriesDoc.name) private readonly series: Model<SeriesDoc>,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Publishes the pending events of one document now; failures are left for the sweep. */
  async flush(collection: OutboxCollection, id: string): Promise<void> {
    try {
      const model = this.model(collection);
      const doc = await model.findById(new Types.ObjectId(id), { outbox: 1, deleted: 1 }).lean<OutboxHolder>();
      if (doc) await this.relay(model, doc);
    } catch (err) {
      this.logger.warn(
        `outbox flush of ${collection}/${id} deferred: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const collection of ['videos', 'series'] as const) {
        const model = this.model(collection);
        const pending = await model
          .find({ 'outbox.id': { $exists: true } }, { outbox: 1, deleted: 1 })
          .limit(SWEEP_BATCH)
          .lean<OutboxHolder[]>();
        for (const doc of pending) await this.relay(model, doc);
        // A crash between the last publish and the removal leaves a deleted document behind.
        await model.deleteMany({ deleted: true, outbox: { $size: 0 } });
      }
    } catch (err) {
      this.logger.warn(`outbox sweep failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.sweeping = false;
    }
  }

  private async relay(model: Model<OutboxHolder>, doc: OutboxHolder): Promise<void> {
    for (const entry of doc.outbox ?? []) {
      const event: EventEnvelope = {
        id: entry.id,
        type: entry.type,
        key: entry.key,
        occurredAt: entry.occurredAt,
        payload: entry.payload,
      };
      await this.publisher.publish(event);
      await model.updateOne({ _id: doc._id }, { $pull: { outbox: { id: entry.id } } });
    }
    if (doc.deleted) await model.deleteOne({ _id: doc._id, deleted: true, outbox: { $size: 0 } });
  }

  /** Both collections hold `outbox` (and videos `deleted`); the relay only touches those fields. */
  private model(collection: OutboxCollection): Model<OutboxHolder> {
    return (collection === 'videos' ? this.videos : this.series) as unknown as Model<OutboxHolder>;
  }
}
