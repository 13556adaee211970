import { describe, expect, it } from 'vitest';
import { changeTime } from './change-time';

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
