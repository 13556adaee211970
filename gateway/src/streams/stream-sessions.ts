import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { STREAM_SESSION_TTL_SECONDS, type StreamSessionGrant, type StreamSessionView } from '@streamhub/contracts';
import { AuthRedis } from '../auth/auth-redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** One device's stream as Redis keeps it (times in ms since the epoch). */
export interface StoredSession {
  id: string;
  deviceId: string;
  deviceName: string;
  videoId: string;
  title: string;
  since: number;
  seenAt: number;
}

export type OpenResult = { ok: true; session: StoredSession } | { ok: false; others: StoredSession[] };

const key = (userId: string) => `streams:${userId}`;

/**
 * Opens (or renews) the device's session unless every screen is taken by other live sessions, in
 * one step, so two devices cannot both take the last screen. Sessions past their TTL are dropped.
 * Returns {1, session} or {0, other sessions…}.
 */
const OPEN = `
local now = tonumber(ARGV[1]); local ttl = tonumber(ARGV[2]); local limit = tonumber(ARGV[3])
local deviceId = ARGV[4]
local all = redis.call('HGETALL', KEYS[1])
local others = {}
local mine = nil
for i = 1, #all, 2 do
  local s = cjson.decode(all[i + 1])
  if s.seenAt + ttl <= now then
    redis.call('HDEL', KEYS[1], all[i])
  elseif s.deviceId == deviceId and mine == nil then
    mine = s
  elseif s.deviceId == deviceId then
    redis.call('HDEL', KEYS[1], all[i])
  else
    table.insert(others, all[i + 1])
  end
end
if mine == nil and #others >= limit then
  return {0, unpack(others)}
end
local s = mine
if s == nil then
  s = { id = ARGV[5], deviceId = deviceId, since = now }
elseif s.videoId ~= ARGV[7] then
  s.since = now
end
s.deviceName = ARGV[6]; s.videoId = ARGV[7]; s.title = ARGV[8]; s.seenAt = now
local encoded = cjson.encode(s)
redis.call('HSET', KEYS[1], s.id, encoded)
redis.call('PEXPIRE', KEYS[1], ttl)
return {1, encoded}
`;

/** Marks a live session seen now; 0 when it is over (stopped, or idle past the TTL). */
const BEAT = `
local raw = redis.call('HGET', KEYS[1], ARGV[1])
if not raw then return 0 end
local s = cjson.decode(raw)
local now = tonumber(ARGV[2]); local ttl = tonumber(ARGV[3])
if s.seenAt + ttl <= now then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 0
end
s.seenAt = now
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(s))
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`;

/** How long the media path trusts what it last read about a session. */
const LIVENESS_CACHE_MS = 5_000;

/**
 * Stream sessions: which devices of an account are playing now, for the plan's screen limit.
 * Kept in Redis (one hash per account, shared by every gateway replica), each session alive while
 * its device sends a heartbeat at least every STREAM_SESSION_TTL_SECONDS.
 */
@Injectable()
export class StreamSessions {
  private readonly ttlMs = STREAM_SESSION_TTL_SECONDS * 1000;
  private readonly liveness = new Map<string, { live: boolean; until: number }>();

  constructor(
    private readonly redis: AuthRedis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** What the player is told with its session: its id and how often to beat. */
  grant(session: StoredSession): StreamSessionGrant {
    return { id: session.id, heartbeatSeconds: this.config.STREAM_HEARTBEAT_SECONDS };
  }

  async open(
    userId: string,
    device: { id: string; name: string },
    video: { id: string; title: string },
    screens: number,
    now = Date.now(),
  ): Promise<OpenResult> {
    const reply = (await this.redis.client.eval(
      OPEN,
      1,
      key(userId),
      now,
      this.ttlMs,
      screens,
      device.id,
      randomBytes(12).toString('base64url'),
      device.name,
      video.id,
      video.title,
    )) as [number, ...string[]];
    const [granted, ...sessions] = reply;
    const parsed = sessions.map((raw) => JSON.parse(raw) as StoredSession);
    if (granted === 1) {
      this.liveness.delete(`${userId}:${parsed[0]!.id}`);
      return { ok: true, session: parsed[0]! };
    }
    return { ok: false, others: parsed.sort((a, b) => a.since - b.since) };
  }

  /** True when the session is still live (and now seen again); false when it is over. */
  async heartbeat(userId: string, sessionId: string, now = Date.now()): Promise<boolean> {
    const live = (await this.redis.client.eval(BEAT, 1, key(userId), sessionId, now, this.ttlMs)) === 1;
    this.liveness.set(`${userId}:${sessionId}`, { live, until: now + LIVENESS_CACHE_MS });
    return live;
  }

  /** Ends a session of the account ("Stop watching there", or the player closing); false if it was not live. */
  async stop(userId: string, sessionId: string): Promise<boolean> {
    this.liveness.delete(`${userId}:${sessionId}`);
    return (await this.redis.client.hdel(key(userId), sessionId)) === 1;
  }

  async list(userId: string, now = Date.now()): Promise<StoredSession[]> {
    const all = await this.redis.client.hvals(key(userId));
    return all
      .map((raw) => JSON.parse(raw) as StoredSession)
      .filter((s) => s.seenAt + this.ttlMs > now)
      .sort((a, b) => a.since - b.since);
  }

  /**
   * Whether the media path may still serve a session's files: read from Redis at most every few
   * seconds per session (a stopped device loses its stream within that).
   */
  async isLive(userId: string, sessionId: string, now = Date.now()): Promise<boolean> {
    const cacheKey = `${userId}:${sessionId}`;
    const known = this.liveness.get(cacheKey);
    if (known && known.until > now) return known.live;
    const raw = await this.redis.client.hget(key(userId), sessionId);
    const live = raw !== null && (JSON.parse(raw) as StoredSession).seenAt + this.ttlMs > now;
    if (this.liveness.size > 10_000) this.liveness.clear();
    this.liveness.set(cacheKey, { live, until: now + LIVENESS_CACHE_MS });
    return live;
  }
}

/** A session as the account's devices see it. */
export function sessionView(session: StoredSession, currentDeviceId?: string): StreamSessionView {
  return {
    id: session.id,
    deviceName: session.deviceName,
    videoId: session.videoId,
    title: session.title,
    since: new Date(session.since).toISOString(),
    current: session.deviceId === currentDeviceId,
  };
}
