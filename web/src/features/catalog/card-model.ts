import type { VideoCardModel } from '../../shared/ui/VideoCard';
import type { EpisodeGroup, Video } from '@streamhub/contracts';
import { formatRating, partsLabel, releaseYear } from './format';

type Images = Pick<Video, 'posterUrl' | 'poster' | 'thumbUrl' | 'thumb' | 'seriesPosterUrl'>;

/** First image a video has: its poster, then its thumb, then the series poster. */
export function videoImage(video: Partial<Images>): string | null {
  return video.posterUrl || video.poster || video.thumbUrl || video.thumb || video.seriesPosterUrl || null;
}

export function videoTitle(video: Pick<Video, 'videoTitle' | 'title'>): string {
  return video.videoTitle || video.title || 'Untitled';
}

/** The series (or movie) a video belongs to: its placeholder art is keyed by it on every screen. */
export function artKeyOf(video: Pick<Video, 'episodeName' | 'videoTitle' | 'title'>): string {
  return video.episodeName || videoTitle(video);
}

/** A part's own picture: its thumbnail (a frame of it), else its poster. */
export function partImage(video: Partial<Images>): string | null {
  return video.thumbUrl || video.thumb || video.posterUrl || video.poster || null;
}

const yearText = (date: string | null | undefined) => {
  const year = releaseYear(date);
  return year === null ? null : String(year);
};

/** A movie is grouped under its own title; its card is a video card, not an episode card. */
export function isSingleMovie(group: EpisodeGroup): boolean {
  return group.parts.length === 1 && group.parts[0]!.videoType === 'movie';
}

export function cardFromGroup(group: EpisodeGroup): VideoCardModel {
  const withImage = group.parts.find((part) => videoImage(part));
  return {
    kind: isSingleMovie(group) ? 'video' : 'episode',
    title: group.episodeName,
    artKey: group.episodeName,
    listVideoId: group.parts[0]?._id,
    imageUrl: group.poster || group.thumb || (withImage ? videoImage(withImage) : null),
    partsLabel: partsLabel(group.count ?? group.parts.length),
    year: yearText(group.latestRelease),
    rating: formatRating(group.rating),
    ageRating: group.ageRating,
    genre: group.genre ?? '',
  };
}

export function cardFromVideo(video: Video): VideoCardModel {
  return {
    kind: 'video',
    title: videoTitle(video),
    artKey: artKeyOf(video),
    listVideoId: video._id,
    imageUrl: videoImage(video),
    year: yearText(video.releaseDate),
    rating: formatRating(video.imdbRating),
    ageRating: video.ageRating,
    genre: video.genre ?? '',
  };
}
