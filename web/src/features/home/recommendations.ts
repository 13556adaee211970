import { useQuery } from '@tanstack/react-query';
import type { BecauseYouWatchedReply, Video } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/query-keys';
import { useViewerId } from '../catalog/catalog-queries';

export async function fetchTrending(signal?: AbortSignal): Promise<Video[]> {
  const data = await dataOf(api.GET('/api/v1/recommendations/trending', { signal }));
  return data.videos ?? [];
}

export async function fetchBecauseYouWatched(signal?: AbortSignal): Promise<BecauseYouWatchedReply> {
  return dataOf(
    api.GET('/api/v1/recommendations/because-you-watched', { signal, ...api.callOptions({ signedInOnly: true }) }),
  );
}

/** "Trending now": the titles started most in the last day (within the profile's limit, server-side). */
export function useTrending() {
  return useQuery({ queryKey: queryKeys.trending(), queryFn: ({ signal }) => fetchTrending(signal) });
}

/** "Because you watched X" for the active profile (signed in). */
export function useBecauseYouWatched() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: queryKeys.becauseYouWatched(viewerId ?? ''),
    queryFn: ({ signal }) => fetchBecauseYouWatched(signal),
    enabled: viewerId !== null,
  });
}
