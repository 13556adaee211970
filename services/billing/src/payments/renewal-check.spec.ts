import { describe, expect, it } from 'vitest';
import { nextRenewalCheck } from './renewal-check';

const MIN = 60_000;
const HOUR = 60 * MIN;
const now = new Date('2026-12-01T10:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('nextRenewalCheck', () => {
  it('asks every check period while the charge lies further ahead', () => {
    // Period ends in 3 days; checks every 6 h: next in 6 h.
    expect(nextRenewalCheck(at(72 * HOUR), now, 30_000, 6 * HOUR)).toEqual(at(6 * HOUR));
  });

  it('asks at the period end when that comes before the next check', () => {
    expect(nextRenewalCheck(at(2 * HOUR), now, 30_000, 6 * HOUR)).toEqual(at(2 * HOUR));
  });

  it('never asks sooner than one reconciler run ahead', () => {
    expect(nextRenewalCheck(at(1_000), now, 30_000, 6 * HOUR)).toEqual(at(30_000));
  });

  it('asks at every run just after the charge fell due', () => {
    // Due 1 min ago: a quarter of that is 15 s, less than a run (30 s).
    expect(nextRenewalCheck(at(-MIN), now, 30_000, 6 * HOUR)).toEqual(at(30_000));
  });

  it('spaces the asks out as the charge stays missing, up to the check period', () => {
    // Due 4 h ago: a quarter is 1 h.
    expect(nextRenewalCheck(at(-4 * HOUR), now, 30_000, 6 * HOUR)).toEqual(at(HOUR));
    // Due 3 days ago: a quarter is 18 h, capped at 6 h.
    expect(nextRenewalCheck(at(-72 * HOUR), now, 30_000, 6 * HOUR)).toEqual(at(6 * HOUR));
  });
});
