/**
 * When ad breaks play (docs/ads.md "The player"): the pre-roll before the title, a mid-roll when
 * playback crosses its offset. A seek forward past several unplayed mid-rolls plays the last of
 * them once (the others are passed over, as the big services do); each break plays once per
 * browser session, so a reload within a break does not restart it.
 */
export interface ScheduledBreak {
  /** Stable within a title's VMAP: `preroll`, `midroll-1`, … (with the offset, the break's identity). */
  id: string;
  /** Seconds into the title; 0 for the pre-roll. */
  offsetSeconds: number;
}

/** The key a break is remembered under for one title. */
export const breakKey = (b: ScheduledBreak): string => `${b.id}@${b.offsetSeconds}`;

/** The pre-roll, when there is one and it has not played yet. */
export function pendingPreroll<T extends ScheduledBreak>(breaks: readonly T[], played: ReadonlySet<string>): T | null {
  return breaks.find((b) => b.offsetSeconds === 0 && !played.has(breakKey(b))) ?? null;
}

/**
 * The mid-roll to play when playback moves from `from` to `to` seconds (a tick of playback or a
 * seek), and every unplayed mid-roll the move crossed (to be remembered as passed); nothing when
 * it went backwards or crossed no unplayed break.
 */
export function crossedBreak<T extends ScheduledBreak>(
  breaks: readonly T[],
  played: ReadonlySet<string>,
  from: number,
  to: number,
): { play: T; passed: T[] } | null {
  if (!(to > from)) return null;
  const passed = breaks
    .filter((b) => b.offsetSeconds > 0 && b.offsetSeconds > from && b.offsetSeconds <= to)
    .filter((b) => !played.has(breakKey(b)))
    .sort((a, b) => a.offsetSeconds - b.offsetSeconds);
  const play = passed[passed.length - 1];
  return play ? { play, passed } : null;
}

/** The breaks of a title already played in this browser session (sessionStorage; none when it is unavailable). */
export interface PlayedBreaks {
  read(): Set<string>;
  add(keys: readonly string[]): void;
}

export function sessionPlayedBreaks(videoId: string, storage: Storage | null = sessionStore()): PlayedBreaks {
  const key = `streamhub.ads.played.${videoId}`;
  const read = (): Set<string> => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
      return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
    } catch {
      return new Set();
    }
  };
  return {
    read,
    add(keys) {
      const all = read();
      for (const k of keys) all.add(k);
      try {
        storage?.setItem(key, JSON.stringify([...all]));
      } catch {
        // Storage full or blocked: the breaks are still remembered for this page (the caller's set).
      }
    },
  };
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whole seconds left, rounded up (a countdown never shows 0 while the ad still plays). */
export const secondsLeft = (duration: number, current: number): number =>
  Math.max(0, Math.ceil((Number.isFinite(duration) ? duration : 0) - current - 0.05));
