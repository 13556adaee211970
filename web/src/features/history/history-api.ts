import { api } from '../../shared/api/client';
import type { WatchHistoryItem, WatchHistoryReply } from '@streamhub/contracts';

/** The viewer's watch history, newest first. */
export async function fetchHistory(signal?: AbortSignal): Promise<WatchHistoryItem[]> {
  const data = await api.get<WatchHistoryReply>('/history', { signal, signedInOnly: true });
  return data.items ?? [];
}

/**
 * Records how far the viewer got (the player calls it every few seconds while playing, and at once on
 * pause, seek, the end, and leaving: `keepalive` lets that last one outlive the page).
 */
export async function recordProgress(
  videoId: string,
  positionSeconds: number,
  durationSeconds: number,
  options: { keepalive?: boolean } = {},
): Promise<void> {
  await api.put(`/history/${encodeURIComponent(videoId)}`, { positionSeconds, durationSeconds }, options);
}

/** Takes a title out of Continue watching; it stays in the history (playing it again brings it back). */
export async function hideFromContinueWatching(videoId: string): Promise<WatchHistoryItem[]> {
  const data = await api.post<WatchHistoryReply>(`/history/${encodeURIComponent(videoId)}/hide`);
  return data.items ?? [];
}

/** Forgets a title's entry in the watch history. */
export async function removeFromHistory(videoId: string): Promise<WatchHistoryItem[]> {
  const data = await api.delete<WatchHistoryReply>(`/history/${encodeURIComponent(videoId)}`);
  return data.items ?? [];
}
