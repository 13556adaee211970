import { describe, expect, it } from 'vitest';
import type { Video, WatchHistoryItem } from '@streamhub/contracts';
import { continueWatchingRow } from './continue-watching';

const video = (id: string) => ({ _id: id }) as Video;
const item = (id: string, percent: number, hiddenFromRow = false) =>
  ({ video: video(id), positionSeconds: percent, durationSeconds: 100, percent, hiddenFromRow }) as WatchHistoryItem;

describe('Continue watching row', () => {
  it('keeps unfinished titles and drops finished and removed ones', () => {
    const row = continueWatchingRow({ items: [item('a', 40), item('b', 95), item('c', 10, true)], nextUp: [] });
    expect(row.map((c) => c.video._id)).toEqual(['a']);
  });

  it('puts the next episode in place of a finished one, from the start', () => {
    const row = continueWatchingRow({
      items: [item('x', 20), item('e1', 100), item('y', 50)],
      nextUp: [{ afterVideoId: 'e1', video: video('e2') }],
    });
    expect(row.map((c) => [c.video._id, c.positionSeconds, c.nextEpisode])).toEqual([
      ['x', 20, false],
      ['e2', 0, true],
      ['y', 50, false],
    ]);
  });

  it('shows a title once', () => {
    const row = continueWatchingRow({
      items: [item('e1', 100), item('s1', 100)],
      nextUp: [
        { afterVideoId: 'e1', video: video('n') },
        { afterVideoId: 's1', video: video('n') },
      ],
    });
    expect(row.map((c) => c.video._id)).toEqual(['n']);
  });
});
