import { Logger } from '@nestjs/common';
import type { Connection } from 'mongoose';
import { isDuplicateKey } from '../processed-events';

/** A reply as it went out: the produced value and whether it was a failure. */
export interface StoredReply {
  value: string;
  failed: boolean;
}

/** What a service knows about a request id when it claims it. */
export type Claim =
  /** Never seen: run it. */
  | { state: 'new' }
  /** Being handled (here or by another replica), or its replica died while handling it: do not run it again. */
  | { state: 'running' }
  /** Handled: send the same reply again, do not run it again. */
  | { state: 'done'; reply: StoredReply };

/**
 * Remembers the write requests a service has run, by correlation id, so that a request delivered
 * twice runs once. Kafka delivers at least once: when a replica dies, or loses a partition to a
 * replica that just joined, the requests fetched since the last offset commit go to the new owner.
 */
export interface RequestLedger {
  claim(id: string, pattern: string): Promise<Claim>;
  finish(id: string, reply: StoredReply): Promise<void>;
}

interface LedgerEntry {
  _id: string;
  pattern: string;
  at: Date;
  reply?: StoredReply;
}

/** How long a request id is remembered: far beyond any redelivery (offsets commit every 500 ms). */
export const LEDGER_KEEP_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** The ledger in the service's own database (collection `rpc_requests`). */
export class MongoRequestLedger implements RequestLedger {
  private readonly log = new Logger('rpc-request-ledger');
  private sweeper?: NodeJS.Timeout;

  private constructor(private readonly connection: Connection) {}

  /** Opens the ledger; entries older than `LEDGER_KEEP_MS` are removed every 10 minutes. */
  static open(connection: Connection): MongoRequestLedger {
    const ledger = new MongoRequestLedger(connection);
    ledger.sweeper = setInterval(() => void ledger.sweep(), SWEEP_EVERY_MS);
    ledger.sweeper.unref();
    return ledger;
  }

  private get entries() {
    return this.connection.collection<LedgerEntry>('rpc_requests');
  }

  async claim(id: string, pattern: string): Promise<Claim> {
    try {
      await this.entries.insertOne({ _id: id, pattern, at: new Date() });
      return { state: 'new' };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const seen = await this.entries.findOne({ _id: id });
    return seen?.reply ? { state: 'done', reply: seen.reply } : { state: 'running' };
  }

  async finish(id: string, reply: StoredReply): Promise<void> {
    await this.entries.updateOne({ _id: id }, { $set: { reply } });
  }

  /** Forgets entries older than `LEDGER_KEEP_MS`. */
  async sweep(now = Date.now()): Promise<number> {
    try {
      const { deletedCount } = await this.entries.deleteMany({ at: { $lt: new Date(now - LEDGER_KEEP_MS) } });
      return deletedCount;
    } catch (err) {
      this.log.warn(`could not sweep old request ids: ${err instanceof Error ? err.message : String(err)}`);
      return 0;
    }
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
