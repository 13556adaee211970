import type { SeriesData, StreamLocation, Video } from '@streamhub/contracts';

/** What a video document keeps exactly as the API shows it. */
type StoredVideoFields = Pick<
  Video,
  | 'videoTitle'
  | 'episodeName'
  | 'description'
  | 'genre'
  | 'actors'
  | 'writers'
  | 'countries'
  | 'languages'
  | 'imdbRating'
  | 'runtimeMinutes'
  | 'quality'
  | 'videoType'
  | 'episodeSeq'
  | 'poster'
  | 'thumb'
  | 'trailer'
  | 'status'
  | 'sources'
>;

/** A video document as the repository reads it (lean, plain data): the API's fields, dates as Date. */
export interface VideoRecord extends StoredVideoFields {
  _id: { toHexString(): string };
  releaseDate: Date | null;
  releaseYear: number | null;
  createdAt: Date;
  /** Uploaded source object; null for videos that came without one (e.g. seeded). */
  sourceKey?: string | null;
  trailerSourceKey?: string | null;
  /** Set once transcoded. */
  stream?: StreamLocation | null;
  /** Set once the uploaded trailer is transcoded. */
  trailerStream?: StreamLocation | null;
  progress?: number | null;
  failureReason?: string | null;
  trailerFailure?: string | null;
}

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
    releaseDate: doc.releaseDate ? doc.releaseDate.toISOString() : null,
    runtimeMinutes: doc.runtimeMinutes ?? 0,
    durationSeconds: doc.stream?.durationSeconds ?? null,
    quality: doc.quality,
    videoType: doc.videoType,
    episodeSeq: doc.episodeSeq,
    poster: doc.poster ?? null,
    posterUrl: doc.poster ?? null,
    thumb: doc.thumb ?? null,
    thumbUrl: doc.thumb ?? null,
    trailer: doc.trailer ?? null,
    status: doc.status,
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
  };
  if (admin) video.trailerFailure = doc.trailerFailure ?? null;
  return video;
}
