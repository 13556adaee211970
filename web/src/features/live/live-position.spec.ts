import { describe, expect, it } from 'vitest';
import { backTarget, formatBehind, formatLatency, livePosition, seekTarget } from './live-position';

describe('live position', () => {
  it('is at live within a few seconds of the edge, and behind it after a seek back', () => {
    expect(livePosition({ start: 0, end: 40 }, 38)).toMatchObject({
      atLive: true,
      behindSeconds: 2,
      windowSeconds: 40,
    });
    const back = livePosition({ start: 0, end: 40 }, 10);
    expect(back).toMatchObject({ atLive: false, behindSeconds: 30 });
    expect(back.fraction).toBeCloseTo(0.25);
  });

  it('copes with an empty window and a position past the edge', () => {
    expect(livePosition({ start: 5, end: 5 }, 5)).toMatchObject({ windowSeconds: 0, fraction: 1, atLive: true });
    expect(livePosition({ start: 0, end: 10 }, 12)).toMatchObject({ behindSeconds: 0, fraction: 1 });
  });

  it('goes back 30 s but never before the DVR window', () => {
    expect(backTarget({ start: 100, end: 200 }, 195)).toBe(165);
    expect(backTarget({ start: 100, end: 200 }, 110)).toBe(100);
  });

  it('maps a seek bar fraction into the window', () => {
    expect(seekTarget({ start: 100, end: 200 }, 0.5)).toBe(150);
    expect(seekTarget({ start: 100, end: 200 }, 2)).toBe(200);
    expect(seekTarget({ start: 100, end: 200 }, -1)).toBe(100);
  });

  it('formats latency and time behind', () => {
    expect(formatLatency(3.42)).toBe('3.4 s');
    expect(formatLatency(Number.NaN)).toBe('–');
    expect(formatLatency(null)).toBe('–');
    expect(formatBehind(42)).toBe('−0:42');
    expect(formatBehind(3725)).toBe('−1:02:05');
  });
});
