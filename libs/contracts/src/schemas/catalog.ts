import { z } from 'zod';
import { VIDEO_QUALITIES, VIDEO_STATUSES, VIDEO_TYPES } from '../catalog';
import { dateTime, pageFields } from './common';

export const CategorySchema = z
  .object({ _id: z.string(), name: z.string(), status: z.enum(['active', 'inactive']), createdAt: dateTime() })
  .meta({ id: 'Category' });

export const VideoSourceSchema = z
  .object({ type: z.string(), quality: z.string(), url: z.string() })
  .meta({ id: 'VideoSource' });

const nullableText = () => z.string().nullable();

/** A video / part as every catalog route returns it (spec §3 "Video / part"). */
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
    /** ISO date or null. */
    releaseDate: nullableText(),
    runtimeMinutes: z.number(),
    /** The media's real length in seconds once transcoded; null before (runtimeMinutes is what the admin typed). */
    durationSeconds: z.number().nullable().describe("The media's real length once transcoded; null before"),
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

export const AccessReplySchema = z.object({ hasAccess: z.boolean() });

export const WatchlistReplySchema = z.object({ videos: z.array(VideoSchema) });

export const WatchHistoryItemSchema = z
  .object({
    video: VideoSchema,
    positionSeconds: z.number(),
    durationSeconds: z.number(),
    /** round(position / duration * 100), capped at 100. */
    percent: z.number(),
    watchedAt: dateTime(),
  })
  .meta({ id: 'WatchHistoryItem' });

export const WatchHistoryReplySchema = z.object({ items: z.array(WatchHistoryItemSchema) });

export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) });

export const CategoryReplySchema = z.object({ category: CategorySchema });

export const VideoListSchema = z.object({ videos: z.array(VideoSchema) });

export const VideoReplySchema = z.object({ video: VideoSchema });

/** GET /videos/{id}. */
export const PlaybackVideoReplySchema = z.object({ video: PlaybackVideoSchema });

export const DeleteVideoReplySchema = z.object({ videoId: z.string() });

export const WatchHistoryItemReplySchema = z.object({ item: WatchHistoryItemSchema });
