import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Schema, type Model } from 'mongoose';
import type { AnyDomainEvent, EventEnvelope } from '@streamhub/contracts';

/*
 * Transactional outbox without multi-document transactions (docs/architecture.md, Events): a state change and the
 * events it causes are written in ONE document update (the aggregate's `outbox` array), so an event
 * cannot be lost when Kafka is down at that moment. A relay publishes pending events in order and
 * then removes them from the array. Publishing is at-least-once; consumers are idempotent by id.
 */

/** Name of the array field that holds an aggregate's unpublished events. */
export const OUTBOX_FIELD = 'outbox';

/** Mongoose sub-schema for one pending event; use as `@Prop({ type: [OutboxEventSchema], default: [] })`. */
export const OutboxEventSchema = new Schema<EventEnvelope>(
  {
    id: { type: String, required: true },
    type: { type: String, required: true },
    key: { type: String, required: true },
    occurredAt: { type: String, required: true },
    payload: { type: Schema.Types.Mixed, required: true },
  },
  { _id: false, minimize: false },
);

/** Update operator that appends events to the outbox in the same write as the state change. */
export function pushToOutbox(events: readonly AnyDomainEvent[]): { $push: { outbox: { $each: AnyDomainEvent[] } } } {
  return { $push: { [OUTBOX_FIELD]: { $each: [...events] } } } as { $push: { outbox: { $each: AnyDomainEvent[] } } };
}

/** One aggregate's unpublished events, oldest first. */
export interface PendingOutbox {
  aggregateId: string;
  events: AnyDomainEvent[];
}

/** Where the relay finds pending events and records them as sent. */
export interface OutboxStore {
  pending(limit: number): Promise<PendingOutbox[]>;
  markSent(aggregateId: string, eventIds: string[]): Promise<void>;
}

interface OutboxDocument {
  _id: { toString(): string };
  /** Only ever written by `pushToOutbox`, so each is a declared event. */
  outbox?: AnyDomainEvent[];
}

/**
 * An outbox kept in the documents of one Mongoose model. `afterSent` runs once an aggregate's
 * events are out (e.g. to purge a soft-deleted document whose "deleted" event has been published).
 */
export function mongooseOutboxStore<T>(
  model: Model<T>,
  options: { afterSent?: (aggregateId: string) => Promise<void> } = {},
): OutboxStore {
  return {
    async pending(limit) {
      const docs = await model
        .find({ [`${OUTBOX_FIELD}.0`]: { $exists: true } }, { [OUTBOX_FIELD]: 1 })
        .limit(limit)
        .lean<OutboxDocument[]>();
      return docs.map((doc) => ({ aggregateId: doc._id.toString(), events: doc.outbox ?? [] }));
    },
    async markSent(aggregateId, eventIds) {
      await model.updateOne({ _id: aggregateId }, { $pull: { [OUTBOX_FIELD]: { id: { $in: eventIds } } } } as never);
      await options.afterSent?.(aggregateId);
    },
  };
}

export interface OutboxRelayOptions {
  /** Used in log lines. */
  name: string;
  store: OutboxStore;
  publish: (event: AnyDomainEvent) => Promise<void>;
  /** How often pending events are looked for, besides `kick()` after each write. */
  intervalMs?: number;
  /** Aggregates read per batch. */
  batchSize?: number;
  logger?: Pick<Logger, 'log' | 'warn'>;
}

/**
 * Publishes pending outbox events: once at start, every `intervalMs`, and right after `kick()`.
 * One run at a time; a kick during a run schedules one more run. When publishing fails (Kafka
 * down) the run stops, keeping the events and their order for the next run.
 */
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly logger: Pick<Logger, 'log' | 'warn'>;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private rerun = false;
  private started = false;
  private stopRequested = false;
  private failing = false;

  constructor(private readonly options: OutboxRelayOptions) {
    this.intervalMs = options.intervalMs ?? 5_000;
    this.batchSize = options.batchSize ?? 100;
    this.logger = options.logger ?? new Logger(`${options.name}.outbox`);
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopRequested = false;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.started = false;
    this.stopRequested = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Ask for a run soon (after a write). Never throws. */
  kick(): void {
    if (!this.started) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves when no run is in progress (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.rerun = false;
      await this.relayOnce();
    } while (this.rerun && !this.stopRequested);
  }

  /** Publishes everything pending; returns how many events went out. */
  async relayOnce(): Promise<number> {
    let published = 0;
    try {
      for (;;) {
        const batch = await this.options.store.pending(this.batchSize);
        for (const aggregate of batch) {
          const sent: string[] = [];
          try {
            for (const event of aggregate.events) {
              await this.options.publish(event);
              sent.push(event.id);
            }
          } finally {
            // Record what did go out even when a later event of the aggregate failed.
            if (sent.length > 0) await this.options.store.markSent(aggregate.aggregateId, sent);
            published += sent.length;
          }
        }
        if (batch.length < this.batchSize || this.stopRequested) break;
      }
      if (this.failing) this.logger.log(`relaying events again (${published} sent)`);
      this.failing = false;
    } catch (err) {
      if (!this.failing) {
        this.logger.warn(`events kept for a later retry: ${err instanceof Error ? err.message : String(err)}`);
      }
      this.failing = true;
    }
    return published;
  }
}
