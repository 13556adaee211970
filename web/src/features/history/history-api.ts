import { api, dataOf } from '../../shared/api/client';
import type { WatchHistoryReply } from '@streamhub/contracts';

/** The viewer's watch history, newest first, and the next episodes of finished series. */
export async function fetchHistory(signal?: AbortSignal): Promise<WatchHistoryReply> {
  const data = await dataOf(api.GET('/api/v1/history', { signal, ...api.callOptions({ signedInOnly: true }) }));
  return replyOf(data);
}

const replyOf = (data: Partial<WatchHistoryReply>): WatchHistoryReply => ({
  items: data.items ?? [],
  nextUp: data.nextUp ?? [],
});

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
  await api.PUT('/api/v1/history/{videoId}', {
    params: { path: { videoId } },
    body: { positionSeconds, durationSeconds },
    keepalive: options.keepalive,
  });
}

/** Takes a title out of Continue watching; it stays in the history (playing it again brings it back). */
export async function hideFromContinueWatching(videoId: string): Promise<WatchHistoryReply> {
  const data = await dataOf(api.POST('/api/v1/history/{videoId}/hide', { params: { path: { videoId } } }));
  return replyOf(data);
}

/** Forgets a title's entry in the watch history. */
export async function removeFromHistory(videoId: string): Promise<WatchHistoryReply> {
  const data = await dataOf(api.DELETE('/api/v1/history/{videoId}', { params: { path: { videoId } } }));
  return replyOf(data);
}
