import { api, dataOf } from '../../shared/api/client';
import type { WatchHistoryItem } from '@streamhub/contracts';

/** The viewer's watch history, newest first. */
export async function fetchHistory(signal?: AbortSignal): Promise<WatchHistoryItem[]> {
  const data = await dataOf(api.GET('/api/v1/history', { signal, ...api.callOptions({ signedInOnly: true }) }));
  return data.items ?? [];
}

/** Records how far the viewer got (the player calls it every few seconds while playing). */
export async function recordProgress(videoId: string, positionSeconds: number, durationSeconds: number): Promise<void> {
  await api.PUT('/api/v1/history/{videoId}', {
    params: { path: { videoId } },
    body: { positionSeconds, durationSeconds },
  });
}
