import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/use-auth';
import { useEpisodeGroups } from '../catalog/catalog-queries';
import { HOME_GROUP_LIMIT } from '../catalog/grouping';
import { EpisodeGrid } from '../episodes/EpisodeGrid';
import { FeaturedHero, loadBannerCarousel } from './FeaturedHero';
import {
  BecauseYouWatchedRow,
  ContinueWatchingRow,
  GenreRow,
  MoreToExploreRow,
  MyListRow,
  NewReleasesRow,
  planGenreRows,
  TrendingRow,
} from './HomeRows';
import { useActiveProfile } from '../profiles/profile-store';
import { useBanners } from './use-banners';
import { LiveRow } from '../live/LiveRow';
import '../catalog/catalog.css';
import { useT } from '../../shared/i18n/i18n';

/**
 * Home: the banners (or the newest title) as the hero, then rows that scroll sideways — Continue
 * watching, Trending now, Because you watched X, New releases, one per genre of the newest titles with enough of them, More to explore
 * (the smaller genres together), My list — and the Episodes grid.
 */
export function HomePage() {
  const t = useT();
  const groups = useEpisodeGroups({ limit: HOME_GROUP_LIMIT });
  const shown = (groups.data?.episodes ?? []).slice(0, HOME_GROUP_LIMIT);
  const { banners, loading: bannersLoading } = useBanners();
  const { token, user } = useAuth();
  const signedIn = Boolean(token && user);
  const rows = planGenreRows(shown);
  const kids = useActiveProfile()?.profile.kids === true;
  useEffect(() => {
    if (!kids) void loadBannerCarousel();
  }, [kids]);

  // A kids profile gets a simpler home: no promotional banners, its own rows (the server lists only
  // titles within the profile's limit) and nothing else.
  if (signedIn && kids) {
    return (
      <section className="page home home-kids">
        <h1 className="page-title">{t('home.kids')}</h1>
        <ContinueWatchingRow />
        <TrendingRow />
        <BecauseYouWatchedRow />
        <NewReleasesRow />
        {rows.genres.map((genre) => (
          <GenreRow key={genre} genre={genre} />
        ))}
        <MoreToExploreRow groups={rows.more} />
        <MyListRow />
      </section>
    );
  }

  return (
    <section className="page home">
      {!bannersLoading && <FeaturedHero banners={banners} newest={shown[0]} />}
      {signedIn && <ContinueWatchingRow />}
      <LiveRow />
      <TrendingRow />
      {signedIn && <BecauseYouWatchedRow />}
      <NewReleasesRow />
      {rows.genres.map((genre) => (
        <GenreRow key={genre} genre={genre} />
      ))}
      <MoreToExploreRow groups={rows.more} />
      {signedIn && <MyListRow />}
      <div className="section-head">
        <h2>{t('home.episodes')}</h2>
        <Link to="/episodes">{t('home.seeMore')}</Link>
      </div>
      <EpisodeGrid request={groups} groups={shown} label={t('home.episodes')} />
    </section>
  );
}
