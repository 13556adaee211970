import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { join } from 'node:path';
import { CatalogPatterns, SupportPatterns, type Principal, type RpcRequestOf } from '@streamhub/contracts';
import { isOutage } from '../common/last-good';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { Upstream } from '../kafka/upstream';
import { DurableQueue } from './durable-queue';

/**
 * The writes that may be accepted while their service cannot be reached (docs/ha.md, "Writes during
 * an outage"): each is safe to deliver late and safe to deliver twice.
 * - a watchlist add (adding twice keeps one entry);
 * - a playback position (a newer position for the same profile and title replaces a queued one);
 * - a support query (its reference number goes out in the acknowledgement mail once it is filed).
 */
export const QUEUEABLE_WRITES = [
  CatalogPatterns.addToWatchlist,
  CatalogPatterns.recordProgress,
  SupportPatterns.submitQuery,
] as const;
export type QueueableWrite = (typeof QUEUEABLE_WRITES)[number];

/** One write accepted while its service could not be reached. */
export interface QueuedWrite<P extends QueueableWrite = QueueableWrite> {
  /** The request's idempotency key (or request id): the same write accepted twice is kept once. */
  id: string;
  acceptedAt: string;
  pattern: P;
  body: RpcRequestOf<P>;
  principal?: Principal;
}

const FILE = 'write-outbox.jsonl';
/** The journal of earlier releases, which kept watchlist adds only: read once and folded in. */
const LEGACY_WATCHLIST_FILE = 'watchlist-outbox.jsonl';
const DRAIN_INTERVAL_MS = 1_000;
/** At most this many writes wait: beyond, a write is refused (503) rather than kept without bound. */
const MAX_QUEUED = 10_000;

/** A playback position is about one profile's place in one title: a newer one replaces the queued one. */
export function progressKey(principal: Principal | undefined, videoId: string): string {
  return `progress:${principal?.userId ?? ''}:${principal?.profile?.id ?? ''}:${videoId}`;
}

function supersedeKey(entry: QueuedWrite): string | undefined {
  if (entry.pattern !== CatalogPatterns.recordProgress) return undefined;
  return progressKey(entry.principal, (entry.body as RpcRequestOf<typeof CatalogPatterns.recordProgress>).videoId);
}

/**
 * Writes accepted during an outage of the bus or of their service, kept in a journal in the
 * gateway's data dir (fsync'd before the client hears 202) and sent oldest first, up to
 * OUTBOX_DRAIN_CONCURRENCY at once, once the bus is back (polled every second). A write its service refuses by then (a title deleted
 * meanwhile) is dropped from the journal and logged. A restarted gateway reads the journal back.
 */
@Injectable()
export class WriteOutbox implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(WriteOutbox.name);
  private readonly queue: DurableQueue<QueuedWrite>;
  private readonly dataDir: string;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly upstream: Upstream,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.dataDir = config.GATEWAY_DATA_DIR;
    this.queue = new DurableQueue(join(this.dataDir, FILE), {
      maxEntries: MAX_QUEUED,
      supersedeKey,
      // Watchlist and history changes carry their `at` and catalog keeps the latest; a support
      // query is filed once per id: none needs the order the journal kept, so several go at once.
      drainConcurrency: config.OUTBOX_DRAIN_CONCURRENCY,
    });
  }

  get pending(): number {
    return this.queue.pending;
  }

  async onModuleInit(): Promise<void> {
    await this.queue.load([
      {
        file: join(this.dataDir, LEGACY_WATCHLIST_FILE),
        upgrade: (line) => {
          const add = line as { id?: unknown; acceptedAt?: unknown; principal?: Principal; videoId?: unknown };
          if (typeof add.id !== 'string' || typeof add.videoId !== 'string') return undefined;
          return {
            id: add.id,
            acceptedAt: typeof add.acceptedAt === 'string' ? add.acceptedAt : new Date().toISOString(),
            pattern: CatalogPatterns.addToWatchlist,
            body: { videoId: add.videoId },
            principal: add.principal,
          };
        },
      },
    ]);
    if (this.queue.pending > 0) this.logger.log(`${this.queue.pending} writes from before the restart to send`);
    this.timer = setInterval(() => void this.drain(), DRAIN_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.queue.settled();
  }

  /**
   * Keeps a write durably to send once its service can be reached; false when the journal is full
   * (the caller then answers the outage's 503 with Retry-After).
   */
  accept<P extends QueueableWrite>(write: Omit<QueuedWrite<P>, 'acceptedAt'>): Promise<boolean> {
    return this.queue.accept({ ...write, acceptedAt: new Date().toISOString() } as QueuedWrite);
  }

  /** A newer position went straight through: the queued older one for the same title is dropped. */
  forgetProgress(principal: Principal | undefined, videoId: string): Promise<void> {
    if (this.queue.pending === 0) return Promise.resolve();
    return this.queue.forget(progressKey(principal, videoId));
  }

  /** Sends the queued writes, several at once, while their services answer; starts no more after an outage. */
  async drain(): Promise<void> {
    if (this.queue.pending === 0 || !this.upstream.available) return;
    const sent = await this.queue
      .drain(async (write) => {
        try {
          await this.upstream.send(write.pattern, write.body as never, write.principal);
          return 'sent';
        } catch (err) {
          if (isOutage(err)) return 'outage';
          this.logger.warn(`queued ${write.pattern} ${write.id} refused by its service, dropped: ${describe(err)}`);
          return 'dropped';
        }
      })
      .catch((err: unknown) => {
        this.logger.error(`the write journal could not be rewritten: ${describe(err)}`);
        return 0;
      });
    if (sent > 0 && this.queue.pending === 0) this.logger.log(`queued writes sent (${sent})`);
  }
}

/** The id a queued write is kept under: the client's Idempotency-Key when it sent one, else the request id. */
export function queuedWriteId(userId: string | undefined, idempotencyKey: unknown, requestId: string): string {
  return typeof idempotencyKey === 'string' && idempotencyKey.length > 0 && idempotencyKey.length <= 200
    ? `${userId ?? 'guest'}:${idempotencyKey}`
    : requestId;
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  return typeof err === 'object' ? JSON.stringify(err) : String(err);
}
