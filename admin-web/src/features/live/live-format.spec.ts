import { describe, expect, it } from 'vitest';
import { ago, kbps, stateBadge } from './live-format';

describe('live control formatting', () => {
  it('labels states', () => {
    expect(stateBadge('live').label).toBe('Live');
    expect(stateBadge('scheduled').label).toBe('Scheduled');
    expect(stateBadge('ended').label).toBe('Ended');
  });

  it('gives ages in seconds, minutes and hours', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(ago(null, now)).toBe('—');
    expect(ago('2026-11-29T11:59:50Z', now)).toBe('10 s ago');
    expect(ago('2026-11-29T11:50:00Z', now)).toBe('10 min ago');
    expect(ago('2026-11-29T08:00:00Z', now)).toBe('4 h ago');
  });

  it('gives bitrates with their unit', () => {
    expect(kbps(null)).toBe('—');
    expect(kbps(312)).toBe('312 kbit/s');
    expect(kbps(2400)).toBe('2.4 Mbit/s');
  });
});
