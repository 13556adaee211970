import { useEffect, useRef, useState } from 'react';
import type { Video } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { videoTitle } from '../catalog/card-model';
import { NEXT_EPISODE_SECONDS } from './binge';

export interface NextEpisodeCardProps {
  next: Video;
  /** Count down and start the next part at zero; otherwise the card only offers it. */
  autoplay: boolean;
  onPlay: () => void;
  /** The countdown reached zero (no click): defaults to onPlay. */
  onAutoPlay?: () => void;
  onCancel: () => void;
}

/** Over the player at the end of a part: "Next episode in 5 s", with Cancel and Play now. */
export function NextEpisodeCard({ next, autoplay, onPlay, onAutoPlay, onCancel }: NextEpisodeCardProps) {
  const [left, setLeft] = useState(NEXT_EPISODE_SECONDS);
  // The page re-renders while the card counts: the latest callback, without restarting the second.
  const play = useRef(onAutoPlay ?? onPlay);
  play.current = onAutoPlay ?? onPlay;
  useEffect(() => {
    if (!autoplay) return;
    if (left <= 0) {
      play.current();
      return;
    }
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [autoplay, left]);

  return (
    <div className="player-next" role="dialog" aria-label={MESSAGES.nextEpisode}>
      <p className="player-next-heading" aria-live="polite">
        {autoplay ? MESSAGES.nextEpisodeIn(Math.max(0, left)) : MESSAGES.nextEpisode}
      </p>
      <p className="player-next-title">{videoTitle(next)}</p>
      <div className="player-next-actions">
        <button type="button" className="btn btn-primary" onClick={onPlay}>
          {MESSAGES.playNow}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {MESSAGES.cancel}
        </button>
      </div>
    </div>
  );
}
