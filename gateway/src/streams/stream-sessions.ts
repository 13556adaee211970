import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  NEW_STREAM_SESSION,
  NO_STREAM_SESSION,
  STREAM_SESSION_ID_PATTERN,
  STREAM_SESSION_TTL_SECONDS,
  type StreamSessionGrant,
  type StreamSessionView,
} from '@streamhub/contracts';
import { AuthRedis } from '../auth/auth-redis';
import { bearerToken } from '../auth/request-credentials';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** One playback as Redis keeps it (times in ms since the epoch). */
export interface StoredSession {
  id: string;
  /** The access token that opened it (see tokenBindingOf): only it renews or heartbeats the session. */
  owner: string;
  /** What the next heartbeat must send; each heartbeat replaces it. */
  beat: string;
  /** Opened without naming a playback (X-Stream-Session): the token's one default player. */
  dflt: boolean;
  /** The device's label (X-Device-Id): shown in the device list, decides nothing. */
  deviceId: string;
  deviceName: string;
  videoId: string;
  title: string;
  since: number;
  seenAt: number;
}

/** Which playback a request asks for: the token's default one, a new one, or one it holds. */
export type WantedSession = { kind: 'default' } | { kind: 'new' } | { kind: 'renew'; id: string };

export type OpenResult = { ok: true; session: StoredSession } | { ok: false; others: StoredSession[] };

/** A heartbeat's outcome: the next beat, over (stopped or idle), or ended now for a beat sent twice. */
export type BeatResult = { live: true; beat: string } | { live: false; reason: 'over' | 'elsewhere' };

const key = (userId: string) => `streams:${userId}`;
const newId = () => randomBytes(12).toString('base64url');
const newBeat = () => randomBytes(18).toString('base64url');

/**
 * The access token a request runs under, as sessions are bound to it: a hash of the bearer token
 * (another sign-in of the account, or a token re-issued after a password change, is another one).
 */
export function tokenBindingOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  return createHash('sha256')
    .update(bearerToken(request.headers.authorization) ?? '')
    .digest('base64url')
    .slice(0, 22);
}

/** What the X-Stream-Session header asks for (anything malformed: the default playback); null: no playback. */
export function wantedSession(header: string | string[] | undefined): WantedSession | null {
  if (header === NO_STREAM_SESSION) return null;
  if (header === NEW_STREAM_SESSION) return { kind: 'new' };
  if (typeof header === 'string' && STREAM_SESSION_ID_PATTERN.test(header)) return { kind: 'renew', id: header };
  return { kind: 'default' };
}

/**
 * Renews the playback the caller asked for (its own live session, or its token's default one) or
 * opens a new one unless every screen is taken by other live sessions, in one step, so two players
 * cannot both take the last screen. Device ids play no part. Sessions past their TTL are dropped.
 * Returns {1, session} or {0, other sessions…}.
 */
const OPEN = `
local now = tonumber(ARGV[1]); local ttl = tonumber(ARGV[2]); local limit = tonumber(ARGV[3])
local owner = ARGV[4]; local kind = ARGV[5]; local wanted = ARGV[6]
local all = redis.call('HGETALL', KEYS[1])
local others = {}
local mine = nil
for i = 1, #all, 2 do
  local s = cjson.decode(all[i + 1])
  if s.seenAt + ttl <= now then
    redis.call('HDEL', KEYS[1], all[i])
  elseif mine == nil and s.owner == owner and
      ((kind == 'renew' and s.id == wanted) or (kind == 'default' and s.dflt == true)) then
    mine = s
  else
    table.insert(others, all[i + 1])
  end
end
if mine == nil and #others >= limit then
  return {0, unpack(others)}
end
local s = mine
if s == nil then
  s = { id = ARGV[7], owner = owner, beat = ARGV[8], dflt = (kind == 'default'), since = now }
elseif s.videoId ~= ARGV[11] then
  s.since = now
end
s.deviceId = ARGV[9]; s.deviceName = ARGV[10]; s.videoId = ARGV[11]; s.title = ARGV[12]; s.seenAt = now
local encoded = cjson.encode(s)
redis.call('HSET', KEYS[1], s.id, encoded)
redis.call('PEXPIRE', KEYS[1], ttl)
return {1, encoded}
`;

/**
 * Marks a live session seen now and gives it its next beat: 1 then. 0 when it is over (stopped, or
 * idle past the TTL). -1 when the beat is not the one the session expects, or the token is not
 * the one that opened it: a second player is beating for it, so it ends at once.
 */
const BEAT = `
local raw = redis.call('HGET', KEYS[1], ARGV[1])
if not raw then return 0 end
local s = cjson.decode(raw)
local now = tonumber(ARGV[2]); local ttl = tonumber(ARGV[3])
if s.seenAt + ttl <= now then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 0
end
if s.owner ~= ARGV[4] or s.beat ~= ARGV[5] then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return -1
end
s.beat = ARGV[6]; s.seenAt = now
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(s))
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`;

/** How long the media path trusts what it last read about a session. */
const LIVENESS_CACHE_MS = 5_000;
/**
 * While Redis cannot be reached, a playback that was live on its title when last read within this
 * keeps its stream (docs/ha.md "When Kafka or Redis is down"); anything else is refused as before.
 */
export const LIVENESS_OUTAGE_GRACE_MS = 120_000;

/**
 * Stream sessions: which playbacks of an account are running now, for the plan's screen limit.
 * Kept in Redis (one hash per account, shared by every gateway replica), each session alive while
 * its player sends a heartbeat at least every STREAM_SESSION_TTL_SECONDS.
 */
@Injectable()
export class StreamSessions {
  private readonly ttlMs = STREAM_SESSION_TTL_SECONDS * 1000;
  /** Per account and session: the title it plays while live (null: over), and until when that is trusted. */
  private readonly liveness = new Map<string, { videoId: string | null; until: number; readAt?: number }>();

  constructor(
    private readonly redis: AuthRedis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** A session that missed two heartbeats (and a little slack) is stale: its player has most likely gone. */
  get staleAfterMs(): number {
    return (2 * this.config.STREAM_HEARTBEAT_SECONDS + 5) * 1000;
  }

  /** What the player is told with its session: its id, how often to beat, and the first beat. */
  grant(session: StoredSession): StreamSessionGrant {
    return { id: session.id, heartbeatSeconds: this.config.STREAM_HEARTBEAT_SECONDS, beat: session.beat };
  }

  async open(
    userId: string,
    owner: string,
    wanted: WantedSession,
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
      owner,
      wanted.kind,
      wanted.kind === 'renew' ? wanted.id : '',
      newId(),
      newBeat(),
      device.id,
      device.name,
      video.id,
      video.title,
    )) as [number, ...string[]];
    const [granted, ...sessions] = reply;
    const parsed = sessions.map((raw) => JSON.parse(raw) as StoredSession);
    if (granted === 1) {
      // Read from Redis again next time; what it plays now is known should Redis go away meanwhile.
      this.liveness.set(`${userId}:${parsed[0]!.id}`, { videoId: video.id, until: now, readAt: now });
      return { ok: true, session: parsed[0]! };
    }
    return { ok: false, others: parsed.sort((a, b) => a.since - b.since) };
  }

  /** A heartbeat of the token `owner` with the beat it was last given (see BEAT). */
  async heartbeat(
    userId: string,
    owner: string,
    sessionId: string,
    beat: string,
    now = Date.now(),
  ): Promise<BeatResult> {
    const next = newBeat();
    const result = (await this.redis.client.eval(
      BEAT,
      1,
      key(userId),
      sessionId,
      now,
      this.ttlMs,
      owner,
      beat,
      next,
    )) as number;
    if (result !== 1) {
      this.liveness.set(`${userId}:${sessionId}`, { videoId: null, until: now + LIVENESS_CACHE_MS });
      return { live: false, reason: result === -1 ? 'elsewhere' : 'over' };
    }
    const known = this.liveness.get(`${userId}:${sessionId}`);
    if (known?.videoId)
      this.liveness.set(`${userId}:${sessionId}`, { videoId: known.videoId, until: now, readAt: now });
    else this.liveness.delete(`${userId}:${sessionId}`);
    return { live: true, beat: next };
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
   * Whether the media path may still serve a session's files of `videoId`: the session is live and
   * plays that title (a session that moved on to another title no longer opens the old one). Read
   * from Redis at most every few seconds per session (a stopped player loses its stream within that).
   */
  async isLive(userId: string, sessionId: string, videoId: string, now = Date.now()): Promise<boolean> {
    const cacheKey = `${userId}:${sessionId}`;
    const known = this.liveness.get(cacheKey);
    if (known && known.until > now) return known.videoId === videoId;
    // Redis is gone: the viewer who was watching this title a moment ago keeps watching it.
    const wasPlaying =
      known?.videoId === videoId && known.readAt !== undefined && now - known.readAt <= LIVENESS_OUTAGE_GRACE_MS;
    // Known to be away (not connected): no command is tried, so the segment does not wait for its timeout.
    if (wasPlaying && this.redis.client.status !== 'ready') return true;
    let raw: string | null;
    try {
      raw = await this.redis.client.hget(key(userId), sessionId);
    } catch (error) {
      if (wasPlaying) return true;
      throw error;
    }
    const session = raw === null ? null : (JSON.parse(raw) as StoredSession);
    const playing = session && session.seenAt + this.ttlMs > now ? session.videoId : null;
    if (this.liveness.size > 10_000) this.liveness.clear();
    this.liveness.set(cacheKey, { videoId: playing, until: now + LIVENESS_CACHE_MS, readAt: now });
    return playing === videoId;
  }
}

/**
 * A session as the account's devices see it; `current` marks the caller's own playbacks on this
 * device, `stale` one whose heartbeats stopped more than `staleAfterMs` ago.
 */
export function sessionView(
  session: StoredSession,
  caller?: { owner: string; deviceId: string },
  { staleAfterMs = Number.POSITIVE_INFINITY, now = Date.now() }: { staleAfterMs?: number; now?: number } = {},
): StreamSessionView {
  return {
    id: session.id,
    deviceName: session.deviceName,
    videoId: session.videoId,
    title: session.title,
    since: new Date(session.since).toISOString(),
    current: caller !== undefined && session.owner === caller.owner && session.deviceId === caller.deviceId,
    lastSeen: new Date(session.seenAt).toISOString(),
    stale: now - session.seenAt > staleAfterMs,
  };
}
