import { describe, expect, it } from 'vitest';
import {
  LIVENESS_OUTAGE_GRACE_MS,
  sessionView,
  StreamSessions,
  tokenBindingOf,
  wantedSession,
  type StoredSession,
} from './stream-sessions';
import type { AuthRedis } from '../auth/auth-redis';
import type { GatewayConfig } from '../config';

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('stream sessions', () => {
  it('reads X-Stream-Session as a session to renew, a new playback, details only, or the default playback', () => {
    expect(wantedSession('abcdefgh12345678')).toEqual({ kind: 'renew', id: 'abcdefgh12345678' });
    expect(wantedSession('new')).toEqual({ kind: 'new' });
    expect(wantedSession('none')).toBeNull();
    expect(wantedSession(undefined)).toEqual({ kind: 'default' });
    for (const bad of ['short', 'has spaces in it!', 'x'.repeat(33), ['new', 'new']]) {
      expect(wantedSession(bad)).toEqual({ kind: 'default' });
    }
  });

  it('binds to the access token itself: another token, even of the same account, is another binding', () => {
    expect(tokenBindingOf(bearer('a.b.c'))).toBe(tokenBindingOf(bearer('a.b.c')));
    expect(tokenBindingOf(bearer('a.b.c'))).not.toBe(tokenBindingOf(bearer('a.b.d')));
    expect(tokenBindingOf(bearer('a.b.c'))).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("marks as current only the caller's own playbacks on the caller's device", () => {
    const session: StoredSession = {
      id: 's1',
      owner: 'token-1',
      beat: 'b',
      dflt: false,
      deviceId: 'device-1',
      deviceName: 'Chrome on Linux',
      videoId: 'v1',
      title: 'T',
      since: 0,
      seenAt: 0,
    };
    expect(sessionView(session, { owner: 'token-1', deviceId: 'device-1' }).current).toBe(true);
    // The same device label under another token is not the caller's playback.
    expect(sessionView(session, { owner: 'token-2', deviceId: 'device-1' }).current).toBe(false);
    expect(sessionView(session).current).toBe(false);
    expect(sessionView(session)).not.toHaveProperty('beat');
  });

  it('marks a session stale once its heartbeats stopped for longer than the limit, with its last beat', () => {
    const session: StoredSession = {
      id: 's1',
      owner: 'token-1',
      beat: 'b',
      dflt: false,
      deviceId: 'device-1',
      deviceName: 'Chrome on Linux',
      videoId: 'v1',
      title: 'T',
      since: 0,
      seenAt: 60_000,
    };
    const fresh = sessionView(session, undefined, { staleAfterMs: 15_000, now: 60_000 + 15_000 });
    expect(fresh).toMatchObject({ stale: false, lastSeen: new Date(60_000).toISOString() });
    expect(sessionView(session, undefined, { staleAfterMs: 15_000, now: 60_000 + 15_001 }).stale).toBe(true);
    // Without a limit nothing is stale.
    expect(sessionView(session, undefined, { now: 10 ** 12 }).stale).toBe(false);
  });
});

describe('the media path while Redis cannot be reached', () => {
  /** A Redis client that answers one stored session until it is "stopped", then fails every read. */
  function sessions(stored: Record<string, string>) {
    let down = false;
    const client = {
      status: 'ready',
      hget: async (_key: string, field: string) => {
        if (down) throw new Error('Connection is closed.');
        return stored[field] ?? null;
      },
      // OPEN granting the session s1 (the title page read again by the player).
      eval: async () => [1, stored.s1],
    };
    const streams = new StreamSessions(
      { client } as unknown as AuthRedis,
      {
        STREAM_HEARTBEAT_SECONDS: 5,
      } as GatewayConfig,
    );
    return { streams, stop: () => (down = true) };
  }
  const now = 1_800_000_000_000;
  const live = (videoId: string) =>
    JSON.stringify({ id: 's1', videoId, seenAt: now, since: now } satisfies Partial<StoredSession>);

  it('keeps serving a playback read as live on this title within the grace, and refuses everything else', async () => {
    const { streams, stop } = sessions({ s1: live('v1') });
    expect(await streams.isLive('u1', 's1', 'v1', now)).toBe(true);
    expect(await streams.isLive('u1', 's2', 'v1', now)).toBe(false);
    stop();
    // Past the 5 s cache, Redis is asked and fails: the known playback goes on...
    expect(await streams.isLive('u1', 's1', 'v1', now + 10_000)).toBe(true);
    // ...another title, an unknown session, a session known to be over and a stale reading do not.
    await expect(streams.isLive('u1', 's1', 'v2', now + 10_000)).rejects.toThrow();
    await expect(streams.isLive('u1', 's3', 'v1', now + 10_000)).rejects.toThrow();
    await expect(streams.isLive('u1', 's2', 'v1', now + 10_000)).rejects.toThrow();
    await expect(streams.isLive('u1', 's1', 'v1', now + LIVENESS_OUTAGE_GRACE_MS + 1)).rejects.toThrow();
  });

  it('still knows the playback after it was opened again just before Redis went away', async () => {
    const { streams, stop } = sessions({ s1: live('v1') });
    expect(await streams.isLive('u1', 's1', 'v1', now)).toBe(true);
    const opened = await streams.open(
      'u1',
      'owner',
      { kind: 'default' },
      { id: 'd', name: 'D' },
      { id: 'v1', title: 'T' },
      2,
      now + 1_000,
    );
    expect(opened.ok).toBe(true);
    stop();
    expect(await streams.isLive('u1', 's1', 'v1', now + 2_000)).toBe(true);
  });
});
