import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress';

describe('progressPercent', () => {
  it('rounds position over duration to a whole percent', () => {
    expect(progressPercent(600, 3600)).toBe(17);
    expect(progressPercent(1800, 3600)).toBe(50);
  });

  it('caps at 100 when the position passes the duration', () => {
    expect(progressPercent(4000, 3600)).toBe(100);
  });

  it('is 0 when the duration is unknown or nothing was watched', () => {
    expect(progressPercent(100, 0)).toBe(0);
    expect(progressPercent(0, 3600)).toBe(0);
  });
});
