import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { join } from 'node:path';
import type { PlaybackEventRecord } from '@streamhub/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { Upstream } from '../kafka/upstream';
import { DurableQueue } from '../outbox/durable-queue';
import { PlaybackEventsProducer } from './playback-events.producer';

/** One batch of checked events that could not be handed to Kafka when it came in. */
interface QueuedBatch {
  id: string;
  records: PlaybackEventRecord[];
}

const FILE = 'playback-events-outbox.jsonl';
const DRAIN_INTERVAL_MS = 1_000;
/** Batches kept at most (each up to the batch limit of events): beyond, a batch is refused with 503. */
const MAX_QUEUED_BATCHES = 20_000;

/**
 * Players' events taken while Kafka cannot be reached (docs/ha.md, "Writes during an outage"): the
 * checked records are journalled (fsync'd) before the player hears 202, and produced to
 * `playback.events` in order once the bus is back. Analytics counts an event id once, so a batch
 * produced again after a crash, or produced late by a send that timed out, is counted once.
 */
@Injectable()
export class PlaybackEventsOutbox implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PlaybackEventsOutbox.name);
  private readonly queue: DurableQueue<QueuedBatch>;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly producer: PlaybackEventsProducer,
    private readonly upstream: Upstream,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.queue = new DurableQueue(join(config.GATEWAY_DATA_DIR, FILE), { maxEntries: MAX_QUEUED_BATCHES });
  }

  get pending(): number {
    return this.queue.pending;
  }

  async onModuleInit(): Promise<void> {
    await this.queue.load();
    if (this.queue.pending > 0) this.logger.log(`${this.queue.pending} event batches from before the restart to send`);
    this.timer = setInterval(() => void this.drain(), DRAIN_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.queue.settled();
  }

  /** Keeps a batch durably; false when the journal is full. */
  accept(id: string, records: PlaybackEventRecord[]): Promise<boolean> {
    return this.queue.accept({ id, records });
  }

  async drain(): Promise<void> {
    if (this.queue.pending === 0 || !this.upstream.available) return;
    const sent = await this.queue
      .drain(async (batch) => {
        try {
          await this.producer.send(batch.records);
          return 'sent';
        } catch {
          return 'outage';
        }
      })
      .catch((err: unknown) => {
        this.logger.error(
          `the event journal could not be rewritten: ${err instanceof Error ? err.message : String(err)}`,
        );
        return 0;
      });
    if (sent > 0 && this.queue.pending === 0) this.logger.log(`queued playback events sent (${sent} batches)`);
  }
}
