import { describe, expect, it } from 'vitest';
import {
  accessEnd,
  afterChargeTakenBack,
  isLive,
  opensNow,
  periodFor,
  renewingAccessEnd,
  sameTarget,
  type HeldSubscription,
  type SubscriptionTarget,
} from './subscription-window';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date('2026-03-10T18:30:00.000Z'); // 11 March 2026, 00:00 in India (IST, UTC+5:30)
const show: SubscriptionTarget = { scope: 'episode', episodeId: null, episodeName: 'MONSOON FILES' };
const everything: SubscriptionTarget = { scope: 'all', episodeId: null, episodeName: null };

const held = (over: Partial<HeldSubscription>): HeldSubscription => ({
  ...show,
  planCode: 'EPISODE_14DAY',
  status: 'active',
  startAt: new Date(now.getTime() - DAY),
  endAt: new Date(now.getTime() + DAY),
  ...over,
});

describe('periodFor', () => {
  it('starts a first purchase now and ends it whole days later, stored in UTC', () => {
    const period = periodFor(now, 14, show, []);
    expect(period.startAt.toISOString()).toBe('2026-03-10T18:30:00.000Z');
    expect(period.endAt.toISOString()).toBe('2026-03-24T18:30:00.000Z'); // 10 March + 14 days
  });

  it('starts a renewal of a still-active plan when the current period ends', () => {
    const current = held({ endAt: new Date('2026-03-12T06:00:00.000Z') });
    const period = periodFor(now, 14, show, [current]);
    expect(period.startAt.toISOString()).toBe('2026-03-12T06:00:00.000Z');
    expect(period.endAt.toISOString()).toBe('2026-03-26T06:00:00.000Z'); // 12 March 06:00 + 14 × 24 h
  });

  it('chains after the last of several queued periods', () => {
    const first = held({ endAt: new Date(now.getTime() + 2 * DAY) });
    const queued = held({ startAt: first.endAt, endAt: new Date(now.getTime() + 16 * DAY) });
    const period = periodFor(now, 14, show, [first, queued]);
    expect(period.startAt.getTime()).toBe(now.getTime() + 16 * DAY);
  });

  it('extends from the current end for another plan of the same scope and episode (a longer plan)', () => {
    const monthly = held({ planCode: 'ALL_MONTHLY', ...everything, endAt: new Date(now.getTime() + 20 * DAY) });
    const period = periodFor(now, 365, everything, [monthly]);
    expect(period.startAt.getTime()).toBe(now.getTime() + 20 * DAY);
    expect(period.endAt.getTime()).toBe(now.getTime() + 385 * DAY);
  });

  it('starts now when the earlier period ended exactly now, or was for another scope or episode', () => {
    const ended = held({ endAt: now });
    const otherShow = held({ episodeName: 'OTHER SHOW' });
    const period = periodFor(now, 7, show, [ended, otherShow]);
    expect(period.startAt).toEqual(now);
    expect(period.endAt.getTime()).toBe(now.getTime() + 7 * DAY);
    expect(periodFor(now, 30, everything, [held({})]).startAt).toEqual(now); // upgrade: wider scope starts now
  });
});

describe('isLive', () => {
  it('ends at the boundary second: live one millisecond before endAt, not at it', () => {
    const sub = held({ endAt: new Date('2026-03-24T18:30:00.000Z') });
    expect(isLive(sub, new Date('2026-03-24T18:29:59.999Z'))).toBe(true);
    expect(isLive(sub, new Date('2026-03-24T18:30:00.000Z'))).toBe(false);
  });

  it('is false for expired or cancelled subscriptions before their end', () => {
    expect(isLive(held({ status: 'expired' }), now)).toBe(false);
    expect(isLive(held({ status: 'cancelled' }), now)).toBe(false);
  });
});

describe('sameTarget', () => {
  it('is the same scope and the same episode group', () => {
    expect(sameTarget(everything, everything)).toBe(true);
    expect(sameTarget(show, show)).toBe(true);
    expect(sameTarget(show, { ...show, episodeName: 'OTHER' })).toBe(false);
    expect(sameTarget(show, everything)).toBe(false);
    expect(sameTarget(everything, show)).toBe(false);
  });
});

describe('access end and renewal grace', () => {
  const now = new Date('2026-03-10T00:00:00.000Z');
  const endAt = new Date('2026-03-09T00:00:00.000Z');
  const grace = 5 * 24 * 60 * 60 * 1000;

  it('opens a renewing subscription past its period until the grace ends, and none other', () => {
    const accessEndAt = renewingAccessEnd(endAt, 'pending', grace);
    expect(accessEndAt).toEqual(new Date(endAt.getTime() + grace));
    expect(opensNow({ status: 'active', endAt, accessEndAt }, now)).toBe(true);
    expect(isLive({ status: 'active', endAt }, now)).toBe(false);
    expect(opensNow({ status: 'active', endAt, accessEndAt }, new Date(accessEndAt.getTime()))).toBe(false);
    expect(opensNow({ status: 'expired', endAt, accessEndAt }, now)).toBe(false);
    expect(opensNow({ status: 'active', endAt, accessEndAt: null }, now)).toBe(false);
  });

  it('gives no grace when auto-renew is off or halted, and never ends access before the period', () => {
    expect(renewingAccessEnd(endAt, 'off', grace)).toBe(endAt);
    expect(renewingAccessEnd(endAt, 'halted', grace)).toBe(endAt);
    expect(accessEnd({ endAt, accessEndAt: new Date(endAt.getTime() - 1) })).toBe(endAt);
  });
});

describe('afterChargeTakenBack', () => {
  it('takes one period off the end when a renewal charge of a paid-up subscription goes back', () => {
    // Charged 3 days ago for 7 days, and again for the next 7: paid to now + 11 days.
    const sub = {
      startAt: new Date(now.getTime() - 3 * DAY),
      endAt: new Date(now.getTime() + 11 * DAY),
      durationDays: 7,
    };
    expect(afterChargeTakenBack(sub, now)).toEqual({ endAt: new Date(now.getTime() + 4 * DAY), ended: false });
  });

  it('ends access now when the only charge goes back', () => {
    const sub = {
      startAt: new Date(now.getTime() - 2 * DAY),
      endAt: new Date(now.getTime() + 5 * DAY),
      durationDays: 7,
    };
    expect(afterChargeTakenBack(sub, now)).toEqual({ endAt: now, ended: true });
  });

  it('never moves the end later, nor before the start', () => {
    const ended = {
      startAt: new Date(now.getTime() - 9 * DAY),
      endAt: new Date(now.getTime() - 2 * DAY),
      durationDays: 7,
    };
    expect(afterChargeTakenBack(ended, now)).toEqual({ endAt: ended.endAt, ended: true });
    const later = { startAt: new Date(now.getTime() + DAY), endAt: new Date(now.getTime() + 8 * DAY), durationDays: 7 };
    expect(afterChargeTakenBack(later, now)).toEqual({ endAt: later.startAt, ended: true });
  });
});
