import { describe, expect, it } from 'vitest';
import { NO_MARKERS, type Video } from '@streamhub/contracts';
import { asksStillWatching, nextPart, skipAt, stillWatchingAfter } from './binge';
import { autoplayedInRow, autoplayedState } from './playback';

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

describe('Are you still watching?', () => {
  it('asks before the part after three autoplayed in a row, not before', () => {
    expect(asksStillWatching(0, 3)).toBe(false);
    expect(asksStillWatching(2, 3)).toBe(false);
    expect(asksStillWatching(3, 3)).toBe(true);
    expect(asksStillWatching(5, 3)).toBe(true);
  });

  it('never asks when configured to 0, and reads the configured count', () => {
    expect(asksStillWatching(10, 0)).toBe(false);
    expect(stillWatchingAfter('2')).toBe(2);
    expect(stillWatchingAfter('0')).toBe(0);
    expect(stillWatchingAfter(undefined)).toBe(3);
    expect(stillWatchingAfter('many')).toBe(3);
  });

  it('counts autoplayed parts through the router state; anything else counts 0', () => {
    expect(autoplayedInRow(autoplayedState(2))).toBe(2);
    expect(autoplayedInRow({ autoplay: true })).toBe(0);
    expect(autoplayedInRow(null)).toBe(0);
    expect(autoplayedInRow({ autoplayedInRow: -1 })).toBe(0);
  });
});
