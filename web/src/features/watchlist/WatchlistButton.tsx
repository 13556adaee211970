import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { useAuth } from '../../shared/auth/use-auth';
import { useWatchlist, useWatchlistChange } from './watchlist-queries';
import { useT } from '../../shared/i18n/i18n';

/** Add/remove toggle for one video; renders nothing for guests (the watchlist is per account). */
export function WatchlistButton({ videoId }: { videoId: string }) {
  const t = useT();
  const { token, user } = useAuth();
  const signedIn = Boolean(token && user);
  const list = useWatchlist();
  const change = useWatchlistChange();

  if (!signedIn) return null;
  // Unknown state (the list failed to load) still lets the viewer add; adding twice keeps one entry.
  const inList = list.isPending ? null : (list.data ?? []).some((video) => video._id === videoId);
  const busy = change.isPending && change.variables?.videoId === videoId;

  const toggle = async () => {
    try {
      await change.mutateAsync({ videoId, add: !inList });
      toast.success(inList ? MESSAGES.removedFromWatchlist : MESSAGES.addedToWatchlist);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <button
      type="button"
      className={`btn btn-ghost watchlist-button${inList ? ' in-list' : ''}`}
      aria-pressed={inList ?? false}
      disabled={busy || inList === null}
      onClick={() => void toggle()}
    >
      {inList ? t('watchlist.inMyList2') : t('watchlist.addToMyList2')}
    </button>
  );
}
