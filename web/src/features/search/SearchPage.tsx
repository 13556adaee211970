import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { VideoCard } from '../../shared/ui/VideoCard';
import type { VideoPage } from '@streamhub/contracts';
import { fetchVideoFilters, searchVideos } from '../catalog/catalog-api';
import { cardFromVideo } from '../catalog/card-model';
import { useApiData } from '../catalog/use-api-data';
import { CatalogState } from '../catalog/CatalogState';
import { watchPath } from '../catalog/watch-param';
import {
  hasCriteria,
  hasFilters,
  readSearchState,
  searchApiQuery,
  toSearchParams,
  withoutFilters,
  type SearchFilters as Filters,
} from './search-params';
import { SearchFilters } from './SearchFilters';
import '../catalog/catalog.css';

const NO_RESULTS: VideoPage = { videos: [], total: 0, page: 1, limit: 0 };

/** /search: query and filters live in the URL; results come from the server-side search. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = readSearchState(params);
  const criteria = hasCriteria(state);
  const apiQuery = searchApiQuery(state, 1);

  const [text, setText] = useState(state.q);
  useEffect(() => setText(state.q), [state.q]);
  const [showFilters, setShowFilters] = useState(() => hasFilters(state));
  const [loadingMore, setLoadingMore] = useState(false);

  const filterOptions = useApiData((signal) => fetchVideoFilters(signal).catch(() => undefined), []);
  const results = useApiData(
    (signal) => (criteria ? searchVideos(apiQuery, signal) : Promise.resolve(NO_RESULTS)),
    [apiQuery, criteria],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    setParams(toSearchParams({ ...state, q }));
  };

  const setFilter = (key: keyof Filters, value: string) => setParams(toSearchParams({ ...state, [key]: value }));
  const clearAll = () => setParams(toSearchParams(withoutFilters(state)));

  const page = results.data ?? NO_RESULTS;
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await searchVideos(searchApiQuery(state, page.page + 1));
      results.setData((current) => current && { ...next, videos: [...current.videos, ...next.videos] });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className="page search-page">
      <h1 className="page-title">Search</h1>
      <form className="search-form" role="search" aria-label="Search videos" onSubmit={submit}>
        <input
          type="search"
          placeholder="Search titles, episodes, genres, actors..."
          aria-label="Search videos"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
        <button
          type="button"
          className={`btn btn-ghost${showFilters ? ' active' : ''}`}
          aria-expanded={showFilters}
          aria-controls="search-filters"
          onClick={() => setShowFilters((open) => !open)}
        >
          Filters{hasFilters(state) ? ' •' : ''}
        </button>
      </form>
      {showFilters && (
        <div id="search-filters">
          <SearchFilters value={state} options={filterOptions.data} onChange={setFilter} onClearAll={clearAll} />
        </div>
      )}

      {!criteria ? (
        <div className="catalog-state">
          <p className="empty-title">{MESSAGES.startSearching}</p>
          <p className="muted">Type a title, episode, genre or actor, or pick a filter.</p>
        </div>
      ) : (
        <CatalogState
          loading={results.loading}
          error={results.error ? errorMessage(results.error) : null}
          empty={page.total === 0 && page.videos.length === 0}
          emptyText={<span className="empty-title">{MESSAGES.noResults}</span>}
          onRetry={results.reload}
        >
          <p className="result-count" aria-live="polite">
            <span>{page.total === 1 ? '1 result' : `${page.total} results`}</span>
            {state.q && (
              <>
                {' '}
                for <strong>“{state.q}”</strong>
              </>
            )}
          </p>
          <div className="card-grid card-grid--small" aria-label="Search results">
            {page.videos.map((video) => (
              <VideoCard
                key={video._id}
                size="small"
                card={cardFromVideo(video)}
                onSelect={() => navigate(watchPath(video._id))}
              />
            ))}
          </div>
          {page.videos.length < page.total && (
            <div className="load-more">
              <button type="button" className="btn btn-ghost" disabled={loadingMore} onClick={() => void loadMore()}>
                {loadingMore ? MESSAGES.loading : 'Load more'}
              </button>
            </div>
          )}
        </CatalogState>
      )}
    </section>
  );
}
