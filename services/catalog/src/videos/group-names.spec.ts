import { describe, expect, it } from 'vitest';
import { placeInGroup, taggedGroupName } from './group-names';

describe('group names', () => {
  it("gives a video without an episode name a tagged name when its title is any group's", () => {
    expect(placeInGroup(false, { taken: false, ownGroup: false })).toBe('as-named');
    expect(placeInGroup(false, { taken: true, ownGroup: false })).toBe('tagged');
    expect(placeInGroup(false, { taken: true, ownGroup: true })).toBe('tagged');
    expect(taggedGroupName('DARK X', 'a1b2c3')).toBe('DARK X #A1B2C3');
  });

  it("refuses an episode name that is a movie's own group, and joins any other group", () => {
    expect(placeInGroup(true, { taken: true, ownGroup: true })).toBe('conflict');
    expect(placeInGroup(true, { taken: true, ownGroup: false })).toBe('as-named');
    expect(placeInGroup(true, { taken: false, ownGroup: false })).toBe('as-named');
  });
});
