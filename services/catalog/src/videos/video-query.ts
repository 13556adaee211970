import type { AdminVideosQuery, SearchVideosQuery, VideoStatus } from '@streamhub/contracts';

/** A Mongo filter as plain data, so building it is a pure, unit-tested function. */
export type VideoFilter = Record<string, unknown>;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  limit: number;
  skip: number;
}

export function pageOf(page: number | undefined, limit: number | undefined): PageRequest {
  const p = Number.isInteger(page) && (page as number) >= 1 ? (page as number) : 1;
  const l =
    Number.isInteger(limit) && (limit as number) >= 1 ? Math.min(limit as number, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  return { page: p, limit: l, skip: (p - 1) * l };
}

/** Escapes user input so it matches literally inside a RegExp. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Free text over title, episode name, genre and actors. Those fields are stored upper-cased, so
 * upper-casing the input makes the match case-insensitive without the `i` flag (which would stop
 * a real MongoDB from using the indexes); a search index can later replace this method.
 */
function textClause(q: string | undefined): VideoFilter | undefined {
  const term = (q ?? '').trim();
  if (!term) return undefined;
  const pattern = escapeRegex(term.toUpperCase());
  return { $or: ['videoTitle', 'episodeName', 'genre', 'actors'].map((field) => ({ [field]: { $regex: pattern } })) };
}

/** What viewers may see: active and not deleted. */
export const VIEWER_VISIBLE: VideoFilter = { status: 'active', deleted: { $ne: true } };

/** Viewer search: every given filter must hold (AND). */
export function buildSearchFilter(query: SearchVideosQuery): VideoFilter {
  const clauses: VideoFilter[] = [];
  const text = textClause(query.q);
  if (text) clauses.push(text);
  if (query.genre?.trim()) clauses.push({ genre: query.genre.trim().toUpperCase() });
  if (query.year !== undefined) clauses.push({ releaseYear: query.year });
  if (query.minRating !== undefined) clauses.push({ imdbRating: { $gte: query.minRating } });
  if (query.type) clauses.push({ videoType: query.type });
  if (query.quality) clauses.push({ quality: query.quality.toUpperCase() });
  return clauses.length === 0 ? { ...VIEWER_VISIBLE } : { ...VIEWER_VISIBLE, $and: clauses };
}

/** Admin list: every status unless one is asked for; deleted videos never. */
export function buildAdminFilter(query: AdminVideosQuery): VideoFilter {
  const filter: VideoFilter = { deleted: { $ne: true } };
  const status: VideoStatus | undefined = query.status && query.status !== 'all' ? query.status : undefined;
  if (status) filter.status = status;
  if (query.type) filter.videoType = query.type;
  const text = textClause(query.q);
  if (text) filter.$and = [text];
  return filter;
}

/** Newest upload first; the id breaks ties so pages never overlap. */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
