import type { MediaObjects } from './media';
import { healthPattern } from './services';

export const CatalogPatterns = {
  health: healthPattern('catalog'),
  /** Body: {}. Reply: Category[] (every status, by name). */
  listCategories: 'catalog.categories.list',
  /** Body: CreateCategoryRequest. Reply: Category (active). */
  createCategory: 'catalog.categories.create',
  /** Body: SetCategoryStatusRequest. Reply: Category. */
  setCategoryStatus: 'catalog.categories.set-status',

  /** Body: CreateVideoRequest (the upload form's metadata). Reply: Video. */
  createVideo: 'catalog.videos.create',
  /** Body: UploadVideoRequest (metadata + uploaded object keys). Reply: Video (status processing; transcode enqueued). */
  uploadVideo: 'catalog.videos.upload',
  /** Body: EpisodesQuery (the catalogue query, paged by group). Reply: EpisodesReply. */
  listEpisodes: 'catalog.videos.episodes',
  /** Body: {}. Reply: Video[] (active, newest first). */
  listAllVideos: 'catalog.videos.all',
  /** Body: CatalogQuery (the same filters as listEpisodes, paged by video). Reply: VideoPage. */
  searchVideos: 'catalog.videos.search',
  /** Body: {}. Reply: VideoFilters. */
  videoFilters: 'catalog.videos.filters',
  /** Body: { id }. Reply: Video (admins also get inactive ones). */
  getVideo: 'catalog.videos.get',
  /** Body: PlaybackRequest. Reply: PlaybackReply (the video, whether the caller may watch it, where its stream is). */
  getPlayback: 'catalog.videos.playback',
  /** Body: { name }. Reply: EpisodeDetail. */
  getEpisodeByName: 'catalog.videos.by-name',
  /** Body: AdminVideosQuery. Reply: VideoPage (every status). */
  adminListVideos: 'catalog.videos.admin-list',
  /** Body: SetVideoStatusRequest. Reply: Video. */
  setVideoStatus: 'catalog.videos.set-status',
  /** Body: { id }. Reply: { deleted: true }. */
  deleteVideo: 'catalog.videos.delete',
  /** Body: UpsertSeriesRequest. Reply: SeriesData. */
  upsertSeries: 'catalog.series.upsert',

  /** Body: { videoId }. Reply: AccessReply. Needs a principal. */
  checkVideoAccess: 'catalog.access.video',
  /** Body: { name }. Reply: AccessReply. Needs a principal. */
  checkEpisodeAccess: 'catalog.access.episode',

  /** Body: {}. Reply: { videos: Video[] }. Needs a principal. */
  listWatchlist: 'catalog.watchlist.list',
  /** Body: { videoId }. Reply: { videos: Video[] }. */
  addToWatchlist: 'catalog.watchlist.add',
  /** Body: { videoId }. Reply: { videos: Video[] }. */
  removeFromWatchlist: 'catalog.watchlist.remove',

  /** Body: {}. Reply: { items: WatchHistoryItem[] }. Needs a principal. */
  listHistory: 'catalog.history.list',
  /** Body: RecordProgressRequest. Reply: WatchHistoryItem. */
  recordProgress: 'catalog.history.record',
} as const;

export const CatalogEvents = {
  categoryCreated: 'catalog.category.created',
  categoryStatusChanged: 'catalog.category.status-changed',
  videoCreated: 'catalog.video.created',
  videoUpdated: 'catalog.video.updated',
  videoStatusChanged: 'catalog.video.status-changed',
  videoDeleted: 'catalog.video.deleted',
  seriesUpdated: 'catalog.series.updated',
} as const;

/** Every catalog event that changes what viewers see; caches of public lists drop on any of them. */
export const CATALOG_CONTENT_EVENTS: readonly string[] = [
  CatalogEvents.categoryCreated,
  CatalogEvents.categoryStatusChanged,
  CatalogEvents.videoCreated,
  CatalogEvents.videoUpdated,
  CatalogEvents.videoStatusChanged,
  CatalogEvents.videoDeleted,
  CatalogEvents.seriesUpdated,
];

/** User-facing catalog messages, verbatim where the spec gives them (one place for apps and tests). */
export const CatalogMessages = {
  requiredFields: 'Please fill in all required fields (Video Title, Genre)',
  invalidRating: 'IMDb rating must be a number between 0 and 10',
  invalidRuntime: 'Runtime must be 0 minutes or more',
  invalidQuality: 'Quality must be one of HD, 4K, SD',
  invalidVideoType: 'Video type must be one of movie, episode, series',
  invalidSection: 'Section must be one of movies, series',
  invalidReleaseDate: 'Release date must be a valid date',
  invalidEpisodeSeq: 'Episode number must be a whole number of 1 or more',
  invalidStatus: 'Status must be one of active, inactive, processing, failed',
  invalidVideoId: 'Invalid video id: expected 24 hexadecimal characters',
  episodeNameRequired: 'Episode name is required',
  videoNotFound: 'Video not found',
  noVideosForEpisode: 'No videos available for this episode',
  videosFetched: 'Videos fetched successfully',
  episodesFetched: 'Episodes fetched successfully',
  videoFetched: 'Video fetched successfully',
  filtersFetched: 'Filters fetched successfully',
  accessChecked: 'Access checked',
  videoActivated: 'Video activated successfully',
  videoDeactivated: 'Video deactivated successfully',
  videoDeleted: 'Video deleted successfully',
  addedToWatchlist: 'Added to watchlist',
  removedFromWatchlist: 'Removed from watchlist',
  watchlistFetched: 'Watchlist fetched successfully',
  historyFetched: 'Watch history fetched successfully',
  progressSaved: 'Progress saved',
  categoriesFetched: 'Categories fetched successfully',
  categoryCreated: 'Category created successfully',
  categoryActivated: 'Category activated successfully',
  categoryDeactivated: 'Category deactivated successfully',
  categoryNameRequired: 'Category name is required',
  categoryNameNotText: 'Category name must be text',
  categoryNameTooLong: 'Category name must be at most 60 characters',
  categoryNameInvalid: 'Category name may not contain control characters',
  categoryExists: (name: string): string => `Category "${name}" already exists`,
  categoryNotFound: 'Category not found',
  invalidCategoryId: 'Invalid category id: expected 24 hexadecimal characters',
  invalidCategoryStatus: 'Status must be either "active" or "inactive"',
} as const;

export const CategoryLimits = {
  nameMaxLength: 60,
} as const;

export type CategoryStatus = 'active' | 'inactive';

export interface Category {
  _id: string;
  name: string;
  status: CategoryStatus;
  createdAt: string;
}

export interface CreateCategoryRequest {
  name: string;
}

export interface SetCategoryStatusRequest {
  id: string;
  status: CategoryStatus;
}

/** Payload of `catalog.category.created` and `catalog.category.status-changed`. */
export interface CategoryChangedEvent {
  categoryId: string;
  name: string;
  status: CategoryStatus;
}

// ---------------------------------------------------------------- videos

/** Viewers only ever see `active`; the media pipeline moves new uploads through `processing`. */
export const VIDEO_STATUSES = ['active', 'inactive', 'processing', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
/** The longest search text accepted (the search boxes stop there; the API refuses longer). */
export const SEARCH_TEXT_MAX_LENGTH = 100;

export const VIDEO_QUALITIES = ['HD', '4K', 'SD'] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];
export const VIDEO_TYPES = ['movie', 'episode', 'series'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
/** Min-rating options of the search filters (spec §9). */
export const MIN_RATING_OPTIONS = [7, 8, 9] as const;

export interface VideoSource {
  type: string;
  quality: string;
  url: string;
}

/** A video / part as every catalog route returns it (spec §3 "Video / part"). */
export interface Video {
  _id: string;
  videoTitle: string;
  /** Same as videoTitle. */
  title: string;
  /** Upper-cased; the group (series) the part belongs to. A movie's episode name is its title. */
  episodeName: string;
  description: string;
  genre: string;
  actors: string[];
  writers: string[];
  countries: string[];
  languages: string[];
  imdbRating: number | null;
  /** ISO date or null. */
  releaseDate: string | null;
  runtimeMinutes: number;
  /** The media's real length in seconds once transcoded; null before (runtimeMinutes is what the admin typed). */
  durationSeconds: number | null;
  quality: VideoQuality;
  videoType: VideoType;
  episodeSeq: number;
  poster: string | null;
  posterUrl: string | null;
  thumb: string | null;
  thumbUrl: string | null;
  trailer: string | null;
  status: VideoStatus;
  createdAt: string;
  /** Same as createdAt. */
  uploadDate: string;
  /** Signed playable sources (DASH and HLS); [] unless the caller may watch the video. */
  sources: VideoSource[];
  defaultUrl: string | null;
  /** "<n> minutes" once sources are signed; null until then. */
  expiresIn: string | null;
  /** Signed WebVTT of the seek-bar thumbnails: only with sources, and only when the video has one. */
  storyboardUrl?: string;
  /** Transcode progress 0–100 while `processing`; null otherwise. */
  progress: number | null;
  /** Why the media pipeline failed (status `failed`); null otherwise. */
  failureReason: string | null;
  /**
   * Admins only (absent for everyone else): why the uploaded trailer could not be transcoded (the
   * video plays without it); null when there was none to transcode or it succeeded.
   */
  trailerFailure?: string | null;
  seriesTrailerUrl: string | null;
  seriesPosterUrl: string | null;
  seriesThumbUrl: string | null;
}

/** Body of `catalog.videos.create`: the upload form's fields (lists as arrays or comma-joined text). */
export interface CreateVideoRequest {
  videoTitle: string;
  episodeName?: string | null;
  description?: string | null;
  genre: string;
  actors?: string[] | string | null;
  writers?: string[] | string | null;
  countries?: string[] | string | null;
  languages?: string[] | string | null;
  imdbRating?: number | string | null;
  releaseDate?: string | null;
  runtimeMinutes?: number | string | null;
  quality?: string | null;
  videoType?: string | null;
  episodeSeq?: number | string | null;
  poster?: string | null;
  thumb?: string | null;
  trailer?: string | null;
  /** Defaults to `active`. */
  status?: VideoStatus | null;
}

/** Body of `catalog.videos.upload`: the form's metadata plus where the gateway stored the files. */
export interface UploadVideoRequest extends Omit<CreateVideoRequest, 'status'> {
  /** Object key of the uploaded source (required): the video stays `processing` until transcoded. */
  sourceKey: string;
  /** Object key of an uploaded trailer: transcoded after the video (see TrailerLinks). */
  trailerSourceKey?: string | null;
}

export interface PlaybackRequest {
  id: string;
}

/** Why a caller gets no stream: a guest must sign in; a viewer needs a subscription; or nothing is playable yet. */
export type PlaybackAccess = 'granted' | 'sign-in' | 'subscription' | 'not-ready';

/** Where a transcoded video's stream lives (object storage, relative to the media bucket). */
export interface StreamLocation {
  /** Directory of the manifests and segments. */
  dir: string;
  dash: string;
  hls: string;
  /** Rendition heights, tallest first. */
  heights: number[];
  /** The storyboard WebVTT in `dir`; null/absent when the video has none. */
  storyboard?: string | null;
  /** Length of the media, seconds (absent for videos transcoded before it was kept). */
  durationSeconds?: number | null;
}

export interface PlaybackReply {
  video: Video;
  access: PlaybackAccess;
  /** Only when access is granted. */
  stream: StreamLocation | null;
  /** Transcoded trailers the reply refers to (for anyone: trailers are promotional). */
  trailers?: TrailerLinks;
}

/**
 * Which videos' uploaded trailers are transcoded, for the gateway to sign: it turns them into
 * signed manifest URLs in `trailer` (the video's own) and `seriesTrailerUrl` (the series'),
 * and never passes this object on.
 */
export interface TrailerLinks {
  /** The video whose trailer is the series' trailer (the first active part that has one), unless the series data names a URL of its own. */
  series: string | null;
  /** Videos (of the reply) with a transcoded trailer of their own. */
  videos: string[];
}

export interface EpisodeGroup {
  episodeName: string;
  count: number;
  /** Newest release date (ISO) of the parts; null when none has one (such groups rank after dated ones, by upload). */
  latestRelease: string | null;
  poster: string | null;
  thumb: string | null;
  /** Average IMDb rating of the rated parts, one decimal; null when none is rated. */
  rating: number | null;
  genre: string;
  /** Ordered by episodeSeq. */
  parts: Video[];
}

export interface EpisodesReply {
  episodes: EpisodeGroup[];
  /** Groups matching the query in all (the page is `episodes`). */
  total: number;
  page: number;
  /** Groups per page; 0 when every group was asked for (no limit). */
  limit: number;
}

/**
 * The catalogue's sections, as in the menus: movies are videos of type movie; series are the
 * episode groups of every other type.
 */
export const CATALOG_SECTIONS = ['movies', 'series'] as const;
export type CatalogSection = (typeof CATALOG_SECTIONS)[number];

/**
 * The one catalogue query: home rows, /movies, /series and search all ask with it. Every given
 * filter must hold; `q` matches every word (in any order) in title, episode name, genre or actors.
 */
export interface CatalogQuery {
  q?: string;
  genre?: string;
  year?: number;
  minRating?: number;
  type?: VideoType;
  quality?: VideoQuality;
  section?: CatalogSection;
  page?: number;
  limit?: number;
}

export type SearchVideosQuery = CatalogQuery;

/**
 * The catalogue query answered as episode groups: a group is listed when any of its parts
 * matches, with all its visible parts. Without `limit` every matching group comes at once.
 */
export type EpisodesQuery = CatalogQuery;

export type AdminStatusFilter = 'all' | VideoStatus;

export interface AdminVideosQuery {
  q?: string;
  status?: AdminStatusFilter;
  type?: VideoType;
  page?: number;
  limit?: number;
}

export interface VideoPage {
  videos: Video[];
  total: number;
  page: number;
  limit: number;
}

export interface VideoFilters {
  genres: string[];
  years: number[];
  episodeNames: string[];
  /** The qualities some visible title has, in VIDEO_QUALITIES order. */
  qualities: VideoQuality[];
}

export interface SeriesData {
  episodeName: string;
  seriesTrailerUrl: string | null;
  seriesPosterUrl: string | null;
  seriesThumbUrl: string | null;
}

export interface UpsertSeriesRequest {
  episodeName: string;
  seriesTrailerUrl?: string | null;
  seriesPosterUrl?: string | null;
  seriesThumbUrl?: string | null;
}

export interface EpisodeDetail {
  episodeName: string;
  count: number;
  parts: Video[];
  series: SeriesData | null;
  /** For the gateway only (see TrailerLinks). */
  trailers?: TrailerLinks;
}

export interface SetVideoStatusRequest {
  id: string;
  status: 'active' | 'inactive';
}

export interface AccessReply {
  hasAccess: boolean;
}

export interface WatchlistReply {
  videos: Video[];
}

export interface WatchHistoryItem {
  video: Video;
  positionSeconds: number;
  durationSeconds: number;
  /** round(position / duration * 100), capped at 100. */
  percent: number;
  watchedAt: string;
}

export interface WatchHistoryReply {
  items: WatchHistoryItem[];
}

export interface RecordProgressRequest {
  videoId: string;
  positionSeconds: number;
  durationSeconds: number;
}

// ---------------------------------------------------------------- events

export interface VideoChangedEvent {
  videoId: string;
  episodeName: string;
  status: VideoStatus;
}

export interface VideoDeletedEvent {
  videoId: string;
  episodeName: string;
  /** The video's objects in the media bucket, removed by a cleanup job (absent in older events). */
  media?: MediaObjects;
}

export interface SeriesUpdatedEvent {
  episodeName: string;
}
