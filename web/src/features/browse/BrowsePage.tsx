import { useSearchParams } from 'react-router-dom';
import type { CatalogSection, VideoType } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { useEpisodeGroupPages, useVideoFilters } from '../catalog/catalog-queries';
import { EpisodeGrid } from '../episodes/EpisodeGrid';
import { hasFilters, readSearchState, searchQuery, toSearchParams, withoutFilters } from '../search/search-params';
import { SearchFilters } from '../search/SearchFilters';
import '../catalog/catalog.css';
import { useT } from '../../shared/i18n/i18n';

/** Titles per page of /movies and /series. */
export const BROWSE_PAGE_SIZE = 24;

const SECTION_TYPES: Record<CatalogSection, readonly VideoType[]> = { movies: [], series: ['episode', 'series'] };

/**
 * /movies and /series: every active title of the section, newest release first, with the search
 * page's filters kept in the URL (so a filtered list can be shared and the back button undoes a
 * filter), a page of cards at a time from the server, and home's cards and access checks.
 */
export function BrowsePage({ section, title }: { section: CatalogSection; title: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = { ...readSearchState(params), q: '' };
  if (SECTION_TYPES[section].every((type) => type !== state.type)) state.type = '';
  const filterOptions = useVideoFilters();
  const pages = useEpisodeGroupPages({ ...searchQuery(state, BROWSE_PAGE_SIZE), section });
  const groups = pages.data?.pages.flatMap((page) => page.episodes) ?? [];
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  const filtered = hasFilters(state);
  const noun = title.toLowerCase();

  return (
    <section className="page browse-page">
      <div className="section-head">
        <h1 className="page-title">{title}</h1>
        {!pages.isPending && !pages.error && (
          <span className="muted" aria-live="polite">
            {t('catalog.titles', { count: total })}
          </span>
        )}
      </div>
      <SearchFilters
        value={state}
        options={filterOptions.data}
        types={SECTION_TYPES[section]}
        onChange={(key, value) => setParams(toSearchParams({ ...state, [key]: value }))}
        onClearAll={() => setParams(toSearchParams(withoutFilters(state)))}
      />
      <EpisodeGrid
        request={pages}
        groups={groups}
        label={title}
        emptyText={filtered ? `No ${noun} match these filters.` : `No ${noun} yet.`}
      />
      {pages.hasNextPage && (
        <div className="load-more">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? MESSAGES.loading : t('browse.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
