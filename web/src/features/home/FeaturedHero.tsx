import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { EpisodeGroup } from '@streamhub/contracts';
import { cardFromGroup } from '../catalog/card-model';
import { watchPath } from '../catalog/watch-param';
import type { BannerSlide } from './BannerCarousel';
import { BANNER_ROTATION_MS } from './banners-api';
import './home-rows.css';
import { useT } from '../../shared/i18n/i18n';

/**
 * The carousel (swiper and its styles) is a chunk of its own: home paints without it. Home starts
 * loading it when it mounts, alongside the banners, so it is usually there before they are.
 */
export const loadBannerCarousel = () => import('./BannerCarousel');
const BannerCarousel = lazy(async () => ({ default: (await loadBannerCarousel()).BannerCarousel }));

/**
 * The top of home: the active banners as the carousel when there are any (docs/product.md §2), otherwise the
 * newest title featured with its facts and a way in.
 */
export function FeaturedHero({ banners, newest }: { banners: BannerSlide[]; newest: EpisodeGroup | undefined }) {
  const t = useT();
  if (banners.length > 0) {
    return (
      <Suspense fallback={null}>
        <BannerCarousel banners={banners} intervalMs={BANNER_ROTATION_MS} />
      </Suspense>
    );
  }
  if (!newest) return null;
  const card = cardFromGroup(newest);
  const description = newest.parts.find((part) => part.description)?.description;
  return (
    <section className="featured" aria-label={t('home.featured')}>
      {card.imageUrl && <img className="featured-image" src={card.imageUrl} alt="" />}
      <div className="featured-copy">
        <p className="featured-kicker muted">{t('home.newOnStreamhub')}</p>
        <h1>{card.title}</h1>
        <p className="muted">
          {[card.year, `★ ${card.rating}`, card.genre, card.partsLabel].filter(Boolean).join(' · ')}
        </p>
        {description && <p className="featured-description">{description}</p>}
        <div className="hero-actions">
          <Link to={watchPath(newest.episodeName)} className="btn btn-primary">
            {t('home.watchNow')}
          </Link>
          <Link to="/episodes" className="btn btn-ghost">
            {t('home.browseEpisodes')}
          </Link>
        </div>
      </div>
    </section>
  );
}
