import { Injectable, Logger } from '@nestjs/common';
import { DeviceSessionLimits, deviceSessionsSeenKey } from '@streamhub/contracts';
import { AuthRedis } from './auth-redis';

/** Sessions noted in one replica's memory before it starts over (a bound, not a cache policy). */
const MAX_REMEMBERED = 50_000;
/** The hash outlives the longest token ("keep me signed in": 30 days) by a day. */
const SEEN_TTL_SECONDS = 31 * 24 * 3_600;

/**
 * Notes when each device session was last seen, for Profile → Devices (docs/devices.md): at most
 * once a minute per session per replica, one Redis HSET off the request path. Losing a note costs
 * nothing but a stale "last seen".
 */
@Injectable()
export class DeviceSessionsSeen {
  private readonly logger = new Logger('gateway.device-sessions');
  private readonly notedAt = new Map<string, number>();

  constructor(private readonly redis: AuthRedis) {}

  touch(userId: string, sessionId: string | undefined, now = Date.now()): void {
    if (!sessionId) return;
    const last = this.notedAt.get(sessionId);
    if (last !== undefined && now - last < DeviceSessionLimits.seenIntervalSeconds * 1_000) return;
    if (this.notedAt.size >= MAX_REMEMBERED) this.notedAt.clear();
    this.notedAt.set(sessionId, now);
    const key = deviceSessionsSeenKey(userId);
    this.redis.client
      .multi()
      .hset(key, sessionId, String(now))
      .expire(key, SEEN_TTL_SECONDS)
      .exec()
      .catch((err: unknown) => {
        this.notedAt.delete(sessionId);
        this.logger.warn(`could not note a session as seen: ${err instanceof Error ? err.message : String(err)}`);
      });
  }
}
