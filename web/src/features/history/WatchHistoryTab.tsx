import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../shared/api/client';
import { Poster } from '../../shared/ui/Poster';
import { videoImage, videoTitle } from '../catalog/card-model';
import { formatDateTime } from '../catalog/format';
import { CatalogState } from '../catalog/CatalogState';
import { playPath } from '../catalog/watch-param';
import { useHistory, useHistoryRemoval } from './history-queries';
import '../catalog/catalog.css';
import { useT } from '../../shared/i18n/i18n';

/** Profile → Watch History: what the viewer watched and how far; a click resumes at that position. */
export function WatchHistoryTab() {
  const t = useT();
  const history = useHistory();
  const removal = useHistoryRemoval();
  const navigate = useNavigate();
  const items = history.data ?? [];

  return (
    <CatalogState
      loading={history.isPending}
      error={history.error ? errorMessage(history.error) : null}
      empty={items.length === 0}
      emptyText="Nothing watched yet."
      onRetry={() => void history.refetch()}
    >
      <ul className="media-list" aria-label={t('history.watchHistory')}>
        {items.map((item) => {
          const title = videoTitle(item.video);
          const percent = Math.min(100, Math.max(0, Math.round(item.percent || 0)));
          return (
            <li key={item.video._id} className="media-row">
              <button
                type="button"
                className="media-row-main"
                aria-label={`Resume ${title}`}
                onClick={() => navigate(playPath(item.video._id, item.positionSeconds))}
              >
                <span className="media-row-poster">
                  <Poster src={videoImage(item.video)} title={title} />
                </span>
                <span className="media-row-text">
                  <strong>{title}</strong>
                  <span className="muted">
                    {t('history.watched')} {formatDateTime(item.watchedAt)}
                  </span>
                  <span
                    className="progress"
                    role="progressbar"
                    aria-label={`${title} progress`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                  >
                    <span className="progress-fill" style={{ width: `${percent}%` }} />
                  </span>
                  <span className="muted small">
                    {percent}
                    {t('history.watched2')}
                  </span>
                </span>
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={t('history.removeFromHistory', { title })}
                disabled={removal.isPending}
                onClick={() => removal.mutate({ videoId: item.video._id, scope: 'history', title })}
              >
                {t('history.remove')}
              </button>
            </li>
          );
        })}
      </ul>
    </CatalogState>
  );
}
