import { useEffect, useState } from 'react';
import { t, type MessageKey } from './i18n/i18n';

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** What a list holds: a catalog key whose message is the noun by count ("query", "queries"). */
export type Noun = Extract<MessageKey, `noun.${string}`>;

/** "Showing 21–40 of 57 users", or "No users" for an empty result, in the active language. */
export function rangeLabelOf(noun: Noun, page: number, limit: number, total: number): string {
  if (total <= 0) return t('paging.none', { noun: t(noun, { count: 2 }) });
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return t('paging.showing', { first, last, total, noun: t(noun, { count: total }) });
}

/** Page buttons around the current page: 1 … 4 5 [6] 7 8 … 20. */
export function pageItems(current: number, count: number): (number | 'gap')[] {
  const wanted = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1]! > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

/**
 * The page of a list, back to the first one whenever `search` changes; `firstPageWith(setFilter)` is a filter's
 * setter that also goes back to the first page.
 */
export function useListPage(search: string) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search]);
  const firstPageWith =
    <T>(setFilter: (value: T) => void) =>
    (value: T) => {
      setFilter(value);
      setPage(1);
    };
  return { page, setPage, firstPageWith };
}

/** Deleting the last row of the last page leaves an empty page: once loaded, step back to the last one. */
export function useStayOnLastPage(loaded: boolean, page: number, lastPage: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (loaded && page > lastPage) setPage(lastPage);
  }, [loaded, page, lastPage, setPage]);
}
