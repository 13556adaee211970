import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { useViewerId } from '../catalog/catalog-queries';
import { fetchMyPayments, fetchMySubscriptions, fetchPlans } from './billing-api';

export function usePlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.plans(), queryFn: ({ signal }) => fetchPlans(signal), enabled });
}

/** The signed-in viewer's subscriptions; a failed load counts as none (docs/product.md §7). */
export function useMySubscriptions() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: queryKeys.subscriptions(viewerId ?? ''),
    queryFn: ({ signal }) => fetchMySubscriptions(signal).catch(() => []),
    enabled: viewerId !== null,
  });
}

/** The signed-in viewer's receipts (kept with the subscriptions, so a purchase reloads both). */
export function useMyPayments() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...queryKeys.subscriptions(viewerId ?? ''), 'payments'],
    queryFn: ({ signal }) => fetchMyPayments(signal),
    enabled: viewerId !== null,
  });
}

/**
 * After a subscription: the viewer's subscriptions, access answers and playable videos are read
 * again (they are what a subscription changes); the catalogue and watchlist stay as they are.
 */
export function useSubscriptionChanged(): () => void {
  const viewerId = useViewerId();
  const client = useQueryClient();
  return useCallback(() => {
    if (!viewerId) return;
    for (const queryKey of [
      queryKeys.subscriptions(viewerId),
      queryKeys.access(viewerId),
      [...queryKeys.user(viewerId), 'playback'],
    ]) {
      void client.invalidateQueries({ queryKey });
    }
  }, [client, viewerId]);
}
