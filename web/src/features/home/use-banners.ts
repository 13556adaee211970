import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@streamhub/web-kit';
import { queryKeys } from '../../shared/api/query-keys';
import { MESSAGES } from '../../shared/messages';
import type { BannerSlide } from './BannerCarousel';
import { fetchBanners, InvalidBannersError } from './banners-api';

/** The home banners; on any failure a toast and an empty carousel (docs/product.md §8). */
export function useBanners(): { banners: BannerSlide[]; loading: boolean } {
  const query = useQuery({ queryKey: queryKeys.banners(), queryFn: ({ signal }) => fetchBanners(signal) });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    toast.error(error instanceof InvalidBannersError ? MESSAGES.invalidBannersData : MESSAGES.bannersLoadFailed);
  }, [error]);
  return { banners: query.data ?? [], loading: query.isPending };
}
