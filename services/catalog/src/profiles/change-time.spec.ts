import sift from 'sift';
import { describe, expect, it } from 'vitest';
import { changeTime, changedBefore } from './change-time';
import { NOT_REMOVED, REMOVED } from './per-profile-lists';

describe("changeTime: when a change to a profile's watchlist or history was asked for", () => {
  const now = new Date('2026-11-30T10:00:00.000Z');

  it("takes the gateway's time, so a change kept through an outage keeps its place in order", () => {
    expect(changeTime('2026-11-30T09:59:00.000Z', now)).toEqual(new Date('2026-11-30T09:59:00.000Z'));
  });

  it('never takes a time after now, so a clock ahead cannot lock a title against the next change', () => {
    expect(changeTime('2026-11-30T11:00:00.000Z', now)).toEqual(now);
  });

  it.each([undefined, null, 42, '', 'yesterday'])('takes now when the request has no usable time (%s)', (at) => {
    expect(changeTime(at, now)).toEqual(now);
  });
});

/** Whether a stored entry is matched by a filter (sift evaluates MongoDB's query language). */
const matches = (filter: object, entry: object): boolean => sift(filter as never)(entry);

describe('changedBefore: the order of the changes to one title of a profile’s list', () => {
  const removedAt = new Date('2026-11-30T10:00:00.000Z');
  const before = new Date('2026-11-30T09:59:59.000Z');
  const after = new Date('2026-11-30T10:00:01.000Z');
  /** A history entry removed at 10:00, last watched at 09:50. */
  const removed = {
    videoId: 'v',
    watchedAt: new Date('2026-11-30T09:50:00.000Z'),
    state: REMOVED,
    changedAt: removedAt,
  };

  it('ignores a position reported before the removal and delivered after it', () => {
    expect(matches(changedBefore(before, 'watchedAt'), removed)).toBe(false);
    expect(matches(changedBefore(removedAt, 'watchedAt'), removed)).toBe(false);
  });

  it('lets a position reported after the removal bring the title back', () => {
    expect(matches(changedBefore(after, 'watchedAt'), removed)).toBe(true);
  });

  it('lets a removal win over an earlier position only', () => {
    const watched = { videoId: 'v', watchedAt: removedAt, state: 'watched', changedAt: removedAt };
    expect(matches({ ...NOT_REMOVED, ...changedBefore(after, 'watchedAt') }, watched)).toBe(true);
    expect(matches({ ...NOT_REMOVED, ...changedBefore(before, 'watchedAt') }, watched)).toBe(false);
  });

  it('orders an entry from before changes were timed by its own time field, else lets any change win', () => {
    const legacy = { videoId: 'v', watchedAt: removedAt };
    expect(matches(changedBefore(after, 'watchedAt'), legacy)).toBe(true);
    expect(matches(changedBefore(before, 'watchedAt'), legacy)).toBe(false);
    expect(matches(changedBefore(before), { videoId: 'v', addedAt: removedAt })).toBe(true);
  });

  it('leaves removed entries out of lists and keeps the others (entries from before removals were kept too)', () => {
    expect(matches(NOT_REMOVED, removed)).toBe(false);
    expect(matches(NOT_REMOVED, { videoId: 'v', state: 'watched' })).toBe(true);
    expect(matches(NOT_REMOVED, { videoId: 'v' })).toBe(true);
  });
});
