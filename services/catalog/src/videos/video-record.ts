import type { Types } from 'mongoose';
import { DEFAULT_AGE_RATING, NO_MARKERS, type AudioTrack, type SeriesData, type Video } from '@streamhub/contracts';
import type { VideoDoc } from './video.schema';

/** Never read back (the repository's projection leaves them out): the outbox, the delete flag, the upload keys. */
type UnreadFields =
  | 'outbox'
  | 'deleted'
  | 'updatedAt'
  | 'sourceKey'
  | 'trailerSourceKey'
  | 'externalId'
  | 'audioFingerprint'
  | 'localizedSearch';
/** The media pipeline's state, added after the first videos were stored: an older document may lack it. */
type PipelineFields = 'stream' | 'trailerStream' | 'progress' | 'failureReason' | 'trailerFailure';
/** Added with age ratings: absent on a title stored before them until the start-up backfill has run. */
type RatingFields = 'ageRating' | 'contentDescriptors';
/** Added with Skip Intro: absent on a title stored before markers. */
type MarkerFields = 'markers';
/** Added with subtitles: absent on a title stored before them. */
type TextTrackFields = 'textTracks' | 'audioTracks';
/** Added with content protection (docs/drm.md): absent on a title stored before it (clear). */
type ProtectionFields = 'protection' | 'repackage';
/** Added with localised titles (docs/i18n.md): absent on a title stored before them. */
type LocalizedFields = 'localized';
type LaterFields = RatingFields | MarkerFields | TextTrackFields | ProtectionFields | LocalizedFields;

/** A video document as the repository reads it (lean, plain data): the schema's fields, dates as Date. */
export type VideoRecord = Omit<VideoDoc, UnreadFields | PipelineFields | LaterFields> &
  Partial<Pick<VideoDoc, PipelineFields | LaterFields>> & { _id: Types.ObjectId };

/** An uploaded audio language as stored (plain data). */
export const audioTrackOf = ({ lang, label, file, status, progress, failureReason }: AudioTrack): AudioTrack => ({
  lang,
  label,
  file,
  status,
  progress: status === 'processing' ? (progress ?? 0) : null,
  failureReason: status === 'failed' ? (failureReason ?? null) : null,
});

/** Who a video is shown to: admins also see the pipeline's bookkeeping (a trailer that failed). */
export interface VideoAudience {
  admin?: boolean;
}

/** The API shape of a video, with its series data merged in. */
export function toVideo(doc: VideoRecord, series?: SeriesData | null, { admin = false }: VideoAudience = {}): Video {
  const createdAt = doc.createdAt.toISOString();
  const video: Video = {
    _id: doc._id.toHexString(),
    videoTitle: doc.videoTitle,
    title: doc.videoTitle,
    episodeName: doc.episodeName,
    description: doc.description ?? '',
    genre: doc.genre,
    actors: doc.actors ?? [],
    writers: doc.writers ?? [],
    countries: doc.countries ?? [],
    languages: doc.languages ?? [],
    imdbRating: doc.imdbRating ?? null,
    ageRating: doc.ageRating ?? DEFAULT_AGE_RATING,
    contentDescriptors: doc.contentDescriptors ?? [],
    releaseDate: doc.releaseDate ? doc.releaseDate.toISOString() : null,
    runtimeMinutes: doc.runtimeMinutes ?? 0,
    durationSeconds: doc.stream?.durationSeconds ?? null,
    markers: doc.markers ? { ...NO_MARKERS, ...doc.markers } : NO_MARKERS,
    quality: doc.quality,
    videoType: doc.videoType,
    episodeSeq: doc.episodeSeq,
    poster: doc.poster ?? null,
    posterUrl: doc.poster ?? null,
    thumb: doc.thumb ?? null,
    thumbUrl: doc.thumb ?? null,
    trailer: doc.trailer ?? null,
    status: doc.status,
    protection: doc.protection ?? 'clear',
    createdAt,
    uploadDate: createdAt,
    // Signed playback URLs are added by the gateway, per caller.
    sources: [],
    defaultUrl: null,
    expiresIn: null,
    progress: doc.status === 'processing' ? (doc.progress ?? 0) : null,
    failureReason: doc.status === 'failed' ? (doc.failureReason ?? null) : null,
    seriesTrailerUrl: series?.seriesTrailerUrl ?? null,
    seriesPosterUrl: series?.seriesPosterUrl ?? null,
    seriesThumbUrl: series?.seriesThumbUrl ?? null,
    textTracks: (doc.textTracks ?? []).map(({ lang, label, kind, cues, file }) => ({ lang, label, kind, cues, file })),
    audioTracks: (doc.audioTracks ?? []).map(audioTrackOf),
    // The gateway answers viewers their language's text from these (localizeVideo) and drops them.
    localized: (doc.localized ?? []).map(({ lang, title, description }) => ({ lang, title, description })),
  };
  if (admin) video.trailerFailure = doc.trailerFailure ?? null;
  return video;
}
