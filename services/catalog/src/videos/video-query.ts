import { escapeRegex } from '@streamhub/nest-kit';
import { localizedWordForms } from './localized-search';
import {
  ratingsUpTo,
  type AdminVideosQuery,
  type AgeRating,
  type CatalogQuery,
  type CatalogSection,
  type VideoStatus,
} from '@streamhub/contracts';

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

/** At most this many words of a query count (the gateway caps the text at 100 characters anyway). */
export const MAX_QUERY_WORDS = 8;

const TEXT_FIELDS = ['videoTitle', 'episodeName', 'genre', 'actors'] as const;
const TITLE_FIELDS = ['videoTitle', 'episodeName'] as const;

/**
 * The distinct words of a query, upper-cased, in the order typed. A word is a run of letters and
 * digits (any script): emoji, punctuation and other symbols only separate words, so
 * "🎬🍿 horizon" searches for HORIZON and "horizon: drift" for HORIZON and DRIFT.
 */
export function queryWords(q: string | undefined): string[] {
  const words = (q ?? '').toUpperCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Text with no letters or digits at all ("🎬🍿", "?!") finds nothing rather than everything. */
export const MATCH_NOTHING: VideoFilter = { _id: { $in: [] } };

/** Title words close to a typed word (see title-typos.ts), by the upper-cased word. */
export type TypoCorrections = ReadonlyMap<string, readonly string[]>;

/**
 * Free text over title, episode name, genre and actors: every word must appear in one of those
 * fields, in any order ("horizon drift" finds "THE LAST HORIZON: DRIFT"), or, with `corrections`,
 * one of the title words it is a typo of must appear in the title or episode name. The fields are
 * stored upper-cased, so upper-casing the input makes the match case-insensitive without the `i`
 * flag (which would stop a real MongoDB from using the indexes); a search index can later replace this.
 */
function textClauses(q: string | undefined, corrections?: TypoCorrections): VideoFilter[] {
  const words = queryWords(q);
  if (words.length === 0) return q?.trim() ? [MATCH_NOTHING] : [];
  return words.map((word) => {
    const pattern = escapeRegex(word);
    // The translated titles, as typed or by transliteration (see localized-search.ts).
    const translated = { localizedSearch: { $regex: localizedWordForms(word).map(escapeRegex).join('|') } };
    const exact = [...TEXT_FIELDS.map((field) => ({ [field]: { $regex: pattern } })), translated];
    const close = corrections?.get(word);
    if (!close?.length) return { $or: exact };
    const typo = close.map(escapeRegex).join('|');
    return { $or: [...exact, ...TITLE_FIELDS.map((field) => ({ [field]: { $regex: typo } }))] };
  });
}

/** Movies are videos of type movie; series are the parts of every other type. */
function sectionClause(section: CatalogSection | undefined): VideoFilter | undefined {
  if (section === 'movies') return { videoType: 'movie' };
  if (section === 'series') return { videoType: { $ne: 'movie' } };
  return undefined;
}

/** What viewers may see: active and not deleted. */
export const VIEWER_VISIBLE: VideoFilter = { status: 'active', deleted: { $ne: true } };

/**
 * What a viewer may see: VIEWER_VISIBLE, and with `maxAgeRating` (the active profile's maturity
 * limit, set by the gateway) only titles rated at or below it.
 */
export function viewerVisible(maxAgeRating?: AgeRating): VideoFilter {
  return maxAgeRating ? { ...VIEWER_VISIBLE, ageRating: { $in: ratingsUpTo(maxAgeRating) } } : { ...VIEWER_VISIBLE };
}

/**
 * The catalogue query (home rows, /movies, /series, search): every given filter must hold (AND).
 * With `corrections`, a typed word also matches the title words it is a typo of.
 */
export function buildCatalogFilter(
  query: CatalogQuery & { maxAgeRating?: AgeRating },
  corrections?: TypoCorrections,
): VideoFilter {
  const clauses: VideoFilter[] = textClauses(query.q, corrections);
  const section = sectionClause(query.section);
  if (section) clauses.push(section);
  if (query.genre?.trim()) clauses.push({ genre: query.genre.trim().toUpperCase() });
  if (query.year !== undefined) clauses.push({ releaseYear: query.year });
  if (query.minRating !== undefined) clauses.push({ imdbRating: { $gte: query.minRating } });
  if (query.type) clauses.push({ videoType: query.type });
  if (query.quality) clauses.push({ quality: query.quality.toUpperCase() });
  if (query.ageRating) clauses.push({ ageRating: query.ageRating });
  const visible = viewerVisible(query.maxAgeRating);
  return clauses.length === 0 ? visible : { ...visible, $and: clauses };
}

/** Admin list: every status unless one is asked for; deleted videos never. */
export function buildAdminFilter(query: AdminVideosQuery): VideoFilter {
  const filter: VideoFilter = { deleted: { $ne: true } };
  const status: VideoStatus | undefined = query.status && query.status !== 'all' ? query.status : undefined;
  if (status) filter.status = status;
  if (query.type) filter.videoType = query.type;
  if (query.ageRating) filter.ageRating = query.ageRating;
  const text = textClauses(query.q);
  if (text.length > 0) filter.$and = text;
  return filter;
}

/** Newest upload first; the id breaks ties so pages never overlap. */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
