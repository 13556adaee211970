import { describe, expect, it } from 'vitest';
import { displayStatus, formatQueryDate, queriesQueryParams, statusLabel, truncate } from './queries-view';

describe('query display', () => {
  it('shows unknown or missing statuses as Open', () => {
    expect(displayStatus('in_progress')).toBe('in_progress');
    expect(displayStatus('pending')).toBe('open');
    expect(displayStatus(undefined)).toBe('open');
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel(null)).toBe('Open');
  });

  it('formats the date with hour and minute', () => {
    const text = formatQueryDate('2026-03-05T14:07:00Z');
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/\d{1,2}:\d{2}/);
    expect(formatQueryDate(undefined)).toBe('N/A');
  });

  it('truncates long messages and builds the list parameters', () => {
    expect(truncate('abc', 10)).toBe('abc');
    expect(truncate('a'.repeat(20), 10)).toHaveLength(10);
    expect(queriesQueryParams({ search: ' pay ', status: 'all', page: 2, limit: 20 })).toEqual({
      q: 'pay',
      page: 2,
      limit: 20,
    });
    expect(queriesQueryParams({ search: '', status: 'closed', page: 1, limit: 20 })).toEqual({
      status: 'closed',
      page: 1,
      limit: 20,
    });
  });
});
