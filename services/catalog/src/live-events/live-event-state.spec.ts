import { describe, expect, it } from 'vitest';
import { connectionStartedAt, effectiveState, graceCutoff, recordingComplete } from './live-event-state';

const now = new Date('2026-11-29T12:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);

describe('effectiveState', () => {
  it('keeps scheduled and ended as stored', () => {
    expect(effectiveState({ state: 'scheduled', encoderLeftAt: null }, now, 60)).toBe('scheduled');
    expect(effectiveState({ state: 'ended', encoderLeftAt: secondsAgo(5) }, now, 60)).toBe('ended');
  });

  it('is live while the encoder publishes', () => {
    expect(effectiveState({ state: 'live', encoderLeftAt: null }, now, 60)).toBe('live');
  });

  it('stays live while a dropped encoder may reconnect', () => {
    expect(effectiveState({ state: 'live', encoderLeftAt: secondsAgo(60) }, now, 60)).toBe('live');
  });

  it('ends once the reconnect grace has passed', () => {
    expect(effectiveState({ state: 'live', encoderLeftAt: secondsAgo(61) }, now, 60)).toBe('ended');
  });
});

describe('graceCutoff', () => {
  it('is the grace before now', () => {
    expect(graceCutoff(now, 120).toISOString()).toBe('2026-11-29T11:58:00.000Z');
  });
});

describe('recordingComplete', () => {
  const connectedAt = secondsAgo(300);
  const connection = `c${connectedAt.getTime().toString(36)}`;
  const ended = {
    state: 'ended' as const,
    encoderLeftAt: secondsAgo(10),
    encoderConnectedAt: connectedAt,
    recordingConnection: connection,
    vodVideoId: null,
  };

  it('reads when a connection started from its name', () => {
    expect(connectionStartedAt(connection)?.getTime()).toBe(connectedAt.getTime());
    expect(connectionStartedAt('x12')).toBeNull();
  });

  it('is complete once the event ended and the encoder left with the last connection recorded', () => {
    expect(recordingComplete(ended, now, 60)).toBe(true);
  });

  it('waits while the encoder of an ended event still publishes', () => {
    expect(recordingComplete({ ...ended, encoderLeftAt: null }, now, 60)).toBe(false);
  });

  it('waits through the reconnect grace', () => {
    expect(recordingComplete({ ...ended, state: 'live', encoderLeftAt: secondsAgo(30) }, now, 60)).toBe(false);
    expect(recordingComplete({ ...ended, state: 'live', encoderLeftAt: secondsAgo(61) }, now, 60)).toBe(true);
  });

  it('waits for the last connection, not an earlier one', () => {
    const earlier = `c${secondsAgo(900).getTime().toString(36)}`;
    expect(recordingComplete({ ...ended, recordingConnection: earlier }, now, 60)).toBe(false);
  });

  it('is done once, and needs a recording', () => {
    expect(recordingComplete({ ...ended, vodVideoId: 'v1' }, now, 60)).toBe(false);
    expect(recordingComplete({ ...ended, recordingConnection: null }, now, 60)).toBe(false);
  });
});
