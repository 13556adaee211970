import { describe, expect, it } from 'vitest';
import { sessionView, tokenBindingOf, wantedSession, type StoredSession } from './stream-sessions';

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
