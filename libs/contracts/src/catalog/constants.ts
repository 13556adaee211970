import type { LocalizedText } from '../languages/localized';
import type { MediaObjects } from '../media/constants';
import { healthPattern } from '../messaging/services';

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
  /** Body: VideosByExternalIdRequest. Reply: VideoByExternalId[] (admin: the titles those source keys created). */
  videosByExternalId: 'catalog.videos.by-external-id',
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
  /** Body: ContentKeysRequest. Reply: ContentKeysReply (wrapped keys; the gateway's licence endpoint only, docs/drm.md). */
  contentKeys: 'catalog.drm.keys',
  /** Body: ProtectTitleRequest. Reply: ProtectionStatus (admin: protect a clear title by re-packaging it, docs/drm.md). */
  protectTitle: 'catalog.drm.protect',
  /** Body: ProtectTitleRequest. Reply: ProtectionStatus (admin). */
  protectionStatus: 'catalog.drm.status',
  /** Body: { name }. Reply: EpisodeDetail. */
  getEpisodeByName: 'catalog.videos.by-name',
  /** Body: AdminVideosQuery. Reply: VideoPage (every status). */
  adminListVideos: 'catalog.videos.admin-list',
  /** Body: SetVideoStatusRequest. Reply: Video. */
  setVideoStatus: 'catalog.videos.set-status',
  /** Body: SetVideoRatingRequest. Reply: Video. */
  setVideoRating: 'catalog.videos.set-rating',
  /** Body: SetVideoMarkersRequest. Reply: Video. */
  setVideoMarkers: 'catalog.videos.set-markers',
  /** Body: SetVideoLocalizedRequest. Reply: Video (with localized). */
  setVideoLocalized: 'catalog.videos.set-localized',
  /** Body: { id }. Reply: { deleted: true }. */
  deleteVideo: 'catalog.videos.delete',
  /** Body: UpsertSeriesRequest. Reply: SeriesData. */
  upsertSeries: 'catalog.series.upsert',

  /** Body: PutTextTrackRequest (a checked, stored WebVTT). Reply: PutTextTrackReply. Admin. */
  putTextTrack: 'catalog.text-tracks.put',
  /** Body: DeleteTextTrackRequest. Reply: DeleteTextTrackReply. Admin. */
  deleteTextTrack: 'catalog.text-tracks.delete',
  /** Body: { videoId }. Reply: MediaTextTracksReply (for the manifests the gateway serves; no principal). */
  mediaTextTracks: 'catalog.text-tracks.media',
  /** Body: PutAudioTrackRequest (a checked, stored upload). Reply: AudioTracksReply. Admin. Enqueues its transcode. */
  putAudioTrack: 'catalog.audio-tracks.put',
  /** Body: DeleteAudioTrackRequest. Reply: AudioTracksReply. Admin. */
  deleteAudioTrack: 'catalog.audio-tracks.delete',
  /** Body: SearchDialogueRequest. Reply: DialogueReply (lines of subtitles that match, with their titles). */
  searchDialogue: 'catalog.dialogue.search',

  /** Body: { videoId }. Reply: AccessReply. Needs a principal. */
  checkVideoAccess: 'catalog.access.video',
  /** Body: { name }. Reply: AccessReply. Needs a principal. */
  checkEpisodeAccess: 'catalog.access.episode',

  /** Body: {}. Reply: { videos: Video[] }. Needs a principal. */
  listWatchlist: 'catalog.watchlist.list',
  /** Body: WatchlistChangeRequest. Reply: { videos: Video[] }. */
  addToWatchlist: 'catalog.watchlist.add',
  /** Body: WatchlistChangeRequest. Reply: { videos: Video[] }. */
  removeFromWatchlist: 'catalog.watchlist.remove',

  /** Body: {}. Reply: { items: WatchHistoryItem[] }. Needs a principal. */
  listHistory: 'catalog.history.list',
  /** Body: RecordProgressRequest. Reply: WatchHistoryItem. */
  recordProgress: 'catalog.history.record',
  /** Body: HistoryEntryRequest. Reply: WatchHistoryReply. Takes a title out of Continue watching (playing it again brings it back). */
  hideFromContinueWatching: 'catalog.history.hide',
  /** Body: HistoryEntryRequest. Reply: WatchHistoryReply. Takes the title out of the history (kept marked removed: docs/ha.md). */
  removeHistoryEntry: 'catalog.history.remove',
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
  tooManyExternalIds: 'At most 500 source keys per lookup',
  requiredFields: 'Please fill in all required fields (Video Title, Genre)',
  invalidRating: 'IMDb rating must be a number between 0 and 10',
  invalidRuntime: 'Runtime must be 0 minutes or more',
  invalidQuality: 'Quality must be one of HD, 4K, SD',
  invalidProtection: 'Protection must be protected or clear',
  invalidVideoType: 'Video type must be one of movie, episode, series',
  invalidSection: 'Section must be one of movies, series',
  invalidReleaseDate: 'Release date must be a valid date',
  invalidEpisodeSeq: 'Episode number must be a whole number of 1 or more',
  invalidStatus: 'Status must be one of active, inactive, processing, failed',
  invalidAgeRating: 'Age rating must be one of U, U/A 7+, U/A 13+, U/A 16+, A',
  invalidContentDescriptors: 'Content descriptors must be from: themes, violence, nudity, sex, language, drugs, horror',
  ratingSaved: 'Rating saved',
  invalidMarkers: 'Each marker is a start and an end in seconds, start before end, both set or both empty',
  markersPastEnd: 'Markers must end within the video',
  markersNeedMedia: 'Markers can be set once the video has been transcoded',
  markersSaved: 'Markers saved',
  invalidLocalizedLanguage: 'Each language (hi, ta, te, bn, mr, kn, ml) may have one title and synopsis',
  invalidLocalizedText: 'A translated title is 1 to 200 characters and its synopsis at most 2000',
  localizedSaved: 'Translations saved',
  invalidVideoId: 'Invalid video id: expected 24 hexadecimal characters',
  episodeNameRequired: 'Episode name is required',
  videoNotFound: 'Video not found',
  noVideosForEpisode: 'No videos available for this episode',
  movieGroupName: "That episode name is a movie's own: a series cannot share it. Choose another episode name.",
  videosFetched: 'Videos fetched successfully',
  episodesFetched: 'Episodes fetched successfully',
  videoFetched: 'Video fetched successfully',
  filtersFetched: 'Filters fetched successfully',
  dialogueFound: 'Lines of dialogue found',
  accessChecked: 'Access checked',
  videoActivated: 'Video activated successfully',
  videoDeactivated: 'Video deactivated successfully',
  videoDeleted: 'Video deleted successfully',
  addedToWatchlist: 'Added to watchlist',
  /** Accepted while catalog could not be reached: kept by the gateway and added once it is back. */
  addToWatchlistQueued: 'Saved: it will be in your watchlist in a moment',
  removedFromWatchlist: 'Removed from watchlist',
  watchlistFetched: 'Watchlist fetched successfully',
  historyFetched: 'Watch history fetched successfully',
  progressSaved: 'Progress saved',
  progressQueued: 'Progress saved: it will be in your history in a moment',
  hiddenFromContinueWatching: 'Removed from Continue watching',
  historyEntryRemoved: 'Removed from your watch history',
  historyEntryNotFound: 'This title is not in your watch history',
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
/** Min-rating options of the search filters (docs/product.md §9). */
export const MIN_RATING_OPTIONS = [7, 8, 9] as const;

/**
 * Age ratings of the Digital Media Ethics Code (India's IT Rules, 2021), youngest audience first:
 * every title carries one. U/A 13+ and above can be put behind a parental lock; A is for adults.
 */
export const AGE_RATINGS = ['U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A'] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];
export const isAgeRating = (value: string): value is AgeRating => (AGE_RATINGS as readonly string[]).includes(value);
/** The strictest of some ratings (a series is rated as its strictest part); U for none. */
export function strictestAgeRating(ratings: readonly AgeRating[]): AgeRating {
  return AGE_RATINGS[Math.max(0, ...ratings.map((rating) => AGE_RATINGS.indexOf(rating)))]!;
}
/** What a title is rated until an admin rates it: older titles and uploads that leave the field out. */
export const DEFAULT_AGE_RATING: AgeRating = 'U/A 16+';

/** The Code's content descriptors, shown with the rating; in this order. */
export const CONTENT_DESCRIPTORS = ['themes', 'violence', 'nudity', 'sex', 'language', 'drugs', 'horror'] as const;
export type ContentDescriptor = (typeof CONTENT_DESCRIPTORS)[number];
export const CONTENT_DESCRIPTOR_LABELS: Record<ContentDescriptor, string> = {
  themes: 'Themes and messages',
  violence: 'Violence',
  nudity: 'Nudity',
  sex: 'Sex',
  language: 'Language',
  drugs: 'Drug and substance abuse',
  horror: 'Horror',
};

/**
 * A rating as typed or sent in a URL: case and spacing folded, and the "+" a query string turns
 * into a space put back ("u/a 13 " → "U/A 13+"). Anything else comes back as given, to be refused.
 */
export function normaliseAgeRating(value: string): string {
  const folded = value.toUpperCase().replace(/\s+/g, ' ').trim();
  const numbered = /^U\s*\/?\s*A\s*(\d+)\s*\+?$/.exec(folded);
  return numbered ? `U/A ${numbered[1]}+` : folded;
}
export const MARKER_SOURCES = ['admin', 'detected'] as const;
export type MarkerSource = (typeof MARKER_SOURCES)[number];
/** A part's Skip Intro / Skip Recap times in seconds from its start; null where there is none. */
export interface MarkerTimes {
  introStart: number | null;
  introEnd: number | null;
  recapStart: number | null;
  recapEnd: number | null;
}
/** Both ends of each marker or neither, each start before its end (the video's length is catalog's check). */
export function markerPairsValid(m: MarkerTimes): boolean {
  const pair = (start: number | null, end: number | null) =>
    (start === null) === (end === null) && (start === null || end === null || start < end);
  return pair(m.introStart, m.introEnd) && pair(m.recapStart, m.recapEnd);
}

export const NO_MARKERS: MarkerTimes & { source: MarkerSource | null } = {
  introStart: null,
  introEnd: null,
  recapStart: null,
  recapEnd: null,
  source: null,
};

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
  /** One of AGE_RATINGS; DEFAULT_AGE_RATING when absent. */
  ageRating?: string | null;
  /** CONTENT_DESCRIPTORS, as a list or comma-separated. */
  contentDescriptors?: string[] | string | null;
  /** The title and synopsis in other languages (docs/i18n.md); none when absent. */
  localized?: LocalizedText[] | null;
  /** `protected` (encrypted, keys by licence) or `clear`; the catalog's DEFAULT_PROTECTION (`protected`) when absent (docs/drm.md). */
  protection?: string | null;
  /** Defaults to `active`. */
  status?: VideoStatus | null;
}

/** Body of `catalog.videos.upload`: the form's metadata plus where the gateway stored the files. */
export interface UploadVideoRequest extends Omit<CreateVideoRequest, 'status'> {
  /** Object key of the uploaded source (required): the video stays `processing` until transcoded. */
  sourceKey: string;
  /** Object key of an uploaded trailer: transcoded after the video (see TrailerLinks). */
  trailerSourceKey?: string | null;
  /**
   * The title's unique source key (docs/media.md "Bulk import"): an import row's external id, or
   * `upload:<uploadId>` for a direct upload. A second upload with the same key answers the first title.
   */
  externalId?: string | null;
}

/** Body of CatalogPatterns.videosByExternalId: at most 500 keys. */
export interface VideosByExternalIdRequest {
  externalIds: string[];
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

/**
 * The catalogue's sections, as in the menus: movies are videos of type movie; series are the
 * episode groups of every other type.
 */
export const CATALOG_SECTIONS = ['movies', 'series'] as const;
export type CatalogSection = (typeof CATALOG_SECTIONS)[number];

/**
 * Added by the gateway to every viewer list (never taken from the client): the active profile's
 * maturity limit; only titles rated at or below it are listed.
 */
export interface ProfileScope {
  maxAgeRating?: AgeRating;
}

export type AdminStatusFilter = 'all' | VideoStatus;

export interface UpsertSeriesRequest {
  episodeName: string;
  seriesTrailerUrl?: string | null;
  seriesPosterUrl?: string | null;
  seriesThumbUrl?: string | null;
}

export interface SetVideoStatusRequest {
  id: string;
  status: 'active' | 'inactive';
}

/**
 * A watchlist add or removal. `at` is when the viewer asked (ISO time, set by the gateway): the
 * latest change of a title wins, so an add kept through an outage and delivered late cannot undo
 * a removal made after it (docs/ha.md "Writes during an outage"). Without it, the time it arrives.
 */
export interface WatchlistChangeRequest {
  videoId: string;
  at?: string;
}

export interface RecordProgressRequest {
  videoId: string;
  positionSeconds: number;
  durationSeconds: number;
  /** When the player reported it (ISO time, set by the gateway): a later stored report stands. */
  at?: string;
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

/** Body of the history patterns that name one title. */
export interface HistoryEntryRequest {
  videoId: string;
  /** A removal's time (ISO, set by the gateway): a position reported before it does not bring the title back. */
  at?: string;
}
