import { Link } from 'react-router-dom';
import { useEpisodeGroups } from '../catalog/catalog-queries';
import { HOME_GROUP_LIMIT } from '../catalog/grouping';
import { EpisodeGrid } from '../episodes/EpisodeGrid';
import { BannerCarousel } from './BannerCarousel';
import { BANNER_ROTATION_MS } from './banners-api';
import { useBanners } from './use-banners';
import '../catalog/catalog.css';

export function HomePage() {
  const groups = useEpisodeGroups({ limit: HOME_GROUP_LIMIT });
  const shown = (groups.data?.episodes ?? []).slice(0, HOME_GROUP_LIMIT);
  const { banners } = useBanners();

  return (
    <section className="page home">
      <BannerCarousel banners={banners} intervalMs={BANNER_ROTATION_MS} />
      <div className="hero">
        <div className="hero-copy">
          <h1>Unlimited series, movies and more.</h1>
          <p className="muted">Watch anywhere with a StreamHub plan. Prices in INR.</p>
          <div className="hero-actions">
            <Link to="/episodes" className="btn btn-primary">
              Browse Episodes
            </Link>
            <Link to="/search" className="btn btn-ghost">
              Search
            </Link>
          </div>
        </div>
      </div>
      <div className="section-head">
        <h2>Episodes</h2>
        <Link to="/episodes">See more</Link>
      </div>
      <EpisodeGrid request={groups} groups={shown} label="Episodes" />
    </section>
  );
}
