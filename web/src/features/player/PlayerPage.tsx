import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LoadingScreen, useDocumentTitle } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { withAppName } from '../../shared/page-titles';
import { useAuth } from '../../shared/auth/use-auth';
import { AgeRatingNotice } from '../../shared/ui/AgeRating';
import { VideoCard } from '../../shared/ui/VideoCard';
import { StreamMessages, type StreamSessionGrant, type Video } from '@streamhub/contracts';
import { queryKeys } from '../../shared/api/query-keys';
import { checkVideoAccess, fetchPlayback, type Playback } from '../catalog/catalog-api';
import { usePlayback, useVideos, useViewerId, useWatchContent } from '../catalog/catalog-queries';
import { cardFromVideo, videoTitle } from '../catalog/card-model';
import { formatRating, videoRuntime, releaseYear } from '../catalog/format';
import { moreLikeThis } from '../catalog/grouping';
import { playPath, watchPath } from '../catalog/watch-param';
import { useHistory, useProgressOnLeave, useRecordProgress } from '../history/history-queries';
import { ProfileBlockMessage } from '../profiles/ProfileBlockMessage';
import { SubscriptionDialog } from '../subscriptions/SubscriptionDialog';
import { isNotFound } from '../watch/watch-content';
import { useAutoplayPreference } from './autoplay-preference';
import { nextPart } from './binge';
import { NextEpisodeCard } from './NextEpisodeCard';
import { PlayerMessage } from './PlayerMessage';
import { TooManyStreams } from './TooManyStreams';
import { useStreamSession } from './use-stream-session';
import { playbackSessionHeader } from './player-session';
import { AUTOPLAY_STATE, refetchDelayMs, resumePosition, wantsAutoplay } from './playback';
import { StillWatching } from './StillWatching';
import { useStillWatching } from './use-still-watching';
import { DownloadButton } from '../downloads/DownloadButton';
import { ShakaPlayer } from './ShakaPlayer';
import { WatchlistButton } from '../watchlist/WatchlistButton';
import '../catalog/catalog.css';
import { useT } from '../../shared/i18n/i18n';

const MORE_LIKE_THIS = 10;
const SIDEBAR_COUNT = 5;

function Credits({ label, values }: { label: string; values: string[] | undefined }) {
  if (!values?.length) return null;
  return (
    <div className="details-row">
      <dt>{label}</dt>
      <dd>{values.join(', ')}</dd>
    </div>
  );
}

function SmallCards({ videos, onSelect }: { videos: Video[]; onSelect: (video: Video) => void }) {
  return (
    <div className="card-grid card-grid--small">
      {videos.map((item) => (
        <VideoCard key={item._id} size="small" card={cardFromVideo(item)} onSelect={() => onSelect(item)} />
      ))}
    </div>
  );
}

const PROGRESS_EVERY_MS = 10_000;

/**
 * Whether a signed-in viewer without sources may watch: the server's "Subscription required"
 * message says no; otherwise the access check decides (a failed check counts as no access).
 */
function useAccessWithoutSources(playback: Playback | undefined) {
  const viewerId = useViewerId();
  const video = playback?.video;
  const needed = Boolean(video && video.sources.length === 0 && video.status === 'active');
  return useQuery({
    queryKey: queryKeys.videoAccess(viewerId ?? '', video?._id ?? ''),
    queryFn: ({ signal }) =>
      playback?.subscriptionRequired ? false : checkVideoAccess(video!._id, signal).catch(() => false),
    enabled: needed && viewerId !== null && !playback?.profileBlock && !playback?.tooManyStreams,
  });
}

/**
 * The player route: one PlayerPage per video, so opening another one from More Like This starts
 * afresh (its own autoplay, resume position and player) rather than reusing the last one's.
 */
export function PlayerRoute() {
  const { videoId = '' } = useParams();
  return <PlayerPage key={videoId} />;
}

/**
 * /play/{videoId} (docs/product.md §2 Video player): shaka-player with custom controls for a viewer who may watch;
 * Sign in required, Subscription Required, Video not found and error states otherwise; details, More
 * Like This and You might also like. The signed URL is refetched before it expires (docs/product.md §4).
 */
export function PlayerPage() {
  const t = useT();
  const { videoId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { token, user, loading: authLoading } = useAuth();
  const signedIn = Boolean(token && user);

  // Asked once, on arrival: the router state is then cleared, so a reload waits for ▶ like a direct load.
  const [autoPlay] = useState(() => wantsAutoplay(location.state));
  // "Are you still watching?": parts autoplayed in a row untouched before this one; any touch resets it.
  const stillWatching = useStillWatching(location.state);
  useEffect(() => {
    if (wantsAutoplay(location.state)) {
      void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
    }
  }, [location, navigate]);

  const playback = usePlayback(videoId);
  const video = { isPending: playback.isPending, error: playback.error, data: playback.data?.video };
  // Sources come only to a viewer who may watch; without them, the server's message (or the access check) says why.
  const access = useAccessWithoutSources(playback.data);
  // The plan's screens: this playback's stream session, kept alive while the player is open (a
  // refetch renews it, or gives a new one when it was lost).
  const [renewed, setRenewed] = useState<StreamSessionGrant | null>(null);
  useEffect(() => setRenewed(null), [playback.data]);
  const stream = useStreamSession(renewed ?? playback.data?.session);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [latest, setLatest] = useState<Video | undefined>(undefined);
  useEffect(() => setLatest(video.data), [video.data]);
  // Refetch 1 s after the URL comes within 5 minutes of expiring; playback continues on the new token.
  useEffect(() => {
    if (!latest?.expiresIn) return;
    const delay = refetchDelayMs(latest.expiresIn, Date.now(), Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      fetchPlayback(latest._id, playbackSessionHeader())
        .then((next) => {
          setLatest(next.video);
          if (next.session) setRenewed(next.session);
        })
        .catch(() => undefined);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [latest]);
  const lastSaved = useRef(0);
  const progress = useRecordProgress();
  const noteProgress = useProgressOnLeave(video.data?._id);
  const saveProgress = (position: number, duration: number, now = false) => {
    if (!video.data || !Number.isFinite(duration) || duration <= 0) return;
    noteProgress(position, duration);
    if (!now && Date.now() - lastSaved.current < PROGRESS_EVERY_MS) return;
    lastSaved.current = Date.now();
    progress.mutate({ videoId: video.data._id, positionSeconds: position, durationSeconds: duration });
  };

  // Where the viewer left off (a failed read starts at 0); the player reads it once, at load.
  const history = useHistory();
  const resumeItem = history.data?.find((item) => item.video._id === videoId);
  const genre = video.data?.genre ?? '';
  const similar = useVideos({ genre, limit: MORE_LIKE_THIS + 1 }, { enabled: genre !== '' });

  useDocumentTitle(withAppName(video.data ? videoTitle(video.data) : undefined));

  // Binge: the series' parts in the watch page's order, for the part after this one.
  const seriesName = video.data && video.data.videoType !== 'movie' ? video.data.episodeName : '';
  const series = useWatchContent(seriesName, { enabled: seriesName !== '' });
  const next = nextPart(series.data?.parts, videoId);
  const autoplayNext = useAutoplayPreference();
  const [nextOffered, setNextOffered] = useState(false);
  const playNext = useCallback(() => {
    if (next) void navigate(playPath(next._id), { state: AUTOPLAY_STATE });
  }, [next, navigate]);
  const { nextAutoplay } = stillWatching;
  const autoplayNextPart = useCallback(() => {
    if (next) void navigate(playPath(next._id), { state: nextAutoplay() });
  }, [next, navigate, nextAutoplay]);

  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));
  const header = (
    <div className="player-top">
      <button type="button" className="btn btn-ghost" onClick={back}>
        {t('player.back')}
      </button>
    </div>
  );

  if (authLoading) return <LoadingScreen />;
  if (!signedIn) {
    return (
      <section className="player-page">
        {header}
        <PlayerMessage title={MESSAGES.signInRequired} hint="Sign in to watch this video.">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => navigate('/login', { state: { from: location } })}
          >
            {t('player.signIn')}
          </button>
        </PlayerMessage>
      </section>
    );
  }
  if (video.isPending || access.isLoading) return <LoadingScreen />;
  if (video.error || !video.data) {
    const missing = !video.error || isNotFound(video.error);
    return (
      <section className="player-page">
        {header}
        <PlayerMessage
          title={missing ? MESSAGES.videoNotFound : MESSAGES.videoLoadError}
          hint={missing ? undefined : `${errorMessage(video.error)} — ${MESSAGES.videoLoadErrorHint}`}
        >
          <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
            {t('player.goHome')}
          </button>
        </PlayerMessage>
      </section>
    );
  }

  if (playback.data?.profileBlock) {
    return (
      <section className="player-page">
        {header}
        <ProfileBlockMessage block={playback.data.profileBlock} onUnlocked={() => void playback.refetch()} />
      </section>
    );
  }
  if (playback.data?.tooManyStreams) {
    const { streams, screens } = playback.data.tooManyStreams;
    return (
      <section className="player-page">
        {header}
        <TooManyStreams streams={streams} screens={screens} onFreed={() => void playback.refetch()}>
          <button type="button" className="btn btn-primary" onClick={() => void playback.refetch()}>
            {t('player.tryAgain')}
          </button>
        </TooManyStreams>
      </section>
    );
  }
  if (stream.ended) {
    return (
      <section className="player-page">
        {header}
        <PlayerMessage title={StreamMessages.sessionEndedTitle} hint={StreamMessages.sessionEndedHint}>
          <button type="button" className="btn btn-primary" onClick={() => void playback.refetch()}>
            {t('player.watchHere')}
          </button>
        </PlayerMessage>
      </section>
    );
  }
  const current = video.data;
  const title = videoTitle(current);
  const source = current.defaultUrl || current.sources?.[0]?.url;
  if (!source && access.data === false) {
    return (
      <section className="player-page">
        {header}
        <PlayerMessage title={MESSAGES.subscriptionRequired} hint={`A subscription is required to watch ${title}.`}>
          <button type="button" className="btn btn-primary" onClick={() => setDialogOpen(true)}>
            {t('player.getSubscription')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => navigate('/')}>
            {t('player.goHome')}
          </button>
        </PlayerMessage>
        <SubscriptionDialog
          open={dialogOpen}
          episode={{ id: current._id, name: current.episodeName || undefined }}
          onClose={() => setDialogOpen(false)}
          onSubscribed={() => navigate(watchPath(current.episodeName || current._id))}
        />
      </section>
    );
  }
  const start = resumePosition(Number(params.get('t')), resumeItem);
  const related = moreLikeThis(current, similar.data?.videos ?? [], MORE_LIKE_THIS);
  const year = releaseYear(current.releaseDate);

  return (
    <section className="player-page">
      {header}
      <div className="player-layout">
        <div className="player-main">
          <div className="player-stage">
            {source && stillWatching.asking ? (
              <StillWatching title={title} onContinue={stillWatching.keepWatching} onStop={back} />
            ) : source && history.isLoading ? (
              <div className="player-preparing" role="status">
                <div className="spinner" aria-hidden="true" />
              </div>
            ) : source ? (
              <ShakaPlayer
                src={source}
                videoId={current._id}
                licenceUrl={current.licenceUrl}
                latestSrc={latest?.defaultUrl || source}
                storyboardUrl={current.storyboardUrl}
                title={title}
                startAt={start}
                autoPlay={autoPlay}
                onProgress={saveProgress}
                openingNotice={<AgeRatingNotice rating={current.ageRating} descriptors={current.contentDescriptors} />}
                markers={current.markers}
                onEnded={() => setNextOffered(next !== null)}
                overlay={
                  nextOffered && next ? (
                    <NextEpisodeCard
                      next={next}
                      autoplay={autoplayNext}
                      onPlay={playNext}
                      onAutoPlay={autoplayNextPart}
                      onCancel={() => setNextOffered(false)}
                    />
                  ) : undefined
                }
              />
            ) : (
              <div className="player-preparing" role="status">
                <div className="spinner" aria-hidden="true" />
                <p>{MESSAGES.videoPreparing}</p>
                <p className="muted">{MESSAGES.videoPreparingHint}</p>
              </div>
            )}
          </div>
          <div className="player-info">
            <div className="player-title-row">
              <h1>{title}</h1>
              <WatchlistButton videoId={current._id} />
              <DownloadButton videoId={current._id} />
            </div>
            <p className="watch-facts-line muted">
              {[year, `★ ${formatRating(current.imdbRating)}`, videoRuntime(current), current.quality, current.genre]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {current.description && <p>{current.description}</p>}
            <dl className="details">
              <Credits label={t('player.cast')} values={current.actors} />
              <Credits label={t('player.writers')} values={current.writers} />
              <Credits label={t('player.languages')} values={current.languages} />
              <Credits label={t('player.countries')} values={current.countries} />
            </dl>
          </div>
        </div>
        <aside className="player-sidebar" aria-labelledby="more-like-this">
          <h2 id="more-like-this">{t('player.moreLikeThis')}</h2>
          {related.length === 0 ? (
            <p className="muted">{similar.isLoading ? MESSAGES.loading : t('player.nothingSimilarYet')}</p>
          ) : (
            <SmallCards
              videos={related.slice(0, SIDEBAR_COUNT)}
              onSelect={(item) => navigate(playPath(item._id), { state: AUTOPLAY_STATE })}
            />
          )}
        </aside>
      </div>
      {related.length > SIDEBAR_COUNT && (
        <section className="player-more" aria-labelledby="you-might-like">
          <h2 id="you-might-like">{t('player.youMightAlsoLike')}</h2>
          <SmallCards
            videos={related.slice(SIDEBAR_COUNT)}
            onSelect={(item) => navigate(playPath(item._id), { state: AUTOPLAY_STATE })}
          />
        </section>
      )}
    </section>
  );
}
