import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { useViewerId } from '../catalog/catalog-queries';
import { fetchHistory, recordProgress } from './history-api';

/** The signed-in viewer's watch history, newest first (Continue watching, Profile → Watch History). */
export function useHistory() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: queryKeys.history(viewerId ?? ''),
    queryFn: ({ signal }) => fetchHistory(signal),
    enabled: viewerId !== null,
  });
}

/** Saves how far the viewer got; the history (and nothing else) is read again afterwards. */
export function useRecordProgress() {
  const viewerId = useViewerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (progress: { videoId: string; positionSeconds: number; durationSeconds: number }) =>
      recordProgress(progress.videoId, progress.positionSeconds, progress.durationSeconds),
    onSuccess: () => {
      if (viewerId) void client.invalidateQueries({ queryKey: queryKeys.history(viewerId) });
    },
  });
}
