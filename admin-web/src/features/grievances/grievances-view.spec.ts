import { describe, expect, it } from 'vitest';
import { timeLeft, urgencyOf } from './grievances-view';

const DAY = 86_400_000;
const now = Date.parse('2026-11-29T10:00:00Z');
const due = (days: number) => new Date(now + days * DAY).toISOString();

describe('grievance queue urgency', () => {
  it('is red past the limit, amber within three days, and done once decided', () => {
    expect(urgencyOf({ status: 'acknowledged', dueAt: due(-0.5) }, now)).toBe('overdue');
    expect(urgencyOf({ status: 'under_review', dueAt: due(3) }, now)).toBe('due-soon');
    expect(urgencyOf({ status: 'received', dueAt: due(3.5) }, now)).toBe('on-time');
    expect(urgencyOf({ status: 'decided', dueAt: due(-5) }, now)).toBe('done');
  });

  it('says how many days are left or overdue', () => {
    expect(timeLeft(due(15), now)).toBe('15 days left');
    expect(timeLeft(due(14.9), now)).toBe('15 days left');
    expect(timeLeft(due(0.3), now)).toBe('1 day left');
    expect(timeLeft(due(-0.3), now)).toBe('overdue today');
    expect(timeLeft(due(-2.5), now)).toBe('2 days overdue');
  });
});
