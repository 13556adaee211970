import { useEffect } from 'react';

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** "Showing 21–40 of 57 users", or "No users" for an empty result; `noun` is the singular. */
export function rangeLabelOf(noun: string, page: number, limit: number, total: number): string {
  if (total <= 0) return `No ${noun}s`;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return `Showing ${first}–${last} of ${total} ${noun}${total === 1 ? '' : 's'}`;
}

/** Deleting the last row of the last page leaves an empty page: once loaded, step back to the last one. */
export function useStayOnLastPage(loaded: boolean, page: number, lastPage: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (loaded && page > lastPage) setPage(lastPage);
  }, [loaded, page, lastPage, setPage]);
}
