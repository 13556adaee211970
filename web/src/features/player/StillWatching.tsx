import { useT } from '../../shared/i18n/i18n';

export interface StillWatchingProps {
  title: string;
  onContinue: () => void;
  onStop: () => void;
}

/**
 * "Are you still watching?" in place of the player, after parts autoplayed in a row with nobody
 * touching anything: nothing streams until the viewer answers.
 */
export function StillWatching({ title, onContinue, onStop }: StillWatchingProps) {
  const t = useT();
  return (
    <div className="player-next player-still-watching" role="dialog" aria-label={t('player.stillWatching')}>
      <p className="player-next-heading">{t('player.stillWatching')}</p>
      <p className="player-next-title">{title}</p>
      <div className="player-next-actions">
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          {t('player.continueWatching')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onStop}>
          {t('player.stopWatching')}
        </button>
      </div>
    </div>
  );
}
