import { useState } from 'react';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { useAuth } from '../../shared/auth/use-auth';
import { addToWatchlist } from './watchlist-api';
import { useT } from '../../shared/i18n/i18n';

/**
 * The small "+" on a card: adds the title to My List without opening it. Adding is idempotent on
 * the server, so the card needs no list state of its own; guests see nothing.
 */
export function AddToListButton({ videoId, title }: { videoId: string; title: string }) {
  const t = useT();
  const { token, user } = useAuth();
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  if (!token || !user) return null;

  const add = async () => {
    setState('busy');
    try {
      await addToWatchlist(videoId);
      setState('added');
      toast.success(MESSAGES.addedToWatchlist);
    } catch (error) {
      setState('idle');
      toast.error(errorMessage(error));
    }
  };

  const added = state === 'added';
  return (
    <button
      type="button"
      className={`card-list-button${added ? ' in-list' : ''}`}
      aria-label={added ? `${title} is in My List` : `Add ${title} to My List`}
      title={added ? t('watchlist.inMyList') : t('watchlist.addToMyList')}
      disabled={state !== 'idle'}
      onClick={() => void add()}
    >
      <span aria-hidden="true">{added ? t('watchlist.text') : '+'}</span>
    </button>
  );
}
