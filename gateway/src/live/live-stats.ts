import { Injectable, Logger } from '@nestjs/common';
import { LIVE_HEALTH_TTL_SECONDS, LIVE_VIEWER_WINDOW_SECONDS, type LiveHealthReport } from '@streamhub/contracts';
import { AuthRedis } from '../auth/auth-redis';

/** A viewer's fetches of one event are written to Redis at most this often (well within the 30 s window). */
export const RECORD_EVERY_MS = 10_000;
/** The most (event, viewer) pairs remembered; past it the oldest are written again sooner, never later. */
export const MAX_RECORDED = 100_000;

const viewersKey = (eventId: string): string => `live:viewers:${eventId}`;
const healthKey = (eventId: string): string => `live:health:${eventId}`;

/** A ladder report as kept: the report and when it came. */
export interface StoredHealth extends LiveHealthReport {
  reportedAt: string;
}

/**
 * The live-control page's figures (docs/live.md, "Live control"), in Redis: who watches (a sorted set
 * per event of viewers by when their player last fetched a file of it, through the edge's check), and
 * the ladder's last report (kept LIVE_HEALTH_TTL_SECONDS). Both fail open: a Redis outage costs the
 * figures, never a viewer's playback nor the ladder's work.
 */
@Injectable()
export class LiveStats {
  private readonly logger = new Logger(LiveStats.name);

  constructor(private readonly redis: AuthRedis) {}

  /**
   * When each (event, viewer) was last written to Redis, oldest first (a Map keeps insertion order,
   * and a write moves its key to the end): at most one write per RECORD_EVERY_MS each. The window is
   * 30 s, so a viewer written 10 s ago still counts; the count does not change.
   */
  private readonly recorded = new Map<string, number>();

  /** The viewer's player fetched a file of the event now (once per playlist and segment, through the edge's check). */
  async sawViewer(eventId: string, userId: string, now = Date.now()): Promise<void> {
    const key = `${eventId}:${userId}`;
    const last = this.recorded.get(key);
    if (last !== undefined && now - last < RECORD_EVERY_MS) return;
    this.recorded.delete(key);
    this.recorded.set(key, now);
    this.forgetOld(now);
    try {
      await this.redis.client
        .multi()
        .zadd(viewersKey(eventId), now, userId)
        .zremrangebyscore(viewersKey(eventId), '-inf', now - LIVE_VIEWER_WINDOW_SECONDS * 1000)
        .expire(viewersKey(eventId), LIVE_VIEWER_WINDOW_SECONDS * 2)
        .exec();
    } catch (err) {
      // Not written: the next fetch tries again.
      this.recorded.delete(key);
      this.logger.warn(`viewer not counted: ${describe(err)}`);
    }
  }

  /** Drops the entries past their interval (they would be written anyway), and the oldest beyond the bound. */
  private forgetOld(now: number): void {
    for (const [key, at] of this.recorded) {
      if (now - at < RECORD_EVERY_MS && this.recorded.size <= MAX_RECORDED) break;
      this.recorded.delete(key);
    }
  }

  /** Viewers seen within the window; null when Redis does not answer. */
  async viewers(eventId: string, now = Date.now()): Promise<number | null> {
    try {
      return await this.redis.client.zcount(viewersKey(eventId), now - LIVE_VIEWER_WINDOW_SECONDS * 1000, '+inf');
    } catch (err) {
      this.logger.warn(`viewers not read: ${describe(err)}`);
      return null;
    }
  }

  async storeHealth(eventId: string, report: LiveHealthReport, now = Date.now()): Promise<void> {
    const stored: StoredHealth = { ...report, reportedAt: new Date(now).toISOString() };
    try {
      await this.redis.client.set(healthKey(eventId), JSON.stringify(stored), 'EX', LIVE_HEALTH_TTL_SECONDS);
    } catch (err) {
      this.logger.warn(`ladder report not kept: ${describe(err)}`);
    }
  }

  /** The ladder's last report within the TTL; null when none (or Redis does not answer). */
  async health(eventId: string): Promise<StoredHealth | null> {
    try {
      const raw = await this.redis.client.get(healthKey(eventId));
      return raw ? (JSON.parse(raw) as StoredHealth) : null;
    } catch (err) {
      this.logger.warn(`ladder report not read: ${describe(err)}`);
      return null;
    }
  }
}

const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err));
