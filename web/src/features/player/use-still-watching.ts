import { useCallback, useEffect, useState } from 'react';
import { STILL_WATCHING_AFTER, asksStillWatching } from './binge';
import { autoplayedInRow, autoplayedState } from './playback';

export interface StillWatching {
  /** Parts autoplayed in a row untouched, this one included once it started by itself. */
  inRow: number;
  /** "Are you still watching?" is up: the part waits (nothing streams) until the viewer answers. */
  asking: boolean;
  /** The viewer answered "Continue watching": the part plays and the count starts again. */
  keepWatching: () => void;
  /** The router state the next part is autoplayed with (one more in the row). */
  nextAutoplay: () => ReturnType<typeof autoplayedState>;
}

/**
 * "Are you still watching?" for the part the player page shows (docs/devices.md): `arrival` is the
 * router state it was opened with; after `after` parts autoplayed in a row with no key pressed and
 * nothing touched, the next one asks before it plays. Any touch or key resets the count.
 */
export function useStillWatching(arrival: unknown, after = STILL_WATCHING_AFTER): StillWatching {
  const [inRow, setInRow] = useState(() => autoplayedInRow(arrival));
  const [asking, setAsking] = useState(() => asksStillWatching(autoplayedInRow(arrival), after));
  useEffect(() => {
    const touched = () => setInRow(0);
    window.addEventListener('pointerdown', touched, { capture: true });
    window.addEventListener('keydown', touched, { capture: true });
    return () => {
      window.removeEventListener('pointerdown', touched, { capture: true });
      window.removeEventListener('keydown', touched, { capture: true });
    };
  }, []);
  const keepWatching = useCallback(() => {
    setInRow(0);
    setAsking(false);
  }, []);
  const nextAutoplay = useCallback(() => autoplayedState(inRow + 1), [inRow]);
  return { inRow, asking, keepWatching, nextAutoplay };
}
