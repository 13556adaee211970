/** A history entry watched this far is finished: it leaves Continue watching (docs/devices.md). */
export const FINISHED_PERCENT = 95;

/** What the rule needs of a history entry (most recently watched first). */
export interface WatchedPart {
  videoId: string;
  episodeName: string;
  episodeSeq: number;
  percent: number;
  hiddenFromRow: boolean;
}

/**
 * The series whose most recently watched part is finished (and not taken out of the row): their
 * next part takes its place. A series whose latest part is unfinished keeps that part in the row.
 */
export function finishedLatestParts(entries: readonly WatchedPart[]): WatchedPart[] {
  const seen = new Set<string>();
  const finished: WatchedPart[] = [];
  for (const entry of entries) {
    if (seen.has(entry.episodeName)) continue;
    seen.add(entry.episodeName);
    if (entry.percent >= FINISHED_PERCENT && !entry.hiddenFromRow) finished.push(entry);
  }
  return finished;
}

/** The part after `after` in its series (parts in episode order), unless the profile has started it already. */
export function nextPart<P extends { _id: string; episodeSeq: number }>(
  parts: readonly P[],
  after: WatchedPart,
  watched: ReadonlySet<string>,
): P | null {
  const next = [...parts].sort((a, b) => a.episodeSeq - b.episodeSeq).find((p) => p.episodeSeq > after.episodeSeq);
  return next && !watched.has(next._id) ? next : null;
}
