import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { MESSAGES } from '../../shared/messages';
import type { BannerSlide } from './BannerCarousel';
import { fetchBanners, InvalidBannersError } from './banners-api';

/** The home banners; on any failure a toast and an empty carousel (spec §8). */
export function useBanners(): BannerSlide[] {
  const [banners, setBanners] = useState<BannerSlide[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchBanners(controller.signal).then(
      (slides) => !controller.signal.aborted && setBanners(slides),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setBanners([]);
        toast.error(error instanceof InvalidBannersError ? MESSAGES.invalidBannersData : MESSAGES.bannersLoadFailed);
      },
    );
    return () => controller.abort();
  }, []);
  return banners;
}
