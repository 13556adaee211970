import { describe, expect, it } from 'vitest';
import {
  averageKbps,
  dayNumber,
  dayString,
  fillDays,
  isTimeZone,
  rangeBounds,
  ratio,
  rebufferingRatio,
  retentionCurve,
  zonedDayString,
  zonedDaySql,
  zoneOffsetMs,
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
      dayStarts: ['2026-01-01', '2026-01-02', '2026-01-03'].map((d) => Date.parse(`${d}T00:00:00Z`)),
    });
  });

  it('bounds days in IST, which start at 18:30 UTC the day before', () => {
    const bounds = rangeBounds({ from: '2026-03-10', to: '2026-03-10' }, 'Asia/Kolkata');
    if ('error' in bounds) throw new Error(bounds.error);
    expect(bounds.fromMs).toBe(Date.parse('2026-03-09T18:30:00Z'));
    expect(bounds.toMs).toBe(Date.parse('2026-03-10T18:30:00Z'));
  });

  it('follows a daylight-saving change: that day is 23 hours long', () => {
    // New York moved its clocks forward on 8 March 2026 at 02:00.
    const bounds = rangeBounds({ from: '2026-03-07', to: '2026-03-08' }, 'America/New_York');
    if ('error' in bounds) throw new Error(bounds.error);
    expect(bounds.dayStarts).toEqual([
      Date.parse('2026-03-07T05:00:00Z'),
      Date.parse('2026-03-08T05:00:00Z'),
      Date.parse('2026-03-09T04:00:00Z'),
    ]);
    expect(zonedDaySql(bounds, 'at_ms')).toContain('CASE');
  });

  it('puts 19:00 UTC on the next IST day and 18:29 UTC on the same one', () => {
    expect(zonedDayString(Date.parse('2026-03-09T19:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-10');
    expect(zonedDayString(Date.parse('2026-03-09T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-03-09');
    expect(zoneOffsetMs(Date.parse('2026-03-09T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
    const bounds = rangeBounds({ from: '2026-03-09', to: '2026-03-10' }, 'Asia/Kolkata');
    if ('error' in bounds) throw new Error(bounds.error);
    // A fixed offset is a shift, not a CASE: (ms + 5 h 30 min) // day.
    expect(zonedDaySql(bounds, 'at_ms')).toBe('((at_ms + 19800000) // 86400000)');
  });

  it('knows IANA zone names and refuses others', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
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
