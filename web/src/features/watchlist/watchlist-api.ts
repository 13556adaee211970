import { api, dataOf } from '../../shared/api/client';
import type { Video } from '@streamhub/contracts';

/** The signed-in viewer's watchlist, newest added first. */
export async function fetchWatchlist(signal?: AbortSignal): Promise<Video[]> {
  const data = await dataOf(api.GET('/api/v1/watchlist', { signal, ...api.callOptions({ signedInOnly: true }) }));
  return data.videos ?? [];
}

/** Adds a video; the answer is the whole new list. */
export async function addToWatchlist(videoId: string): Promise<Video[]> {
  const data = await dataOf(api.POST('/api/v1/watchlist', { body: { videoId } }));
  // Queued while the catalogue is away (the list follows once it is back): nothing to show yet.
  return 'videos' in data ? data.videos : [];
}

/** Removes a video; the answer is the whole new list. */
export async function removeFromWatchlist(videoId: string): Promise<Video[]> {
  const data = await dataOf(api.DELETE('/api/v1/watchlist/{videoId}', { params: { path: { videoId } } }));
  return data.videos ?? [];
}
