import { describe, expect, it } from 'vitest';
import {
  averageKbps,
  dayNumber,
  dayString,
  fillDays,
  rangeBounds,
  ratio,
  rebufferingRatio,
  retentionCurve,
} from './rollup-math';

describe('analytics rollup maths', () => {
  it('turns dates into UTC day numbers and back', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayString(dayNumber('2026-03-01'))).toBe('2026-03-01');
  });

  it('bounds a range of whole days, end exclusive', () => {
    const bounds = rangeBounds({ from: '2026-01-01', to: '2026-01-02' });
    expect(bounds).toEqual({
      firstDay: dayNumber('2026-01-01'),
      lastDay: dayNumber('2026-01-02'),
      fromMs: Date.parse('2026-01-01T00:00:00Z'),
      toMs: Date.parse('2026-01-03T00:00:00Z'),
    });
  });

  it('refuses a range that runs backwards or is longer than a year and a day', () => {
    expect(rangeBounds({ from: '2026-01-02', to: '2026-01-01' })).toEqual({ error: 'from must not be after to' });
    expect(rangeBounds({ from: '2025-01-01', to: '2026-01-02' })).toHaveProperty('error');
  });

  it('fills days without a row', () => {
    const bounds = rangeBounds({ from: '2026-01-01', to: '2026-01-03' });
    if ('error' in bounds) throw new Error(bounds.error);
    const rows = new Map([[dayNumber('2026-01-02'), { day: '2026-01-02', views: 4 }]]);
    expect(fillDays(bounds, rows, (day) => ({ day, views: 0 }))).toEqual([
      { day: '2026-01-01', views: 0 },
      { day: '2026-01-02', views: 4 },
      { day: '2026-01-03', views: 0 },
    ]);
  });

  it('draws the retention curve as the share of starts that got at least that far', () => {
    // 4 sessions: one stopped at once, one at 50 %, two watched to the end.
    const curve = retentionCurve(
      new Map([
        [0, 1],
        [10, 1],
        [20, 2],
      ]),
    );
    expect(curve).toHaveLength(21);
    expect(curve[0]).toEqual({ percent: 0, viewers: 100 });
    expect(curve[1]).toEqual({ percent: 5, viewers: 75 });
    expect(curve[10]).toEqual({ percent: 50, viewers: 75 });
    expect(curve[11]).toEqual({ percent: 55, viewers: 50 });
    expect(curve[20]).toEqual({ percent: 100, viewers: 50 });
  });

  it('draws a flat zero curve without sessions', () => {
    expect(retentionCurve(new Map()).every((p) => p.viewers === 0)).toBe(true);
  });

  it('works out rebuffering, bitrate and ratios', () => {
    expect(rebufferingRatio(1_000, 9_000)).toBe(0.1);
    expect(rebufferingRatio(0, 0)).toBe(0);
    // 10 s at 1 Mbit/s and 30 s at 3 Mbit/s: 2.5 Mbit/s on average.
    expect(averageKbps(1_000_000 * 10_000 + 3_000_000 * 30_000, 40_000)).toBe(2500);
    expect(averageKbps(0, 0)).toBeNull();
    expect(ratio(1, 3)).toBe(0.3333);
    expect(ratio(1, 0)).toBe(0);
  });
});
