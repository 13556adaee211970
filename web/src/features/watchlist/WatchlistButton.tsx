import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { useAuth } from '../../shared/auth/use-auth';
import { addToWatchlist, fetchWatchlist, removeFromWatchlist } from './watchlist-api';

/** Add/remove toggle for one video; renders nothing for guests (the watchlist is per account). */
export function WatchlistButton({ videoId }: { videoId: string }) {
  const { token, user } = useAuth();
  const signedIn = Boolean(token && user);
  const [inList, setInList] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    setInList(null);
    fetchWatchlist(controller.signal).then(
      (videos) => !controller.signal.aborted && setInList(videos.some((video) => video._id === videoId)),
      // Unknown state still lets the viewer add; adding twice keeps one entry.
      () => !controller.signal.aborted && setInList(false),
    );
    return () => controller.abort();
  }, [signedIn, videoId]);

  if (!signedIn) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      if (inList) {
        await removeFromWatchlist(videoId);
        setInList(false);
        toast.success(MESSAGES.removedFromWatchlist);
      } else {
        await addToWatchlist(videoId);
        setInList(true);
        toast.success(MESSAGES.addedToWatchlist);
      }
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
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
      {inList ? '✓ In My List' : '+ Add to My List'}
    </button>
  );
}
