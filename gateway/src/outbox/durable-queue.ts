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
   * Sends the queued entries in order with `send` until one meets an outage (it stays first);
   * answers how many left the queue. Calls do not overlap: a call while one runs returns 0.
   */
  async drain(send: (entry: T) => Promise<SendOutcome>): Promise<number> {
    if (this.draining || this.queue.length === 0) return 0;
    this.draining = true;
    let done = 0;
    try {
      while (this.queue.length > 0) {
        const next = this.queue[0]!;
        if ((await send(next)) === 'outage') break;
        // Compared by identity: a newer entry may have superseded `next` while it was being sent.
        this.queue = this.queue.filter((queued) => queued !== next);
        done += 1;
        await this.rewrite();
      }
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
