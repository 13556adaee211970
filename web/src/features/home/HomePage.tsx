import { Link } from 'react-router-dom';
import { VideoCard } from '../../shared/ui/VideoCard';
import { errorMessage } from '../../shared/api/client';
import { fetchEpisodeGroups } from '../catalog/catalog-api';
import { cardFromGroup } from '../catalog/card-model';
import { HOME_GROUP_LIMIT } from '../catalog/grouping';
import { useApiData } from '../catalog/use-api-data';
import { CatalogState } from '../catalog/CatalogState';
import { useOpenEpisode } from '../episodes/use-open-episode';
import { BannerCarousel } from './BannerCarousel';
import '../catalog/catalog.css';

export function HomePage() {
  const groups = useApiData((signal) => fetchEpisodeGroups(HOME_GROUP_LIMIT, signal), []);
  const { openEpisode, checking, dialog } = useOpenEpisode();
  const shown = (groups.data ?? []).slice(0, HOME_GROUP_LIMIT);

  return (
    <section className="page home">
      <BannerCarousel />
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
      <CatalogState
        loading={groups.loading}
        error={groups.error ? errorMessage(groups.error) : null}
        empty={shown.length === 0}
        emptyText="No episodes yet."
        onRetry={groups.reload}
      >
        <div className="card-grid card-grid--medium" aria-label="Episodes">
          {shown.map((group) => (
            <VideoCard
              key={group.episodeName}
              size="medium"
              card={cardFromGroup(group)}
              busy={checking === group.episodeName}
              onSelect={() => void openEpisode({ name: group.episodeName, id: group.parts[0]?._id })}
            />
          ))}
        </div>
      </CatalogState>
      {dialog}
    </section>
  );
}
