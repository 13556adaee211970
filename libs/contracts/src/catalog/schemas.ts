import { z } from 'zod';
import {
  AGE_RATINGS,
  CONTENT_DESCRIPTORS,
  MARKER_SOURCES,
  markerPairsValid,
  normaliseAgeRating,
  CATALOG_SECTIONS,
  CatalogMessages,
  CategoryLimits,
  SEARCH_TEXT_MAX_LENGTH,
  VIDEO_QUALITIES,
  VIDEO_STATUSES,
  VIDEO_TYPES,
} from './constants';
import { PLAN_QUALITIES } from '../billing/constants';
import { OBJECT_ID_PATTERN } from '../http/constants';
import { TEXT_TRACK_KINDS } from '../media/text-tracks';
import { AUDIO_TRACK_STATUSES } from '../media/audio-tracks';
import { CONTENT_PROTECTIONS } from '../drm/constants';
import {
  LOCALIZED_DESCRIPTION_MAX_LENGTH,
  LOCALIZED_LANGUAGES,
  LOCALIZED_TITLE_MAX_LENGTH,
} from '../languages/localized';
import {
  limitParam,
  pageParam,
  queryChoice,
  queryNumber,
  queryText,
  QueryConversions,
  searchQuery,
} from '../http/query-schemas';
import { dateTime, pageFields } from '../http/common-schemas';
import { StreamSessionGrantSchema, StreamSessionSchema } from '../streams/schemas';
import type { PlanQuality } from '../billing/constants';
import type { RequestOf } from '../http/schemas';
import type { PlaybackAccess, StreamLocation, TrailerLinks, ProfileScope } from './constants';
import { PROFILE_LANGUAGES } from '../languages/constants';

export const CategorySchema = z
  .object({ _id: z.string(), name: z.string(), status: z.enum(['active', 'inactive']), createdAt: dateTime() })
  .meta({ id: 'Category' });

export const VideoSourceSchema = z
  .object({ type: z.string(), quality: z.string(), url: z.string() })
  .meta({ id: 'VideoSource' });

const nullableText = () => z.string().nullable();

/** Longest a marker may lie into a video: a day, far beyond any part. */
export const MARKER_MAX_SECONDS = 86_400;
const markerSeconds = () => z.number().min(0).max(MARKER_MAX_SECONDS).nullable();

export const VideoMarkersSchema = z
  .object({
    introStart: markerSeconds(),
    introEnd: markerSeconds(),
    recapStart: markerSeconds(),
    recapEnd: markerSeconds(),
    source: z
      .enum(MARKER_SOURCES)
      .nullable()
      .describe("admin: set on Manage Videos; detected: the intro found in the series' shared audio; null: none"),
  })
  .describe('Skip Intro / Skip Recap: seconds from the start of the part; null where there is none')
  .meta({ id: 'VideoMarkers' });
export const TextTrackSchema = z
  .object({
    lang: z.string().describe('BCP-47 language tag, e.g. en, hi'),
    label: z.string().describe('Shown in the subtitles menu'),
    kind: z.enum(TEXT_TRACK_KINDS).describe('subtitles, captions (SDH) or forced (foreign lines and signs only)'),
    cues: z.int(),
    file: z.string().describe('The stored WebVTT (content-addressed; a replaced track is a new file)'),
  })
  .meta({ id: 'TextTrack' });

export const AudioTrackSchema = z
  .object({
    lang: z.string().describe('BCP-47 language tag, e.g. hi'),
    label: z.string().describe('Shown in the audio menu'),
    file: z.string().describe('Base name of the stored files (a replaced track is a new name)'),
    status: z.enum(AUDIO_TRACK_STATUSES).describe('processing (being transcoded), ready (in the manifests), failed'),
    progress: z.int().nullable().describe('0–100 while processing'),
    failureReason: z.string().nullable(),
  })
  .meta({ id: 'AudioTrack' });

const localizedTextFields = () => ({
  lang: z.enum(LOCALIZED_LANGUAGES, { error: CatalogMessages.invalidLocalizedLanguage }).meta({ example: 'hi' }),
  title: z
    .string({ error: CatalogMessages.invalidLocalizedText })
    .trim()
    .min(1, { error: CatalogMessages.invalidLocalizedText })
    .max(LOCALIZED_TITLE_MAX_LENGTH, { error: CatalogMessages.invalidLocalizedText })
    .meta({ example: 'आख़िरी क्षितिज: रवानगी' }),
  description: z
    .string({ error: CatalogMessages.invalidLocalizedText })
    .trim()
    .max(LOCALIZED_DESCRIPTION_MAX_LENGTH, { error: CatalogMessages.invalidLocalizedText })
    .meta({ example: 'मरती धरती से एक जहाज़ निकलता है।' }),
});

export const LocalizedTextSchema = z.object(localizedTextFields()).meta({ id: 'LocalizedText' });

/** PATCH /videos/{id}/localized: every language's title and synopsis (a language left out has none). */
export const SetVideoLocalizedBodySchema = z.strictObject({
  localized: z
    .array(z.strictObject(localizedTextFields()), { error: CatalogMessages.invalidLocalizedText })
    .max(LOCALIZED_LANGUAGES.length, { error: CatalogMessages.invalidLocalizedLanguage })
    .refine((entries) => new Set(entries.map((e) => e.lang)).size === entries.length, {
      error: CatalogMessages.invalidLocalizedLanguage,
    }),
});

/** A video / part as every catalog route returns it (docs/product.md §3 "Video / part"). */
export const VideoSchema = z
  .object({
    _id: z.string(),
    videoTitle: z.string(),
    /** Same as videoTitle. */
    title: z.string(),
    /** Upper-cased; the group (series) the part belongs to. A movie's episode name is its title. */
    episodeName: z.string(),
    description: z.string(),
    genre: z.string(),
    actors: z.array(z.string()),
    writers: z.array(z.string()),
    countries: z.array(z.string()),
    languages: z.array(z.string()),
    imdbRating: z.number().nullable(),
    ageRating: z.enum(AGE_RATINGS).describe('Age rating under the Digital Media Ethics Code (India, 2021)'),
    contentDescriptors: z.array(z.enum(CONTENT_DESCRIPTORS)).describe("Why it has its rating, in the Code's order"),
    /** ISO date or null. */
    releaseDate: nullableText(),
    runtimeMinutes: z.number(),
    /** The media's real length in seconds once transcoded; null before (runtimeMinutes is what the admin typed). */
    durationSeconds: z.number().nullable().describe("The media's real length once transcoded; null before"),
    markers: VideoMarkersSchema,
    quality: z.enum(VIDEO_QUALITIES),
    videoType: z.enum(VIDEO_TYPES),
    episodeSeq: z.number(),
    poster: nullableText(),
    posterUrl: nullableText(),
    thumb: nullableText(),
    thumbUrl: nullableText(),
    trailer: nullableText().describe(
      'The trailer: once an uploaded trailer is transcoded, a signed, expiring DASH manifest URL ' +
        '(/api/v1/media/s/<token>/manifest.mpd, HLS master.m3u8 beside it) on GET /videos/{id} and ' +
        'episodes/by-name; null while it is processing and in lists',
    ),
    status: z.enum(VIDEO_STATUSES),
    protection: z
      .enum(CONTENT_PROTECTIONS)
      .optional()
      .describe(
        '`protected`: encrypted renditions whose keys come from the licence endpoint (licenceUrl); absent or `clear`: plain',
      ),
    createdAt: dateTime(),
    /** Same as createdAt. */
    uploadDate: dateTime(),
    /** Signed playable sources (DASH and HLS); [] unless the caller may watch the video. */
    sources: z.array(VideoSourceSchema),
    defaultUrl: nullableText(),
    /** "<n> minutes" once sources are signed; null until then. */
    expiresIn: nullableText(),
    /** Signed WebVTT of the seek-bar thumbnails: only with sources, and only when the video has one. */
    storyboardUrl: z.string().optional(),
    /** A protected title with sources: its ClearKey licence endpoint (docs/drm.md). */
    licenceUrl: z.string().optional(),
    /** Transcode progress 0–100 while `processing`; null otherwise. */
    progress: z.number().nullable(),
    /** Why the media pipeline failed (status `failed`); null otherwise. */
    failureReason: nullableText(),
    trailerFailure: nullableText()
      .optional()
      .describe(
        'Admins only (absent for everyone else): why the uploaded trailer could not be transcoded; the video plays without it',
      ),
    seriesTrailerUrl: nullableText().describe(
      "The series' trailer: as `trailer` (a signed manifest URL once transcoded) or a URL of its own",
    ),
    seriesPosterUrl: nullableText(),
    seriesThumbUrl: nullableText(),
    textTracks: z
      .array(TextTrackSchema)
      .describe('Subtitles and captions; the signed manifests list them (HLS SUBTITLES renditions, DASH text sets)'),
    audioTracks: z
      .array(AudioTrackSchema)
      .describe(
        'Audio languages uploaded after the encode; the ready ones are in the signed manifests, each in place of ' +
          'a source audio stream of its language',
      ),
    localized: z
      .array(LocalizedTextSchema)
      .optional()
      .describe(
        'Admin routes only: the title and synopsis in each other language. Viewers get, instead, the text of ' +
          'their language (Accept-Language or ?lang=) in videoTitle, title and description',
      ),
    textLanguage: z
      .enum(PROFILE_LANGUAGES)
      .optional()
      .describe('The language videoTitle, title and description are in: the asked one, or en when the title has none'),
  })
  .meta({ id: 'Video' });

/** GET /videos/{id}: the video, with signed DASH/HLS sources only for a caller who may watch it. */
export const PlaybackVideoSchema = VideoSchema.extend({
  sources: z
    .array(
      z.object({
        type: z.string().regex(/^(dash|hls)$/),
        quality: z.string().regex(/^([0-9]+p|auto)$/),
        url: z.string().regex(/^\/api\/v1\/media\/s\/[^/]+\/(manifest\.mpd|master\.m3u8)$/),
      }),
    )
    .max(2),
  defaultUrl: z
    .string()
    .regex(/^\/api\/v1\/media\/s\/[^/]+\/manifest\.mpd$/)
    .nullable(),
  expiresIn: z
    .string()
    .regex(/^[0-9]+ minutes$/)
    .nullable(),
  storyboardUrl: z
    .string()
    .regex(/^\/api\/v1\/media\/s\/[^/]+\/storyboard\.vtt$/)
    .optional(),
  licenceUrl: z
    .string()
    .regex(/^\/api\/v1\/drm\/licence\/[0-9a-f]{24}$/)
    .optional()
    .describe('A protected title with sources: where the player asks for its ClearKey licence (POST, with the token)'),
}).meta({ id: 'PlaybackVideo' });

export const EpisodeGroupSchema = z
  .object({
    episodeName: z.string(),
    count: z.int(),
    /** Newest release date (ISO) of the parts; null when none has one (such groups rank after dated ones, by upload). */
    latestRelease: nullableText(),
    poster: nullableText(),
    thumb: nullableText(),
    /** Average IMDb rating of the rated parts, one decimal; null when none is rated. */
    rating: z.number().nullable(),
    /** The strictest age rating of its parts. */
    ageRating: z.enum(AGE_RATINGS),
    genre: z.string(),
    /** Ordered by episodeSeq. */
    parts: z.array(VideoSchema),
  })
  .meta({ id: 'EpisodeGroup' });

export const EpisodesReplySchema = z.object({
  episodes: z.array(EpisodeGroupSchema),
  /** Groups matching the query in all (the page is `episodes`); `limit` is 0 when every group was asked for. */
  ...pageFields,
});

export const VideoPageSchema = z.object({ videos: z.array(VideoSchema), ...pageFields });

export const VideoFiltersSchema = z.object({
  genres: z.array(z.string()),
  years: z.array(z.int()),
  episodeNames: z.array(z.string()),
  /** The qualities some visible title has, in VIDEO_QUALITIES order. */
  qualities: z.array(z.enum(VIDEO_QUALITIES)),
});

export const SeriesDataSchema = z
  .object({
    episodeName: z.string(),
    seriesTrailerUrl: nullableText(),
    seriesPosterUrl: nullableText(),
    seriesThumbUrl: nullableText(),
  })
  .meta({ id: 'SeriesData' });

/** GET /videos/episodes/by-name/{name} (EpisodeDetail without what only the gateway reads). */
export const EpisodeByNameSchema = z.object({
  episodeName: z.string(),
  count: z.int(),
  parts: z.array(VideoSchema),
  series: SeriesDataSchema.nullable(),
});

export const AccessReplySchema = z.object({
  hasAccess: z.boolean(),
  /** With access through a plan: its quality tier and screens (the best of the plans that cover the title). Admins: absent. */
  maxQuality: z.enum(PLAN_QUALITIES).optional(),
  screens: z.int().optional(),
  /** With access through a plan: true when every plan that opens the title carries ads (docs/ads.md). */
  withAds: z.boolean().optional(),
  /** With access through a plan: its download allowance (docs/offline.md), the best of the plans that cover the title. */
  downloads: z.int().optional(),
  downloadDevices: z.int().optional(),
  /** With ads: the code of a plan that opens the title (ads target plans by it, docs/ads.md). */
  planCode: z.string().optional(),
});

export const WatchlistReplySchema = z.object({ videos: z.array(VideoSchema) });
/** A watchlist add: the list, or (202) the add kept by the gateway while catalog cannot be reached. */
export const WatchlistAddReplySchema = z.union([
  WatchlistReplySchema,
  z.object({ queued: z.literal(true), videoId: z.string() }),
]);

export const WatchHistoryItemSchema = z
  .object({
    video: VideoSchema,
    positionSeconds: z.number(),
    durationSeconds: z.number(),
    /** round(position / duration * 100), capped at 100. */
    percent: z.number(),
    watchedAt: dateTime(),
    /** Taken out of Continue watching by the viewer; still in the history (playing it again clears it). */
    hiddenFromRow: z.boolean(),
  })
  .meta({ id: 'WatchHistoryItem' });

export const WatchHistoryReplySchema = z.object({
  items: z.array(WatchHistoryItemSchema),
  /**
   * Continue watching's next episodes (docs/devices.md "Continue watching"): for a series whose most
   * recently watched part is finished (95 % or more), its next part the profile may see and has not
   * started; it takes the finished part's place in the row.
   */
  nextUp: z.array(z.object({ afterVideoId: z.string(), video: VideoSchema })),
});

export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) });

export const CategoryReplySchema = z.object({ category: CategorySchema });

export const VideoListSchema = z.object({ videos: z.array(VideoSchema) });

export const VideoReplySchema = z.object({ video: VideoSchema });

/** GET /videos/{id}. */
export const PlaybackVideoReplySchema = z.object({
  video: PlaybackVideoSchema,
  /** With sources on a plan with a screen limit: this device's stream session (heartbeat it). */
  session: StreamSessionGrantSchema.optional(),
  /** With TOO_MANY_STREAMS: the devices using the plan's screens. */
  streams: z.array(StreamSessionSchema).optional(),
  /** With TOO_MANY_STREAMS: the screens the plan allows. */
  screens: z.int().optional(),
});

export const DeleteVideoReplySchema = z.object({ videoId: z.string() });

export const WatchHistoryItemReplySchema = z.object({ item: WatchHistoryItemSchema });
/** A saved position: the history entry, or (202) the position kept by the gateway while catalog cannot be reached. */
export const RecordProgressReplySchema = z.union([
  WatchHistoryItemReplySchema,
  z.object({ queued: z.literal(true), videoId: z.string() }),
]);

// ---- requests

export const CreateCategoryBodySchema = z.strictObject({
  name: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? CatalogMessages.categoryNameRequired
          : CatalogMessages.categoryNameNotText,
    })
    .min(1, { error: CatalogMessages.categoryNameRequired })
    .max(CategoryLimits.nameMaxLength, { error: CatalogMessages.categoryNameTooLong })
    .meta({ example: 'Drama' }),
});

export const SetCategoryStatusBodySchema = z.strictObject({
  status: z.enum(['active', 'inactive'], { error: CatalogMessages.invalidCategoryStatus }),
});

const { trimmed, lowerCased, upperCased, number } = QueryConversions;
const searchText = () => searchQuery('Search text', SEARCH_TEXT_MAX_LENGTH);
const videoTypeParam = () => queryChoice(lowerCased, VIDEO_TYPES, CatalogMessages.invalidVideoType);
const ageRatingParam = () =>
  queryChoice(
    (value) => (typeof value === 'string' ? normaliseAgeRating(value) || undefined : value),
    AGE_RATINGS,
    CatalogMessages.invalidAgeRating,
  ).describe('Titles of this age rating only');

/** The filters of the one catalogue query (docs/product.md §2 Search filters, plus the menu's sections). */
const catalogFilters = {
  q: searchText().describe(
    'Every word must match title, episode name, genre or actors, in any order (case-insensitive)',
  ),
  genre: queryText(trimmed, 'Genre', 60).meta({ example: 'DRAMA' }),
  year: queryNumber(number, { message: 'Year must be a year such as 2024', min: 1800, max: 2999 }).meta({
    example: 2024,
  }),
  minRating: queryNumber(number, {
    message: 'Min rating must be a number between 0 and 10',
    min: 0,
    max: 10,
    integer: false,
  }).describe('IMDb rating at least this (any value 0–10 is accepted; the search offers 7, 8 and 9)'),
  type: videoTypeParam(),
  quality: queryChoice(upperCased, VIDEO_QUALITIES, CatalogMessages.invalidQuality),
  ageRating: ageRatingParam(),
  section: queryChoice(lowerCased, CATALOG_SECTIONS, CatalogMessages.invalidSection).describe(
    'movies: videos of type movie; series: every other type',
  ),
};

// Paging first: the order in which the fields are checked, so which message a request gets.
/** ?lang=: the language of the titles (docs/i18n.md); before Accept-Language, English when unknown. */
export const contentLanguageParam = () =>
  z.string().max(35).optional().meta({
    description:
      'Language of titles and synopses (en, hi, ta, te, bn, mr, kn, ml); before Accept-Language; a title without text in it answers English',
    example: 'hi',
  });

export const EpisodesQuerySchema = z.strictObject({
  page: pageParam(number),
  lang: contentLanguageParam(),
  limit: queryNumber(number, { message: 'limit must be a whole number between 1 and 100', min: 1, max: 100 }).meta({
    description: 'Groups per page (newest release first); every group when absent',
    example: 14,
  }),
  ...catalogFilters,
});

/** GET /videos/dialogue: a line of dialogue to look for. */
export const SearchDialogueQuerySchema = z.strictObject({
  q: z.preprocess(
    QueryConversions.searchText,
    z
      .string({ error: 'Search text is required' })
      .min(2, { error: 'Search text must be at least 2 characters' })
      .max(SEARCH_TEXT_MAX_LENGTH, { error: `Search text must be at most ${SEARCH_TEXT_MAX_LENGTH} characters` }),
  ),
  limit: limitParam(number, 12),
});

/** Lines of subtitles that say what was searched, with the title and the moment. */
export const DialogueReplySchema = z.object({
  matches: z.array(
    z
      .object({
        video: VideoSchema,
        lang: z.string(),
        label: z.string(),
        startSeconds: z.number(),
        text: z.string(),
      })
      .meta({ id: 'DialogueMatch' }),
  ),
});

export const SearchVideosQuerySchema = z.strictObject({
  page: pageParam(number),
  lang: contentLanguageParam(),
  limit: limitParam(number, 24),
  ...catalogFilters,
});

export const AdminVideosQuerySchema = z.strictObject({
  q: searchText(),
  status: queryChoice(
    lowerCased,
    ['all', ...VIDEO_STATUSES],
    'Status must be one of all, active, inactive, processing, failed',
  ).meta({ default: 'all' }),
  type: videoTypeParam(),
  ageRating: ageRatingParam(),
  page: pageParam(number),
  limit: limitParam(number, 24),
});

export const SetVideoRatingBodySchema = z.strictObject({
  ageRating: z.enum(AGE_RATINGS, { error: CatalogMessages.invalidAgeRating }).meta({ example: 'U/A 13+' }),
  contentDescriptors: z
    .array(z.enum(CONTENT_DESCRIPTORS, { error: CatalogMessages.invalidContentDescriptors }), {
      error: CatalogMessages.invalidContentDescriptors,
    })
    .max(CONTENT_DESCRIPTORS.length, { error: CatalogMessages.invalidContentDescriptors })
    .meta({ example: ['violence', 'language'] }),
});

const markerBodySeconds = () =>
  z
    .number({ error: CatalogMessages.invalidMarkers })
    .min(0, { error: CatalogMessages.invalidMarkers })
    .max(MARKER_MAX_SECONDS, { error: CatalogMessages.invalidMarkers })
    .nullable();
/** Both ends of a marker or neither; each start before its end. The video's length is checked by catalog. */
export const SetVideoMarkersBodySchema = z
  .strictObject({
    introStart: markerBodySeconds().meta({ example: 2 }),
    introEnd: markerBodySeconds().meta({ example: 5 }),
    recapStart: markerBodySeconds().meta({ example: null }),
    recapEnd: markerBodySeconds().meta({ example: null }),
  })
  .refine(markerPairsValid, { error: CatalogMessages.invalidMarkers });

export const SetVideoStatusBodySchema = z.strictObject({
  status: z.enum(['active', 'inactive'], { error: 'Status must be either "active" or "inactive"' }),
});

export const AddToWatchlistBodySchema = z.strictObject({
  videoId: z
    .string({ error: CatalogMessages.invalidVideoId })
    .regex(OBJECT_ID_PATTERN, { error: CatalogMessages.invalidVideoId })
    .meta({ example: '665f1c2e9b1d4a3f8c0e1a2b' }),
});

const seconds = (field: string) =>
  z
    .number({ error: `${field} must be a number of 0 or more` })
    .min(0, { error: `${field} must be a number of 0 or more` });

export const RecordProgressBodySchema = z.strictObject({
  positionSeconds: seconds('positionSeconds').meta({ example: 120, description: 'Seconds from the start' }),
  durationSeconds: seconds('durationSeconds').meta({ example: 3000, description: 'Length of the video in seconds' }),
});

/** POST /videos/{id}/subtitles and DELETE /videos/{id}/subtitles/{lang}/{kind}: the video's tracks now. */
export const TextTracksReplySchema = z.object({ videoId: z.string(), textTracks: z.array(TextTrackSchema) });
export const AudioTracksReplySchema = z.object({ videoId: z.string(), audioTracks: z.array(AudioTrackSchema) });

export type Category = z.infer<typeof CategorySchema>;

export type CreateCategoryRequest = RequestOf<typeof CreateCategoryBodySchema>;

export type VideoSource = z.infer<typeof VideoSourceSchema>;

/**
 * Where a part's intro and recap are, in seconds from its start (null: none). Set by an admin, or
 * the intro found by comparing the audio of the parts of a series (`source: 'detected'`), which
 * never overwrites an admin's markers.
 */
export type VideoMarkers = z.infer<typeof VideoMarkersSchema>;

/** A video / part as every catalog route returns it (docs/product.md §3 "Video / part"). */
export type Video = z.infer<typeof VideoSchema>;

/** One title found by its source key. */
export interface VideoByExternalId {
  externalId: string;
  video: Video;
}

export interface PlaybackReply {
  video: Video;
  access: PlaybackAccess;
  /** Only when access is granted. */
  stream: StreamLocation | null;
  /**
   * With access through a plan: its quality tier and screens (the best of the caller's plans that
   * open the title), enforced on the media path. Null/absent: no limits (admins).
   */
  tier?: {
    maxQuality: PlanQuality;
    screens: number;
    withAds?: boolean;
    /** Download allowance (docs/offline.md); absent from replies of before downloads (the defaults). */
    downloads?: number;
    downloadDevices?: number;
  } | null;
  /** Transcoded trailers the reply refers to (for anyone: trailers are promotional). */
  trailers?: TrailerLinks;
}

export type EpisodeGroup = z.infer<typeof EpisodeGroupSchema>;

export type EpisodesReply = z.infer<typeof EpisodesReplySchema>;

/**
 * The one catalogue query: home rows, /movies, /series and search all ask with it. Every given
 * filter must hold; `q` matches every word (in any order) in title, episode name, genre or actors.
 */
export type CatalogQuery = RequestOf<typeof SearchVideosQuerySchema>;

export type SearchVideosQuery = CatalogQuery & ProfileScope;

/**
 * The catalogue query answered as episode groups: a group is listed when any of its parts
 * matches, with all its visible parts. Without `limit` every matching group comes at once.
 */
export type EpisodesQuery = CatalogQuery & ProfileScope;

export type AdminVideosQuery = RequestOf<typeof AdminVideosQuerySchema>;

export type VideoPage = z.infer<typeof VideoPageSchema>;

export type VideoFilters = z.infer<typeof VideoFiltersSchema>;

export type SeriesData = z.infer<typeof SeriesDataSchema>;

export interface EpisodeDetail {
  episodeName: string;
  count: number;
  parts: Video[];
  series: SeriesData | null;
  /** For the gateway only (see TrailerLinks). */
  trailers?: TrailerLinks;
}

/** PATCH /videos/{id}/markers: the body, with the video's id from the path. */
export type SetVideoMarkersRequest = z.output<typeof SetVideoMarkersBodySchema> & { id: string };

/** PATCH /videos/{id}/localized: the body, with the video's id from the path. */
export type SetVideoLocalizedRequest = z.output<typeof SetVideoLocalizedBodySchema> & { id: string };

/** PATCH /videos/{id}/rating: the body, with the video's id from the path. */
export type SetVideoRatingRequest = RequestOf<typeof SetVideoRatingBodySchema> & { id: string };

export type AccessReply = z.infer<typeof AccessReplySchema>;
export type PlaybackVideoReply = z.infer<typeof PlaybackVideoReplySchema>;
export type DialogueReply = z.infer<typeof DialogueReplySchema>;

export type WatchlistReply = z.infer<typeof WatchlistReplySchema>;
export type WatchlistAddReply = z.infer<typeof WatchlistAddReplySchema>;
export type RecordProgressReply = z.infer<typeof RecordProgressReplySchema>;

export type WatchHistoryItem = z.infer<typeof WatchHistoryItemSchema>;

export type WatchHistoryReply = z.infer<typeof WatchHistoryReplySchema>;
