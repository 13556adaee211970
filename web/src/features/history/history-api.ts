import { api } from '../../shared/api/client';
import type { WatchHistoryItem, WatchHistoryReply } from '@streamhub/contracts';

/** The viewer's watch history, newest first. */
export async function fetchHistory(signal?: AbortSignal): Promise<WatchHistoryItem[]> {
  const data = await api.get<WatchHistoryReply>('/history', { signal });
  return data.items ?? [];
}
