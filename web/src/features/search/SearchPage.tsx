import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_TEXT_MAX_LENGTH } from '@streamhub/contracts';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { VideoCard } from '../../shared/ui/VideoCard';
import { useVideoFilters, useVideoPages } from '../catalog/catalog-queries';
import { cardFromVideo } from '../catalog/card-model';
import { CatalogState } from '../catalog/CatalogState';
import { watchPath } from '../catalog/watch-param';
import {
  hasCriteria,
  hasFilters,
  readSearchState,
  searchQuery,
  toSearchParams,
  withoutFilters,
  type SearchFilters as Filters,
} from './search-params';
import { DialogueMatches } from './DialogueMatches';
import { SearchFilters } from './SearchFilters';
import '../catalog/catalog.css';
import { useT } from '../../shared/i18n/i18n';

/** /search: query and filters live in the URL; results come from the server-side search. */
export function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = readSearchState(params);
  const criteria = hasCriteria(state);

  const [text, setText] = useState(state.q);
  useEffect(() => setText(state.q), [state.q]);
  const [showFilters, setShowFilters] = useState(() => hasFilters(state));

  const filterOptions = useVideoFilters();
  const results = useVideoPages(searchQuery(state), { enabled: criteria });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    setParams(toSearchParams({ ...state, q }));
  };

  const setFilter = (key: keyof Filters, value: string) => setParams(toSearchParams({ ...state, [key]: value }));
  const clearAll = () => setParams(toSearchParams(withoutFilters(state)));

  const pages = results.data?.pages ?? [];
  const page = { videos: pages.flatMap((p) => p.videos), total: pages.at(-1)?.total ?? 0 };

  return (
    <section className="page search-page">
      <h1 className="page-title">{t('search.label')}</h1>
      <form className="search-form" role="search" aria-label={t('search.searchVideos')} onSubmit={submit}>
        <input
          type="search"
          placeholder={t('search.searchTitlesEpisodesGenresActors')}
          aria-label={t('search.searchVideos')}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('search.label')}
        </button>
        <button
          type="button"
          className={`btn btn-ghost${showFilters ? ' active' : ''}`}
          aria-expanded={showFilters}
          aria-controls="search-filters"
          onClick={() => setShowFilters((open) => !open)}
        >
          {t('search.filters')}
          {hasFilters(state) ? ' •' : ''}
        </button>
      </form>
      {showFilters && (
        <div id="search-filters">
          <SearchFilters
            value={state}
            options={filterOptions.data ?? undefined}
            onChange={setFilter}
            onClearAll={clearAll}
          />
        </div>
      )}

      {!criteria ? (
        <div className="catalog-state">
          <p className="empty-title">{MESSAGES.startSearching}</p>
          <p className="muted">{t('search.typeATitleEpisodeGenre')}</p>
        </div>
      ) : (
        <CatalogState
          loading={results.isPending}
          error={results.error && !results.isFetchNextPageError ? errorMessage(results.error) : null}
          empty={page.total === 0 && page.videos.length === 0}
          emptyText={<span className="empty-title">{MESSAGES.noResults}</span>}
          onRetry={() => void results.refetch()}
        >
          <p className="result-count" aria-live="polite">
            <span>{t('search.results', { count: page.total })}</span>
            {state.q && (
              <>
                {' '}
                {t('search.for')}{' '}
                <strong>
                  {t('search.text')}
                  {state.q}
                  {t('search.text2')}
                </strong>
              </>
            )}
          </p>
          <div className="card-grid card-grid--small" aria-label={t('search.searchResults')}>
            {page.videos.map((video) => (
              <VideoCard
                key={video._id}
                size="small"
                card={cardFromVideo(video)}
                onSelect={() => navigate(watchPath(video._id))}
              />
            ))}
          </div>
          {results.hasNextPage && (
            <div className="load-more">
              {results.isFetchNextPageError && <p role="alert">{errorMessage(results.error)}</p>}
              <button
                type="button"
                className="btn btn-ghost"
                disabled={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {results.isFetchingNextPage ? MESSAGES.loading : t('search.loadMore')}
              </button>
            </div>
          )}
        </CatalogState>
      )}
      {state.q && <DialogueMatches q={state.q} />}
    </section>
  );
}
