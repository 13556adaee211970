import { describe, expect, it } from 'vitest';
import { finishedLatestParts, nextPart, type WatchedPart } from './next-up';

const part = (videoId: string, episodeName: string, episodeSeq: number, percent: number, hiddenFromRow = false) =>
  ({ videoId, episodeName, episodeSeq, percent, hiddenFromRow }) satisfies WatchedPart;

describe('Continue watching: the next episode', () => {
  it("takes a series' latest part when it is finished (95 % or more)", () => {
    const entries = [part('b2', 'B', 2, 96), part('a1', 'A', 1, 40), part('c1', 'C', 1, 95)];
    expect(finishedLatestParts(entries).map((e) => e.videoId)).toEqual(['b2', 'c1']);
  });

  it('leaves a series whose latest part is unfinished, even with an older finished part', () => {
    const entries = [part('a2', 'A', 2, 30), part('a1', 'A', 1, 100)];
    expect(finishedLatestParts(entries)).toEqual([]);
  });

  it('leaves a finished part the viewer took out of the row', () => {
    expect(finishedLatestParts([part('a1', 'A', 1, 100, true)])).toEqual([]);
  });

  it('answers the following part in episode order, unless it was started', () => {
    const parts = [
      { _id: 'a3', episodeSeq: 3 },
      { _id: 'a1', episodeSeq: 1 },
      { _id: 'a2', episodeSeq: 2 },
    ];
    const after = part('a1', 'A', 1, 100);
    expect(nextPart(parts, after, new Set())?._id).toBe('a2');
    expect(nextPart(parts, after, new Set(['a2']))).toBeNull();
    expect(nextPart(parts, part('a3', 'A', 3, 100), new Set())).toBeNull();
  });
});
