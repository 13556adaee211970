import { describe, expect, it } from 'vitest';
import { deliveryDays } from './delivery-days';

describe('deliveryDays', () => {
  it('reads the counts per event and works out the completion rate', () => {
    expect(
      deliveryDays([
        { day: '2026-11-29', counts: { impression: 3, start: 3, complete: 2, skip: 1, click: 1 } },
        { day: '2026-11-30', counts: { error: 1 } },
      ]),
    ).toEqual([
      {
        day: '2026-11-29',
        impressions: 3,
        starts: 3,
        completes: 2,
        skips: 1,
        clicks: 1,
        errors: 0,
        completionRate: 0.667,
      },
      { day: '2026-11-30', impressions: 0, starts: 0, completes: 0, skips: 0, clicks: 0, errors: 1, completionRate: 0 },
    ]);
  });
});
