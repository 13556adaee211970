import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Video } from '@streamhub/contracts';
import { queryKeys } from '../../shared/api/query-keys';
import { useViewerId } from '../catalog/catalog-queries';
import { addToWatchlist, fetchWatchlist, removeFromWatchlist } from './watchlist-api';

/** The signed-in viewer's watchlist, newest added first (My list row, Profile → Watchlist, the buttons). */
export function useWatchlist() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: queryKeys.watchlist(viewerId ?? ''),
    queryFn: ({ signal }) => fetchWatchlist(signal),
    enabled: viewerId !== null,
  });
}

/**
 * Adds or removes one video. The server answers with the new list, which replaces the cached one:
 * the watchlist and that title's button change, nothing else is read again.
 */
export function useWatchlistChange() {
  const viewerId = useViewerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, add }: { videoId: string; add: boolean }): Promise<Video[]> =>
      add ? addToWatchlist(videoId) : removeFromWatchlist(videoId),
    onSuccess: (videos) => {
      if (viewerId) client.setQueryData(queryKeys.watchlist(viewerId), videos);
    },
  });
}
