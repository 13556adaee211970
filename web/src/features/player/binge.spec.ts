import { describe, expect, it } from 'vitest';
import { NO_MARKERS, type Video } from '@streamhub/contracts';
import { nextPart, skipAt } from './binge';

describe('skipAt', () => {
  const markers = {
    ...NO_MARKERS,
    introStart: 12,
    introEnd: 42.5,
    recapStart: 0,
    recapEnd: 10,
    source: 'admin' as const,
  };

  it('offers to skip the recap or the intro while the playback is inside it, to its end', () => {
    expect(skipAt(markers, 0)).toEqual({ kind: 'recap', to: 10 });
    expect(skipAt(markers, 9.9)).toEqual({ kind: 'recap', to: 10 });
    expect(skipAt(markers, 12)).toEqual({ kind: 'intro', to: 42.5 });
    expect(skipAt(markers, 42.4)).toEqual({ kind: 'intro', to: 42.5 });
  });

  it('offers nothing between or after the markers, nor for a part without them', () => {
    expect(skipAt(markers, 10)).toBeNull();
    expect(skipAt(markers, 11.9)).toBeNull();
    expect(skipAt(markers, 42.5)).toBeNull();
    expect(skipAt(NO_MARKERS, 3)).toBeNull();
    expect(skipAt(undefined, 3)).toBeNull();
    expect(skipAt(markers, Number.NaN)).toBeNull();
  });
});

describe('nextPart', () => {
  const parts = ['a', 'b', 'c'].map((id) => ({ _id: id }) as Video);

  it('is the part listed after the current one', () => {
    expect(nextPart(parts, 'a')?._id).toBe('b');
    expect(nextPart(parts, 'b')?._id).toBe('c');
  });

  it('is none after the last part, for a part not listed, or without a list', () => {
    expect(nextPart(parts, 'c')).toBeNull();
    expect(nextPart(parts, 'x')).toBeNull();
    expect(nextPart(undefined, 'a')).toBeNull();
  });
});
