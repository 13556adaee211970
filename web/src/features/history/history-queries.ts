import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { useViewerId } from '../catalog/catalog-queries';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { t } from '../../shared/i18n/i18n';
import { continueWatchingRow } from './continue-watching';
import { fetchHistory, hideFromContinueWatching, recordProgress, removeFromHistory } from './history-api';

/** The signed-in viewer's watch history, newest first (Profile → Watch History, the player's resume point). */
export function useHistory() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: queryKeys.history(viewerId ?? ''),
    queryFn: ({ signal }) => fetchHistory(signal),
    enabled: viewerId !== null,
    select: (reply) => reply.items,
  });
}

/** The Continue watching row: unfinished titles, and the next episode in place of a finished one. */
export function useContinueWatching() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: queryKeys.history(viewerId ?? ''),
    queryFn: ({ signal }) => fetchHistory(signal),
    enabled: viewerId !== null,
    select: continueWatchingRow,
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

/**
 * "Remove from Continue watching" (`hide`) and "Remove from watch history" (`remove`): the reply is
 * the new history, which replaces the cached one at once.
 */
export function useHistoryRemoval() {
  const viewerId = useViewerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, scope }: { videoId: string; scope: 'row' | 'history'; title: string }) =>
      scope === 'row' ? hideFromContinueWatching(videoId) : removeFromHistory(videoId),
    onSuccess: (reply, { scope, title }) => {
      if (viewerId) client.setQueryData(queryKeys.history(viewerId), reply);
      toast.success(
        scope === 'row'
          ? t('history.removedFromContinueWatching', { title })
          : t('history.removedFromHistory', { title }),
      );
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
}

/**
 * Saves the last position once more when the viewer leaves the player: the tab hidden, the page
 * closed (a `keepalive` request outlives it) or another screen opened. Returns the function the
 * player calls with every position it reaches.
 */
export function useProgressOnLeave(
  videoId: string | undefined,
): (positionSeconds: number, durationSeconds: number) => void {
  const viewerId = useViewerId();
  const client = useQueryClient();
  const last = useRef<{ position: number; duration: number } | null>(null);
  useEffect(() => {
    if (!videoId) return;
    const flush = () => {
      const seen = last.current;
      if (!seen) return;
      recordProgress(videoId, seen.position, seen.duration, { keepalive: true }).then(
        () => viewerId && void client.invalidateQueries({ queryKey: queryKeys.history(viewerId) }),
        () => undefined,
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
      last.current = null;
    };
  }, [videoId, viewerId, client]);
  return useCallback((position: number, duration: number) => {
    last.current = { position, duration };
  }, []);
}
