import { ApiRequestError } from '../../shared/api/client';
import type { SeriesData, Video } from '@streamhub/contracts';
import { fetchEpisodeDetail, fetchVideo } from '../catalog/catalog-api';
import { sortParts } from '../catalog/grouping';
import { parseWatchParam } from '../catalog/watch-param';

export interface WatchContent {
  episodeName: string;
  parts: Video[];
  series: SeriesData | null;
  /** The part the hero opens on. */
  selectedId: string;
}

const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

async function byName(name: string, signal?: AbortSignal): Promise<WatchContent> {
  const episode = await fetchEpisodeDetail(name, signal);
  const parts = sortParts(episode.parts);
  if (parts.length === 0) throw new ApiRequestError('No videos available for this episode', 404);
  return { episodeName: episode.episodeName, parts, series: episode.series, selectedId: parts[0]!._id };
}

/**
 * What /watch/{name} shows (docs/product.md §2): a 24-hex parameter is a video id — load it, then its episode by
 * name with that video selected; anything else is an episode name, opened on its first part.
 */
export async function loadWatchContent(param: string, signal?: AbortSignal): Promise<WatchContent> {
  const parsed = parseWatchParam(param);
  if (parsed.kind === 'name') return byName(parsed.name, signal);

  let video: Video;
  try {
    video = await fetchVideo(parsed.id, signal);
  } catch (error) {
    // An episode may be named like an id; try the name before giving up.
    if (isMissing(error)) return byName(parsed.id, signal);
    throw error;
  }

  if (video.episodeName) {
    try {
      const episode = await byName(video.episodeName, signal);
      const parts = episode.parts.some((part) => part._id === video._id)
        ? episode.parts
        : sortParts([...episode.parts, video]);
      return { ...episode, parts, selectedId: video._id };
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return { episodeName: video.episodeName || video.videoTitle, parts: [video], series: null, selectedId: video._id };
}

/** "Subscription required" from the server, as an error, opens the plan dialog instead of an error (docs/product.md §4). */
export function isSubscriptionRequired(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'SUBSCRIPTION_REQUIRED';
}

export function isNotFound(error: unknown): boolean {
  return isMissing(error);
}
