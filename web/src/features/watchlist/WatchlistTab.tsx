import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { Poster } from '../../shared/ui/Poster';
import { videoImage, videoTitle } from '../catalog/card-model';
import { formatRating, releaseYear } from '../catalog/format';
import { CatalogState } from '../catalog/CatalogState';
import { watchPath } from '../catalog/watch-param';
import { useWatchlist, useWatchlistChange } from './watchlist-queries';
import '../catalog/catalog.css';
import { useT } from '../../shared/i18n/i18n';

/** Profile → Watchlist: the viewer's saved videos, newest added first, each removable. */
export function WatchlistTab() {
  const t = useT();
  const list = useWatchlist();
  const change = useWatchlistChange();
  const [removing, setRemoving] = useState<string | null>(null);
  const navigate = useNavigate();
  const videos = list.data ?? [];

  const remove = async (videoId: string) => {
    setRemoving(videoId);
    try {
      await change.mutateAsync({ videoId, add: false });
      toast.success(MESSAGES.removedFromWatchlist);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <CatalogState
      loading={list.isPending}
      error={list.error ? errorMessage(list.error) : null}
      empty={videos.length === 0}
      emptyText="Your watchlist is empty. Add videos from their watch page."
      onRetry={() => void list.refetch()}
    >
      <ul className="media-list" aria-label={t('watchlist.watchlist')}>
        {videos.map((video) => {
          const title = videoTitle(video);
          const year = releaseYear(video.releaseDate);
          return (
            <li key={video._id} className="media-row">
              <button type="button" className="media-row-main" onClick={() => navigate(watchPath(video._id))}>
                <span className="media-row-poster">
                  <Poster src={videoImage(video)} title={title} />
                </span>
                <span className="media-row-text">
                  <strong>{title}</strong>
                  <span className="muted">
                    {[
                      video.episodeName !== title && video.episodeName,
                      video.genre,
                      year,
                      `★ ${formatRating(video.imdbRating)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={`Remove ${title} from watchlist`}
                disabled={removing === video._id}
                onClick={() => void remove(video._id)}
              >
                {t('watchlist.remove')}
              </button>
            </li>
          );
        })}
      </ul>
    </CatalogState>
  );
}
