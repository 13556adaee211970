import type { SeriesData, Video, VideoQuality, VideoSource, VideoStatus, VideoType } from '@streamhub/contracts';

/** A video document as the repository reads it (lean, plain data). */
export interface VideoRecord {
  _id: { toHexString(): string };
  videoTitle: string;
  episodeName: string;
  description: string;
  genre: string;
  actors: string[];
  writers: string[];
  countries: string[];
  languages: string[];
  imdbRating: number | null;
  releaseDate: Date | null;
  releaseYear: number | null;
  runtimeMinutes: number;
  quality: VideoQuality;
  videoType: VideoType;
  episodeSeq: number;
  poster: string | null;
  thumb: string | null;
  trailer: string | null;
  status: VideoStatus;
  sources: VideoSource[];
  createdAt: Date;
}

/** The API shape of a video, with its series data merged in. */
export function toVideo(doc: VideoRecord, series?: SeriesData | null): Video {
  const createdAt = doc.createdAt.toISOString();
  return {
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
    // Signed playback URLs arrive with the media pipeline.
    sources: [],
    defaultUrl: null,
    expiresIn: null,
    seriesTrailerUrl: series?.seriesTrailerUrl ?? null,
    seriesPosterUrl: series?.seriesPosterUrl ?? null,
    seriesThumbUrl: series?.seriesThumbUrl ?? null,
  };
}
