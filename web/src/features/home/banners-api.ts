import type { Banner } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import type { BannerSlide } from './BannerCarousel';

/** Auto-advance interval of the home carousel (docs/product.md §9). */
export const BANNER_ROTATION_MS = 5000;

export class InvalidBannersError extends Error {
  constructor() {
    super(MESSAGES.invalidBannersData);
  }
}

/** The banners of a GET /banners answer (data.banners, or data as a list); anything else is invalid. */
export function toBannerSlides(data: unknown): BannerSlide[] {
  const list = Array.isArray(data) ? data : (data as { banners?: unknown } | null)?.banners;
  if (!Array.isArray(list)) throw new InvalidBannersError();
  return (list as Partial<Banner>[])
    .filter((banner) => typeof banner?.imageUrl === 'string' && banner.imageUrl)
    .map((banner, i) => ({
      id: String(banner._id ?? i),
      imageUrl: banner.imageUrl!,
      altText: banner.altText || `Featured banner ${i + 1}`,
      ...(typeof banner.targetVideoId === 'string' && banner.targetVideoId
        ? { targetVideoId: banner.targetVideoId }
        : {}),
    }));
}

/** GET /banners: the active banners in carousel order. */
export async function fetchBanners(signal?: AbortSignal): Promise<BannerSlide[]> {
  return toBannerSlides(await dataOf(api.GET('/api/v1/banners', { signal })));
}
