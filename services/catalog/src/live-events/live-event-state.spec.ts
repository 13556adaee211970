import { describe, expect, it } from 'vitest';
import { effectiveState, graceCutoff } from './live-event-state';

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
