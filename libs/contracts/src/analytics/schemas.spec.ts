import { describe, expect, it } from 'vitest';
import { checkPlaybackBatch, describeRejected } from './schemas';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const event = (over: Record<string, unknown> = {}) => ({
  id: 'event-0001',
  sessionId: 'session-0001',
  videoId: 'a'.repeat(24),
  type: 'heartbeat',
  at: NOW,
  position: 10,
  duration: 100,
  watchedMs: 10_000,
  ...over,
});

describe('checkPlaybackBatch', () => {
  it('keeps valid events and names each refused one with its place, id and first problem', () => {
    const { valid, rejected } = checkPlaybackBatch(
      [
        event(),
        event({ id: 'event-0002', type: 'teleport' }),
        'not an event',
        event({ id: 'event-0004', position: -1 }),
        event({ id: 'event-0005', extra: true }),
      ],
      NOW,
    );
    expect(valid.map((e) => e.id)).toEqual(['event-0001']);
    expect(rejected).toEqual([
      { index: 1, id: 'event-0002', reason: expect.stringMatching(/^type: type must be one of start, heartbeat/) },
      { index: 2, reason: expect.any(String) },
      { index: 3, id: 'event-0004', reason: 'position: position must not be negative' },
      { index: 4, id: 'event-0005', reason: expect.stringMatching(/extra/) },
    ]);
  });

  it('asks each type for what it needs', () => {
    const { rejected } = checkPlaybackBatch(
      [
        event({ id: 'start-0001', type: 'start' }),
        event({ id: 'stall-0001', type: 'stall_end' }),
        event({ id: 'error-0001', type: 'error' }),
        event({ id: 'start-0002', type: 'start', startupMs: 300 }),
      ],
      NOW,
    );
    expect(rejected.map((r) => r.reason)).toEqual([
      'startupMs: a start event needs startupMs',
      'stallMs: a stall_end event needs stallMs',
      'error: an error event needs error',
    ]);
  });

  it('refuses times far from the server clock and unreadable ids', () => {
    const { valid, rejected } = checkPlaybackBatch(
      [
        event({ at: NOW - 8 * 86_400_000 }),
        event({ id: 'event-0002', at: NOW + 2 * 86_400_000 }),
        event({ id: 'short' }),
        event({ id: 'event-0004', videoId: 'not-a-video' }),
      ],
      NOW,
    );
    expect(valid).toEqual([]);
    expect(rejected.map((r) => [r.index, r.reason.split(':')[0]])).toEqual([
      [0, 'at'],
      [1, 'at'],
      [2, 'id'],
      [3, 'videoId'],
    ]);
  });

  it('drops a repeated id within the batch without refusing it', () => {
    const { valid, rejected } = checkPlaybackBatch([event(), event()], NOW);
    expect(valid).toHaveLength(1);
    expect(rejected).toEqual([]);
  });

  it('describes at most five refusals', () => {
    const rejected = Array.from({ length: 7 }, (_, index) => ({ index, reason: 'bad' }));
    expect(describeRejected(rejected.slice(0, 1))).toBe('#0: bad');
    expect(describeRejected([{ index: 3, id: 'abc', reason: 'type: x' }])).toBe('#3 (id abc): type: x');
    expect(describeRejected(rejected)).toMatch(/#4: bad; and 2 more$/);
  });
});
