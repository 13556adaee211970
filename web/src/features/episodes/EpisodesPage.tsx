import { fetchEpisodeGroups } from '../catalog/catalog-api';
import { useApiData } from '../catalog/use-api-data';
import { EpisodeGrid } from './EpisodeGrid';
import '../catalog/catalog.css';

/** /episodes: one card per episode name; opening one checks access first. */
export function EpisodesPage() {
  const groups = useApiData((signal) => fetchEpisodeGroups(undefined, signal), []);
  const list = groups.data ?? [];

  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page-title">All Episodes</h1>
        {!groups.loading && !groups.error && (
          <span className="muted">{list.length === 1 ? '1 title' : `${list.length} titles`}</span>
        )}
      </div>
      <EpisodeGrid request={groups} groups={list} label="All episodes" />
    </section>
  );
}
