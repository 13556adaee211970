import { RpcSendError, RpcUnavailableError } from '@streamhub/nest-kit';
import { UpstreamTimeoutError } from '../kafka/upstream-timeout.error';

export interface LastGoodOptions {
  /** The oldest copy that may still be answered with, in ms. */
  maxAgeMs: number;
  /** At most this many keys are kept; the least recently stored goes first. */
  maxEntries: number;
  now?: () => number;
}

/** A copy recalled during an outage: the value and how old it is. */
export interface Recalled<T> {
  value: T;
  ageMs: number;
}

/**
 * The last good answer per key, kept only to be answered with while its source cannot be reached
 * (stale-if-error): bounded in age and in number, never used while the source answers.
 */
export class LastGood<T> {
  private readonly entries = new Map<string, { value: T; storedAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: LastGoodOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  record(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }

  /** The copy of `key` if one is kept and not older than `maxAgeMs`. */
  recall(key: string): Recalled<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const ageMs = this.now() - entry.storedAt;
    if (ageMs > this.options.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return { value: entry.value, ageMs };
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * Whether `err` says the service could not be reached (the bus is down, the request could not be
 * sent, or no reply came in time), as opposed to an answer: only then may a last good copy stand in.
 * A service's own refusal (not found, forbidden) is an answer and is never replaced.
 */
export function isOutage(err: unknown): boolean {
  return err instanceof RpcUnavailableError || err instanceof RpcSendError || err instanceof UpstreamTimeoutError;
}

/** The headers of an answer given from a last good copy (RFC 9111 Age, RFC 7234 Warning codes). */
export function staleHeaders(ageMs: number): [string, string][] {
  return [
    ['age', String(Math.floor(ageMs / 1000))],
    ['warning', '110 - "Response is Stale", 111 - "Revalidation Failed"'],
  ];
}
