import type { Video, VideoMarkers } from '@streamhub/contracts';

/** How long the "Next episode" card counts down before the next part starts. */
export const NEXT_EPISODE_SECONDS = 5;

/**
 * "Are you still watching?" after this many parts autoplayed in a row with no interaction (the
 * build's VITE_STILL_WATCHING_AFTER; 0 never asks), so an empty room does not stream all night.
 */
export const STILL_WATCHING_AFTER = stillWatchingAfter(import.meta.env.VITE_STILL_WATCHING_AFTER);

export function stillWatchingAfter(configured: unknown): number {
  const n = Number(configured);
  return configured !== undefined && configured !== '' && Number.isInteger(n) && n >= 0 ? n : 3;
}

/** Whether the part that starts now waits for an answer first: `inRow` parts autoplayed before it untouched. */
export function asksStillWatching(inRow: number, after = STILL_WATCHING_AFTER): boolean {
  return after > 0 && inRow >= after;
}

export interface SkipTarget {
  kind: 'intro' | 'recap';
  /** Where the skip button takes the playback. */
  to: number;
}

/** The Skip Intro / Skip Recap button shown at `time`: while it is inside one of the part's markers. */
export function skipAt(markers: VideoMarkers | null | undefined, time: number): SkipTarget | null {
  if (!markers || !Number.isFinite(time)) return null;
  const inside = (start: number | null, end: number | null) =>
    start !== null && end !== null && time >= start && time < end;
  if (inside(markers.recapStart, markers.recapEnd)) return { kind: 'recap', to: markers.recapEnd! };
  if (inside(markers.introStart, markers.introEnd)) return { kind: 'intro', to: markers.introEnd! };
  return null;
}

/**
 * The part after `currentId` in its series, in the order the watch page lists them; null for the
 * last part, a movie, or a part not in the list.
 */
export function nextPart(parts: readonly Video[] | undefined, currentId: string): Video | null {
  if (!parts) return null;
  const index = parts.findIndex((part) => part._id === currentId);
  return index >= 0 ? (parts[index + 1] ?? null) : null;
}
