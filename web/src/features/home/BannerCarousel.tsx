import { Link } from 'react-router-dom';
import { Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import './banner-carousel.css';
import { useT } from '../../shared/i18n/i18n';
import { watchPath } from '../catalog/watch-param';

/** One slide of the home carousel. */
export interface BannerSlide {
  id: string;
  imageUrl: string;
  altText: string;
  /** The title a click opens, when the banner links to one. */
  targetVideoId?: string;
}

/** The home carousel: auto-advances every `intervalMs`, with arrows and dots; nothing without banners. */
export function BannerCarousel({ banners, intervalMs }: { banners: BannerSlide[]; intervalMs: number }) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <section className="banner-carousel" aria-label={t('home.featured')} data-banner-count={banners.length}>
      <Swiper
        modules={[Autoplay, Navigation, Pagination]}
        slidesPerView={1}
        loop={banners.length > 1}
        autoplay={{ delay: intervalMs, disableOnInteraction: false }}
        navigation
        pagination={{ clickable: true }}
      >
        {banners.map((banner) => (
          <SwiperSlide key={banner.id}>
            {banner.targetVideoId ? (
              <Link to={watchPath(banner.targetVideoId)} className="banner-link" data-testid="banner-link">
                <img src={banner.imageUrl} alt={banner.altText} className="banner-image" />
              </Link>
            ) : (
              <img src={banner.imageUrl} alt={banner.altText} className="banner-image" />
            )}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
