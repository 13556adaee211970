import { VideoCard } from '../../shared/ui/VideoCard';
import { errorMessage } from '../../shared/api/client';
import { fetchEpisodeGroups } from '../catalog/catalog-api';
import { cardFromGroup } from '../catalog/card-model';
import { useApiData } from '../catalog/use-api-data';
import { CatalogState } from '../catalog/CatalogState';
import { useOpenEpisode } from './use-open-episode';
import '../catalog/catalog.css';

/** /episodes: one card per episode name; opening one checks access first. */
export function EpisodesPage() {
  const groups = useApiData((signal) => fetchEpisodeGroups(undefined, signal), []);
  const { openEpisode, checking, dialog } = useOpenEpisode();
  const list = groups.data ?? [];

  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page-title">All Episodes</h1>
        {!groups.loading && !groups.error && (
          <span className="muted">{list.length === 1 ? '1 title' : `${list.length} titles`}</span>
        )}
      </div>
      <CatalogState
        loading={groups.loading}
        error={groups.error ? errorMessage(groups.error) : null}
        empty={list.length === 0}
        emptyText="No episodes yet."
        onRetry={groups.reload}
      >
        <div className="card-grid card-grid--medium" aria-label="All episodes">
          {list.map((group) => (
            <VideoCard
              key={group.episodeName}
              size="medium"
              card={cardFromGroup(group)}
              busy={checking === group.episodeName}
              onSelect={() => void openEpisode({ name: group.episodeName, id: group.parts[0]?._id })}
            />
          ))}
        </div>
      </CatalogState>
      {dialog}
    </section>
  );
}
