import { api } from '../../shared/api/client';
import type { WatchHistoryItem, WatchHistoryReply } from '@streamhub/contracts';

/** The viewer's watch history, newest first. */
export async function fetchHistory(signal?: AbortSignal): Promise<WatchHistoryItem[]> {
  const data = await api.get<WatchHistoryReply>('/history', { signal, signedInOnly: true });
  return data.items ?? [];
}

/** Records how far the viewer got (the player calls it every few seconds while playing). */
export async function recordProgress(videoId: string, positionSeconds: number, durationSeconds: number): Promise<void> {
  await api.put(`/history/${encodeURIComponent(videoId)}`, { positionSeconds, durationSeconds });
}
