import { api } from '../../shared/api/client';
import type { Video, WatchlistReply } from '@streamhub/contracts';

/** The signed-in viewer's watchlist, newest added first. */
export async function fetchWatchlist(signal?: AbortSignal): Promise<Video[]> {
  const data = await api.get<WatchlistReply>('/watchlist', { signal, signedInOnly: true });
  return data.videos ?? [];
}

/** Adds a video; the answer is the whole new list. */
export async function addToWatchlist(videoId: string): Promise<Video[]> {
  const data = await api.post<WatchlistReply>('/watchlist', { videoId });
  return data.videos ?? [];
}

/** Removes a video; the answer is the whole new list. */
export async function removeFromWatchlist(videoId: string): Promise<Video[]> {
  const data = await api.delete<WatchlistReply>(`/watchlist/${encodeURIComponent(videoId)}`);
  return data.videos ?? [];
}
