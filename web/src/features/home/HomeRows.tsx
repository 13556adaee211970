import { useNavigate } from 'react-router-dom';
import type { EpisodeGroup, Video } from '@streamhub/contracts';
import { VideoCard } from '../../shared/ui/VideoCard';
import { cardFromGroup, cardFromVideo, videoTitle } from '../catalog/card-model';
import { useEpisodeGroups, useVideos } from '../catalog/catalog-queries';
import { playPath, watchPath } from '../catalog/watch-param';
import { AUTOPLAY_STATE } from '../player/playback';
import { useOpenEpisode } from '../episodes/use-open-episode';
import { useContinueWatching, useHistoryRemoval } from '../history/history-queries';
import { useWatchlist } from '../watchlist/watchlist-queries';
import { HomeRow, HomeRowItem } from './HomeRow';
import { useBecauseYouWatched, useTrending } from './recommendations';
import { useT } from '../../shared/i18n/i18n';

/** Cards per home row. */
export const ROW_SIZE = 12;
/** Genre rows on home: the genres of the newest titles first. */
export const MAX_GENRE_ROWS = 6;
/** A row with fewer cards leaves a wide empty band on a desktop: smaller genres share "More to explore". */
export const MIN_ROW_CARDS = 3;

/** Resume where the viewer stopped, or start the next episode of a finished one (signed in). */
export function ContinueWatchingRow() {
  const t = useT();
  const row = useContinueWatching();
  const removal = useHistoryRemoval();
  const navigate = useNavigate();
  const items = (row.data ?? []).slice(0, ROW_SIZE);
  if (items.length === 0) return null;
  return (
    <HomeRow title={t('home.continueWatching')}>
      {items.map((item) => {
        const percent = Math.max(0, Math.round(item.percent));
        return (
          <HomeRowItem key={item.video._id}>
            <VideoCard
              size="small"
              card={cardFromVideo(item.video)}
              onSelect={() => navigate(playPath(item.video._id, item.positionSeconds), { state: AUTOPLAY_STATE })}
            />
            <span
              className="progress"
              role="progressbar"
              aria-label={`${videoTitle(item.video)} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span className="progress-fill" style={{ width: `${percent}%` }} />
            </span>
            {item.nextEpisode ? null : (
              <button
                type="button"
                className="btn btn-ghost row-remove"
                aria-label={t('home.removeFromContinueWatching', { title: videoTitle(item.video) })}
                disabled={removal.isPending}
                onClick={() => removal.mutate({ videoId: item.video._id, scope: 'row', title: videoTitle(item.video) })}
              >
                {t('home.remove')}
              </button>
            )}
          </HomeRowItem>
        );
      })}
    </HomeRow>
  );
}

/** A row of single videos that open their watch page. */
function VideosRow({ title, videos }: { title: string; videos: Video[] }) {
  const navigate = useNavigate();
  const list = videos.slice(0, ROW_SIZE);
  if (list.length === 0) return null;
  return (
    <HomeRow title={title}>
      {list.map((video) => (
        <HomeRowItem key={video._id}>
          <VideoCard size="small" card={cardFromVideo(video)} onSelect={() => navigate(watchPath(video._id))} />
        </HomeRowItem>
      ))}
    </HomeRow>
  );
}

/** The titles started most in the last 24 hours. */
export function TrendingRow() {
  const t = useT();
  const trending = useTrending();
  return <VideosRow title={t('home.trendingNow')} videos={trending.data ?? []} />;
}

/** What other viewers of the profile's most recent title also watched (signed in). */
export function BecauseYouWatchedRow() {
  const t = useT();
  const row = useBecauseYouWatched();
  const becauseOf = row.data?.becauseOf;
  if (!becauseOf) return null;
  return (
    <VideosRow title={t('home.becauseYouWatched', { title: videoTitle(becauseOf) })} videos={row.data?.videos ?? []} />
  );
}

/** The newest uploads (single videos and new parts alike). */
export function NewReleasesRow() {
  const t = useT();
  const videos = useVideos({ limit: ROW_SIZE });
  const navigate = useNavigate();
  const list = videos.data?.videos ?? [];
  if (list.length === 0) return null;
  return (
    <HomeRow title={t('home.newReleases')}>
      {list.map((video) => (
        <HomeRowItem key={video._id}>
          <VideoCard size="small" card={cardFromVideo(video)} onSelect={() => navigate(watchPath(video._id))} />
        </HomeRowItem>
      ))}
    </HomeRow>
  );
}

/** One genre's titles, newest release first. */
export function GenreRow({ genre }: { genre: string }) {
  const groups = useEpisodeGroups({ genre, limit: ROW_SIZE });
  return <GroupsRow title={genreLabel(genre)} groups={groups.data?.episodes ?? []} />;
}

/** Titles of the genres too small for a row of their own. */
export function MoreToExploreRow({ groups }: { groups: EpisodeGroup[] }) {
  const t = useT();
  return <GroupsRow title={t('home.moreToExplore')} groups={groups.slice(0, ROW_SIZE)} />;
}

/** A row of titles (series and movies); opening one checks access like the Episodes grid. */
function GroupsRow({ title, groups: list }: { title: string; groups: EpisodeGroup[] }) {
  const { openEpisode, checking, dialog } = useOpenEpisode();
  if (list.length === 0) return null;
  return (
    <>
      <HomeRow title={title}>
        {list.map((group) => (
          <HomeRowItem key={group.episodeName}>
            <VideoCard
              size="small"
              card={cardFromGroup(group)}
              busy={checking === group.episodeName}
              onSelect={() => void openEpisode({ name: group.episodeName, id: group.parts[0]?._id })}
            />
          </HomeRowItem>
        ))}
      </HomeRow>
      {dialog}
    </>
  );
}

/** The viewer's watchlist (signed in, when it has anything). */
export function MyListRow() {
  const t = useT();
  const watchlist = useWatchlist();
  const navigate = useNavigate();
  const list = (watchlist.data ?? []).slice(0, ROW_SIZE);
  if (list.length === 0) return null;
  return (
    <HomeRow title={t('home.myList')}>
      {list.map((video) => (
        <HomeRowItem key={video._id}>
          <VideoCard size="small" card={cardFromVideo(video)} onSelect={() => navigate(watchPath(video._id))} />
        </HomeRowItem>
      ))}
    </HomeRow>
  );
}

/** "SCI-FI" → "Sci-Fi". */
export function genreLabel(genre: string): string {
  return genre.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (match) => match.toUpperCase());
}

/** The distinct genres of these groups, in order, at most `max`. */
export function rowGenres(groups: EpisodeGroup[], max = MAX_GENRE_ROWS): string[] {
  return [...new Set(groups.map((group) => group.genre).filter(Boolean))].slice(0, max);
}

/**
 * Which genres of the newest titles get a row (at least `minCards` titles, in order, at most
 * `max`), and the titles of every other genre, which share "More to explore" when they are at
 * least `minCards` themselves (fewer are left to the Episodes grid below).
 */
export function planGenreRows(
  groups: EpisodeGroup[],
  { minCards = MIN_ROW_CARDS, max = MAX_GENRE_ROWS }: { minCards?: number; max?: number } = {},
): { genres: string[]; more: EpisodeGroup[] } {
  const counts = new Map<string, number>();
  for (const group of groups) if (group.genre) counts.set(group.genre, (counts.get(group.genre) ?? 0) + 1);
  const genres = rowGenres(groups, Infinity)
    .filter((genre) => (counts.get(genre) ?? 0) >= minCards)
    .slice(0, max);
  const rowed = new Set(genres);
  const more = groups.filter((group) => !rowed.has(group.genre));
  return { genres, more: more.length >= minCards ? more : [] };
}
