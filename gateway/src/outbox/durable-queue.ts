import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** What sending one queued entry came to. */
export type SendOutcome =
  /** Taken by its service: it leaves the queue. */
  | 'sent'
  /** Refused by its service (an answer, not an outage): it leaves the queue and is logged by the caller. */
  | 'dropped'
  /** The service still cannot be reached: the entry stays first and draining stops until the next try. */
  | 'outage';

export interface DurableQueueOptions<T> {
  /** At most this many entries wait: beyond, `accept` answers false (the caller refuses with 503). */
  maxEntries: number;
  /**
   * Entries with the same key replace each other: accepting one drops the queued one before it
   * (a newer playback position makes the older one pointless). Entries without a key never do.
   */
  supersedeKey?: (entry: T) => string | undefined;
  /**
   * How many entries `drain` sends at once (default 1: strictly in order). More is for entries whose
   * services order them themselves (the `at` of a watchlist or history change), so a long journal
   * empties in a fraction of the time after an outage.
   */
  drainConcurrency?: number;
}

/**
 * Writes accepted while their service cannot be reached, kept durably in order: each entry is
 * appended to a journal file and fsync'd before `accept` resolves (so a caller tells its client
 * "accepted" only once the entry survives a crash), and sent in the order accepted by `drain`. A sent
 * entry leaves the journal, which is rewritten to a new file, fsync'd and renamed over the old one.
 * A process restarted meanwhile reads the journal back (`load`) and carries on. An entry sent again
 * after a crash between sending and rewriting reaches its service twice, so what is queued must be
 * idempotent there (an id the service dedups on, or a write whose repeat changes nothing).
 */
export class DurableQueue<T extends { id: string }> {
  private queue: T[] = [];
  private writes: Promise<void> = Promise.resolve();
  private draining = false;
  private pendingRewrite?: Promise<void>;

  constructor(
    private readonly file: string,
    private readonly options: DurableQueueOptions<T>,
  ) {}

  get pending(): number {
    return this.queue.length;
  }

  /** The entries waiting, oldest first (a copy). */
  entries(): T[] {
    return [...this.queue];
  }

  /**
   * Reads the journal back after a restart, plus `legacyFiles` (older journals whose lines `upgrade`
   * turns into entries; they are folded into this journal and removed). Lines cut short by a crash
   * were never acknowledged and are skipped.
   */
  async load(legacy: { file: string; upgrade: (line: unknown) => T | undefined }[] = []): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    let folded = false;
    for (const { file, upgrade } of legacy) {
      const lines = await readLines(file);
      for (const line of lines) {
        const entry = upgrade(line);
        if (entry) this.keep(entry);
      }
      folded ||= lines.length > 0;
    }
    for (const line of await readLines(this.file)) this.keep(line as T);
    if (folded) await this.rewrite();
    for (const { file } of legacy) await rm(file, { force: true });
  }

  /**
   * Keeps an entry durably (appended and fsync'd); false when the queue is full. Accepting an id
   * already queued keeps the one (a retried request with the same idempotency key).
   */
  async accept(entry: T): Promise<boolean> {
    if (this.queue.some((queued) => queued.id === entry.id)) return true;
    const superseded = this.supersededBy(entry);
    if (!superseded && this.queue.length >= this.options.maxEntries) return false;
    // Queued first, so a rewrite running meanwhile keeps it (a line twice is read back once).
    this.queue = this.queue.filter((queued) => queued !== superseded);
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
      if (superseded) this.queue.unshift(superseded);
      throw err;
    }
    return true;
  }

  /**
   * Forgets the queued entry with this supersede key, if any: a newer write of the same thing went
   * straight to its service, so the older queued one must not land after it.
   */
  async forget(key: string): Promise<void> {
    const before = this.queue.length;
    this.queue = this.queue.filter((queued) => this.options.supersedeKey?.(queued) !== key);
    if (this.queue.length !== before) await this.rewrite();
  }

  /**
   * Sends the queued entries oldest first with `send`, up to `drainConcurrency` at once, until one
   * meets an outage (it stays, and no further entry is started; those under way finish); answers how
   * many left the queue. An entry leaves the queue, and the journal, only once its own send is done,
   * so a crash at any point loses none (one sent but not yet rewritten away is sent again). Calls do
   * not overlap: a call while one runs returns 0.
   */
  async drain(send: (entry: T) => Promise<SendOutcome>): Promise<number> {
    if (this.draining || this.queue.length === 0) return 0;
    this.draining = true;
    let done = 0;
    let stopped = false;
    const started = new Set<T>();
    // The oldest entry not yet started (a newer one may have been accepted or superseded meanwhile).
    const nextEntry = () => this.queue.find((queued) => !started.has(queued));
    const worker = async () => {
      try {
        for (let next = nextEntry(); next && !stopped; next = nextEntry()) {
          const entry = next;
          started.add(entry);
          if ((await send(entry)) === 'outage') {
            stopped = true;
            return;
          }
          // Compared by identity: a newer entry may have superseded this one while it was being sent.
          this.queue = this.queue.filter((queued) => queued !== entry);
          done += 1;
          await this.rewriteSoon();
        }
      } catch (err) {
        stopped = true;
        throw err;
      }
    };
    try {
      const workers = Math.max(1, Math.min(this.options.drainConcurrency ?? 1, this.queue.length));
      const results = await Promise.allSettled(Array.from({ length: workers }, worker));
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
      return done;
    } finally {
      this.draining = false;
    }
  }

  /** Waits for the journal writes under way (at shutdown). */
  settled(): Promise<void> {
    return this.writes;
  }

  private keep(entry: T): void {
    if (!entry || typeof entry.id !== 'string' || this.queue.some((queued) => queued.id === entry.id)) return;
    const superseded = this.supersededBy(entry);
    this.queue = this.queue.filter((queued) => queued !== superseded);
    this.queue.push(entry);
  }

  private supersededBy(entry: T): T | undefined {
    const key = this.options.supersedeKey?.(entry);
    return key === undefined ? undefined : this.queue.find((queued) => this.options.supersedeKey?.(queued) === key);
  }

  /**
   * A rewrite that has not begun yet, shared: entries sent at once leave the journal in one rewrite
   * (it writes the queue as it is when it begins, so every entry removed before then is gone).
   */
  private rewriteSoon(): Promise<void> {
    this.pendingRewrite ??= this.serialised(async () => {
      this.pendingRewrite = undefined;
      await this.writeJournal();
    });
    return this.pendingRewrite;
  }

  /** Writes what is left to a new file, fsync'd, and renames it over the journal. */
  private rewrite(): Promise<void> {
    return this.serialised(() => this.writeJournal());
  }

  private async writeJournal(): Promise<void> {
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
  }

  private serialised(work: () => Promise<void>): Promise<void> {
    const next = this.writes.then(work);
    this.writes = next.catch(() => undefined);
    return next;
  }
}

async function readLines(file: string): Promise<unknown[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const lines: unknown[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      lines.push(JSON.parse(line));
    } catch {
      // a line cut short by a crash while it was written was never acknowledged: skipped
    }
  }
  return lines;
}
