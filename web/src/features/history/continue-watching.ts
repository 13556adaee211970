import type { Video, WatchHistoryReply } from '@streamhub/contracts';

/** History entries watched this far count as finished and leave Continue watching (docs/devices.md). */
export const FINISHED_PERCENT = 95;

/** A card of the row: where to resume (0 for a next episode) and how far it was watched. */
export interface ContinueWatchingCard {
  video: Video;
  positionSeconds: number;
  percent: number;
  /** The next episode of a finished one (not in the history yet: nothing to remove). */
  nextEpisode: boolean;
}

/**
 * The Continue watching row, most recently watched first: unfinished titles the viewer did not take
 * out of it, and in place of a finished episode the next one the server offers (`nextUp`).
 */
export function continueWatchingRow(reply: WatchHistoryReply): ContinueWatchingCard[] {
  const nextAfter = new Map(reply.nextUp.map((n) => [n.afterVideoId, n.video]));
  const shown = new Set<string>();
  const row: ContinueWatchingCard[] = [];
  for (const item of reply.items) {
    if (item.hiddenFromRow) continue;
    const card: ContinueWatchingCard | null =
      item.percent < FINISHED_PERCENT
        ? { video: item.video, positionSeconds: item.positionSeconds, percent: item.percent, nextEpisode: false }
        : nextAfter.has(item.video._id)
          ? { video: nextAfter.get(item.video._id)!, positionSeconds: 0, percent: 0, nextEpisode: true }
          : null;
    if (!card || shown.has(card.video._id)) continue;
    shown.add(card.video._id);
    row.push(card);
  }
  return row;
}
