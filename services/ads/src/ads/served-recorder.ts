import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { AdsRepository } from './ads.repository';
import { DeliveryCounters } from './delivery-counters';

/** How often the ads served are written onto the campaigns. */
const FLUSH_MS = 1_000;

/** The Redis key of a campaign's ads served (its budget is spent against it, delivery-counters.ts). */
export const servedKey = (campaignId: string): string => `served:${campaignId}`;

/**
 * Budgets are spent in Redis, as the decision places ads (docs/ads.md "Decision path"); the count
 * is copied onto the campaign in Mongo about once a second for the campaigns this replica placed
 * ads of (and at shutdown), as `$max`, so the stored figure only grows and no replica's late write
 * lowers it. Reports read Redis first, so they never wait for the copy.
 */
@Injectable()
export class ServedRecorder implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ServedRecorder.name);
  private pending = new Set<string>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  constructor(
    private readonly repository: AdsRepository,
    private readonly counters: DeliveryCounters,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  /** Campaigns whose ads served changed. */
  touched(ids: Iterable<string>): void {
    for (const id of ids) this.pending.add(id);
  }

  /** The ads served of each campaign: Redis's count where it has one, else `stored`. */
  async servedOf(campaigns: readonly { _id: string; impressions?: number | null }[]): Promise<Map<string, number>> {
    const counted = await this.counters.read(campaigns.map((c) => servedKey(c._id)));
    return new Map(campaigns.map((c, i) => [c._id, Math.max(counted[i] ?? 0, c.impressions ?? 0)]));
  }

  /** Writes the pending counts; one flush at a time. */
  flush(): Promise<void> {
    if (this.flushing || this.pending.size === 0) return this.flushing ?? Promise.resolve();
    const ids = [...this.pending];
    this.pending = new Set();
    this.flushing = (async () => {
      const counted = await this.counters.read(ids.map(servedKey));
      await Promise.all(
        ids.map((id, i) => (counted[i] === null ? undefined : this.repository.recordServed(id, counted[i]!))),
      );
    })()
      .catch((err: unknown) => {
        // Kept for the next round: the count stays in Redis meanwhile.
        this.touched(ids);
        this.logger.warn(`ads served not written yet: ${err instanceof Error ? err.message : String(err)}`);
      })
      .finally(() => {
        this.flushing = undefined;
      });
    return this.flushing;
  }
}
