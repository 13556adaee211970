import { useEpisodeGroups } from '../catalog/catalog-queries';
import { EpisodeGrid } from './EpisodeGrid';
import '../catalog/catalog.css';

/** /episodes: one card per episode name; opening one checks access first. */
export function EpisodesPage() {
  const groups = useEpisodeGroups();
  const list = groups.data?.episodes ?? [];

  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page-title">All Episodes</h1>
        {!groups.isPending && !groups.error && (
          <span className="muted">{list.length === 1 ? '1 title' : `${list.length} titles`}</span>
        )}
      </div>
      <EpisodeGrid request={groups} groups={list} label="All episodes" />
    </section>
  );
}
