import { api } from '../../shared/api/client';
import type { Video, WatchlistReply } from '@streamhub/contracts';

/** The signed-in viewer's watchlist, newest added first. */
export async function fetchWatchlist(signal?: AbortSignal): Promise<Video[]> {
  const data = await api.get<WatchlistReply>('/watchlist', { signal });
  return data.videos ?? [];
}

export async function addToWatchlist(videoId: string): Promise<void> {
  await api.post('/watchlist', { videoId });
}

export async function removeFromWatchlist(videoId: string): Promise<void> {
  await api.delete(`/watchlist/${encodeURIComponent(videoId)}`);
}
