import { Injectable, Logger } from '@nestjs/common';
import { LIVE_HEALTH_TTL_SECONDS, LIVE_VIEWER_WINDOW_SECONDS, type LiveHealthReport } from '@streamhub/contracts';
import { AuthRedis } from '../auth/auth-redis';

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

  /** The viewer's player fetched a file of the event now. */
  async sawViewer(eventId: string, userId: string, now = Date.now()): Promise<void> {
    try {
      await this.redis.client
        .multi()
        .zadd(viewersKey(eventId), now, userId)
        .zremrangebyscore(viewersKey(eventId), '-inf', now - LIVE_VIEWER_WINDOW_SECONDS * 1000)
        .expire(viewersKey(eventId), LIVE_VIEWER_WINDOW_SECONDS * 2)
        .exec();
    } catch (err) {
      this.logger.warn(`viewer not counted: ${describe(err)}`);
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
