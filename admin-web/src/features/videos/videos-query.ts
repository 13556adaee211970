import type { AdminVideosQuery, AgeRating, VideoStatus, VideoType } from '@streamhub/contracts';
import { rangeLabelOf } from '../../shared/paging';

export const VIDEOS_PAGE_SIZE = 20;

export type StatusFilter = 'all' | 'active' | 'inactive';
export type TypeFilter = 'all' | VideoType;
export type AgeRatingFilter = 'all' | AgeRating;

export interface VideosFilter {
  search: string;
  status: StatusFilter;
  type: TypeFilter;
  /** Optional so a caller that does not filter by rating need not say so. */
  ageRating?: AgeRatingFilter;
  page: number;
}

/** Query of GET /admin/videos: blank search and "all" type are left out. */
export function videosQueryParams(filter: VideosFilter): AdminVideosQuery {
  const params: AdminVideosQuery = { status: filter.status, page: Math.max(1, filter.page), limit: VIDEOS_PAGE_SIZE };
  const q = filter.search.trim();
  if (q) params.q = q;
  if (filter.type !== 'all') params.type = filter.type;
  if (filter.ageRating && filter.ageRating !== 'all') params.ageRating = filter.ageRating;
  return params;
}

/** The status a toggle moves to; processing and failed videos are the media pipeline's, not toggled here. */
export function nextStatus(status: VideoStatus): 'active' | 'inactive' | null {
  if (status === 'active') return 'inactive';
  if (status === 'inactive') return 'active';
  return null;
}

export function formatRating(rating: number | null | undefined): string {
  return typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : 'N/A';
}

/** "Showing 21–40 of 57 videos", or "No videos" for an empty result. */
export const rangeLabel = (page: number, limit: number, total: number): string =>
  rangeLabelOf('noun.video', page, limit, total);
