import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { CatalogPatterns, type Principal } from '@streamhub/contracts';
import { isOutage } from '../common/last-good';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { Upstream } from '../kafka/upstream';

/** One watchlist add accepted while catalog could not be reached. */
export interface QueuedAdd {
  /** The request's idempotency key (or request id): the same add accepted twice is kept once. */
  id: string;
  acceptedAt: string;
  principal: Principal;
  videoId: string;
}

const FILE = 'watchlist-outbox.jsonl';
const DRAIN_INTERVAL_MS = 1_000;
/** At most this many adds wait: beyond, an add is refused (503) rather than kept without bound. */
const MAX_QUEUED = 10_000;

/**
 * Watchlist adds accepted while the bus is down: each is appended to a journal in the gateway's
 * data dir and fsync'd before the viewer is told it was accepted (202), then sent to catalog in the
 * order accepted once the bus is back (polled every second); a sent add leaves the journal, which is
 * rewritten (to a new file, fsync'd, renamed over the old). A gateway restarted meanwhile reads the
 * journal back and sends what is left. Adding is idempotent in catalog (a video is listed once), so
 * an add sent again after a crash between sending and rewriting changes nothing; a video catalog
 * refuses by then (deleted meanwhile) is dropped from the journal and logged.
 */
@Injectable()
export class WatchlistOutbox implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(WatchlistOutbox.name);
  private readonly file: string;
  private queue: QueuedAdd[] = [];
  private writes: Promise<void> = Promise.resolve();
  private draining = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly upstream: Upstream,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.file = join(config.GATEWAY_DATA_DIR, FILE);
  }

  get pending(): number {
    return this.queue.length;
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.config.GATEWAY_DATA_DIR, { recursive: true });
    const text = await readFile(this.file, 'utf8').catch(() => '');
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as QueuedAdd;
        if (!this.queue.some((queued) => queued.id === entry.id)) this.queue.push(entry);
      } catch {
        // a line cut short by a crash while it was written was never acknowledged: skipped
      }
    }
    if (this.queue.length > 0) this.logger.log(`${this.queue.length} watchlist adds from before the restart to send`);
    this.timer = setInterval(() => void this.drain(), DRAIN_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.writes;
  }

  /**
   * Keeps an add durably (appended and fsync'd) to send once catalog can be reached; false when
   * the journal is full. Accepting the same id again keeps the one.
   */
  async accept(add: Omit<QueuedAdd, 'acceptedAt'>): Promise<boolean> {
    if (this.queue.some((queued) => queued.id === add.id)) return true;
    if (this.queue.length >= MAX_QUEUED) return false;
    const entry: QueuedAdd = { ...add, acceptedAt: new Date().toISOString() };
    // Queued first, so a rewrite running meanwhile keeps it (a line twice is read back once).
    this.queue.push(entry);
    try {
      await this.serialised(async () => {
        const handle = await open(this.file, 'a');
        try {
          await handle.write(`${JSON.stringify(entry)}\n`);
          await handle.datasync();
        } finally {
          await handle.close();
        }
      });
    } catch (err) {
      this.queue = this.queue.filter((queued) => queued !== entry);
      throw err;
    }
    return true;
  }

  /** Sends the queued adds in order while catalog answers; stops at the first outage. */
  async drain(): Promise<void> {
    if (this.draining || this.queue.length === 0 || !this.upstream.available) return;
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        const next = this.queue[0]!;
        try {
          await this.upstream.send(CatalogPatterns.addToWatchlist, { videoId: next.videoId }, next.principal);
        } catch (err) {
          if (isOutage(err)) return;
          this.logger.warn(`queued watchlist add ${next.id} refused by catalog, dropped: ${describe(err)}`);
        }
        this.queue.shift();
        await this.rewrite();
      }
      this.logger.log('queued watchlist adds sent');
    } finally {
      this.draining = false;
    }
  }

  /** Writes what is left to a new file, fsync'd, and renames it over the journal. */
  private rewrite(): Promise<void> {
    return this.serialised(async () => {
      const left = this.queue.map((entry) => `${JSON.stringify(entry)}\n`).join('');
      const temporary = `${this.file}.tmp`;
      const handle = await open(temporary, 'w');
      try {
        await handle.write(left);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(temporary, this.file);
    });
  }

  private serialised(work: () => Promise<void>): Promise<void> {
    const next = this.writes.then(work);
    this.writes = next.catch(() => undefined);
    return next;
  }
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  return typeof err === 'object' ? JSON.stringify(err) : String(err);
}
