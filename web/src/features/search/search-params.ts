import {
  AGE_RATINGS,
  MIN_RATING_OPTIONS,
  SEARCH_TEXT_MAX_LENGTH,
  VIDEO_QUALITIES,
  VIDEO_TYPES,
  type CatalogQuery,
} from '@streamhub/contracts';

/** The search page keeps its query and filters in the URL (docs/product.md §2); these map URL ⇄ state ⇄ API. */

export const SEARCH_PAGE_SIZE = 24;

export interface SearchFilters {
  genre: string;
  year: string;
  minRating: string;
  type: string;
  quality: string;
  ageRating: string;
}

export interface SearchState extends SearchFilters {
  q: string;
}

export const FILTER_KEYS = [
  'genre',
  'year',
  'minRating',
  'type',
  'quality',
  'ageRating',
] as const satisfies readonly (keyof SearchFilters)[];
const STATE_KEYS = ['q', ...FILTER_KEYS] as const;

const oneOf = (value: string, allowed: readonly (string | number)[]) =>
  allowed.some((option) => String(option) === value) ? value : '';

/** Reads the URL, dropping values the filters do not offer (a hand-edited URL must not break the page). */
export function readSearchState(params: URLSearchParams): SearchState {
  const get = (key: string) => (params.get(key) ?? '').trim();
  const year = get('year');
  return {
    // A longer text (a hand-made or pasted URL) is cut at the limit rather than refused by the API.
    q: get('q').slice(0, SEARCH_TEXT_MAX_LENGTH).trim(),
    genre: get('genre'),
    year: /^\d{4}$/.test(year) ? year : '',
    minRating: oneOf(get('minRating'), MIN_RATING_OPTIONS),
    type: oneOf(get('type'), VIDEO_TYPES),
    quality: oneOf(get('quality'), VIDEO_QUALITIES),
    ageRating: oneOf(get('ageRating'), AGE_RATINGS),
  };
}

/** URL query for a state: empty values left out, fixed key order so equal states give equal URLs. */
export function toSearchParams(state: Partial<SearchState>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of STATE_KEYS) {
    const value = state[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

export function hasFilters(state: SearchFilters): boolean {
  return FILTER_KEYS.some((key) => state[key] !== '');
}

export function hasCriteria(state: SearchState): boolean {
  return state.q !== '' || hasFilters(state);
}

/** The catalogue query of a state (without the page, which the list adds). */
export function searchQuery(state: Partial<SearchState>, limit = SEARCH_PAGE_SIZE): Omit<CatalogQuery, 'page'> {
  const query: Omit<CatalogQuery, 'page'> = { limit };
  const text = (key: keyof SearchState) => state[key]?.trim() || undefined;
  if (text('q')) query.q = text('q');
  if (text('genre')) query.genre = text('genre');
  if (text('year')) query.year = Number(text('year'));
  if (text('minRating')) query.minRating = Number(text('minRating'));
  if (text('type')) query.type = text('type') as CatalogQuery['type'];
  if (text('quality')) query.quality = text('quality') as CatalogQuery['quality'];
  if (text('ageRating')) query.ageRating = text('ageRating') as CatalogQuery['ageRating'];
  return query;
}

export function withoutFilters(state: SearchState): SearchState {
  return { q: state.q, genre: '', year: '', minRating: '', type: '', quality: '', ageRating: '' };
}
