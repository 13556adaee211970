import { useEpisodeGroups } from '../catalog/catalog-queries';
import { EpisodeGrid } from './EpisodeGrid';
import '../catalog/catalog.css';
import { useT } from '../../shared/i18n/i18n';

/** /episodes: one card per episode name; opening one checks access first. */
export function EpisodesPage() {
  const t = useT();
  const groups = useEpisodeGroups();
  const list = groups.data?.episodes ?? [];

  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page-title">{t('episodes.allEpisodes')}</h1>
        {!groups.isPending && !groups.error && (
          <span className="muted">{t('catalog.titles', { count: list.length })}</span>
        )}
      </div>
      <EpisodeGrid request={groups} groups={list} label={t('episodes.allEpisodes2')} />
    </section>
  );
}
