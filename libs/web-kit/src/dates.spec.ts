import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('prints short month, day and year in en-US, with the time when asked, N/A when missing', () => {
    const at = '2026-11-25T10:35:00Z';
    expect(formatDate(at, { timeZone: 'UTC' })).toBe('Nov 25, 2026');
    expect(formatDate(at, { withTime: true, timeZone: 'UTC' })).toBe('Nov 25, 2026, 10:35 AM');
    // The same instant is already the next day in India late at night.
    expect(formatDate('2026-11-25T20:00:00Z', { timeZone: 'Asia/Kolkata' })).toBe('Nov 26, 2026');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });
});
