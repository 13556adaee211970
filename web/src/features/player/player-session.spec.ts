import { describe, expect, it } from 'vitest';
import { beatOf, holdSession, nextBeat, playbackSessionHeader, releaseSession } from './player-session';

describe('the player session of a page', () => {
  it('asks for a new playback until it holds one, then renews it, and keeps the heartbeat chain', () => {
    expect(playbackSessionHeader()).toBe('new');
    holdSession('session-1', 'beat-0');
    expect(playbackSessionHeader()).toBe('session-1');
    expect(beatOf('session-1')).toBe('beat-0');
    nextBeat('session-1', 'beat-1');
    // A renewal's reply does not reset the chain the heartbeats keep.
    holdSession('session-1', 'beat-0');
    expect(beatOf('session-1')).toBe('beat-1');
    releaseSession('session-1');
    expect(playbackSessionHeader()).toBe('new');
    expect(beatOf('session-1')).toBe('');
  });
});
