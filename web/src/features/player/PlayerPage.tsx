import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LoadingScreen, useDocumentTitle } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { withAppName } from '../../shared/page-titles';
import { useAuth } from '../../shared/auth/use-auth';
import { VideoCard } from '../../shared/ui/VideoCard';
import type { Video } from '@streamhub/contracts';
import { checkVideoAccess, fetchVideo, searchVideos } from '../catalog/catalog-api';
import { cardFromVideo, videoTitle } from '../catalog/card-model';
import { formatRating, formatRuntime, releaseYear } from '../catalog/format';
import { moreLikeThis } from '../catalog/grouping';
import { useApiData } from '../catalog/use-api-data';
import { playPath, watchPath } from '../catalog/watch-param';
import { recordProgress } from '../history/history-api';
import { SubscriptionDialog } from '../subscriptions/SubscriptionDialog';
import { isNotFound } from '../watch/watch-content';
import { refetchDelayMs } from './playback';
import { ShakaPlayer } from './ShakaPlayer';
import { WatchlistButton } from '../watchlist/WatchlistButton';
import '../catalog/catalog.css';

const MORE_LIKE_THIS = 10;
const SIDEBAR_COUNT = 5;

async function loadSimilar(video: Video, signal: AbortSignal): Promise<Video[]> {
  if (!video.genre) return [];
  const query = new URLSearchParams({ genre: video.genre, page: '1', limit: String(MORE_LIKE_THIS + 1) });
  const page = await searchVideos(query.toString(), signal);
  return moreLikeThis(video, page.videos, MORE_LIKE_THIS);
}

function PlayerMessage({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="player-message" role="alert">
      <h1>{title}</h1>
      {hint && <p className="muted">{hint}</p>}
      <div className="player-message-actions">{children}</div>
    </div>
  );
}

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

/** Whether a signed-in viewer without sources lacks a subscription (a failed check counts as no access). */
async function loadAccess(video: Video | undefined, signal: AbortSignal): Promise<boolean | undefined> {
  if (!video || video.sources.length > 0 || video.status !== 'active') return undefined;
  return checkVideoAccess(video._id, signal).catch(() => false);
}

/**
 * /play/{videoId} (spec §2 Video player): shaka-player with custom controls for a viewer who may watch;
 * Sign in required, Subscription Required, Video not found and error states otherwise; details, More
 * Like This and You might also like. The signed URL is refetched before it expires (spec §4).
 */
export function PlayerPage() {
  const { videoId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { token, user, loading: authLoading } = useAuth();
  const signedIn = Boolean(token && user);

  const video = useApiData(
    (signal) => (signedIn ? fetchVideo(videoId, signal) : Promise.resolve(undefined)),
    [videoId, signedIn],
  );
  // Sources come only to a viewer who may watch; without them, ask why (a failed check is no access).
  const access = useApiData((signal) => loadAccess(video.data, signal), [video.data]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [latest, setLatest] = useState<Video | undefined>(undefined);
  useEffect(() => setLatest(video.data), [video.data]);
  // Refetch 1 s after the URL comes within 5 minutes of expiring; playback continues on the new token.
  useEffect(() => {
    if (!latest?.expiresIn) return;
    const delay = refetchDelayMs(latest.expiresIn, Date.now(), Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      fetchVideo(latest._id)
        .then(setLatest)
        .catch(() => undefined);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [latest]);
  const lastSaved = useRef(0);
  const saveProgress = (position: number, duration: number) => {
    if (!video.data || !Number.isFinite(duration) || duration <= 0) return;
    if (Date.now() - lastSaved.current < PROGRESS_EVERY_MS) return;
    lastSaved.current = Date.now();
    void recordProgress(video.data._id, position, duration).catch(() => undefined);
  };
  const similar = useApiData(
    (signal) => (video.data ? loadSimilar(video.data, signal).catch(() => []) : Promise.resolve([])),
    [video.data],
  );

  useDocumentTitle(withAppName(video.data ? videoTitle(video.data) : undefined));

  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));
  const header = (
    <div className="player-top">
      <button type="button" className="btn btn-ghost" onClick={back}>
        ← Back
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
            Sign In
          </button>
        </PlayerMessage>
      </section>
    );
  }
  if (video.loading || access.loading) return <LoadingScreen />;
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
            Go Home
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
            Get Subscription
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => navigate('/')}>
            Go Home
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
  const start = Number(params.get('t')) || 0;
  const related = similar.data ?? [];
  const year = releaseYear(current.releaseDate);

  return (
    <section className="player-page">
      {header}
      <div className="player-layout">
        <div className="player-main">
          <div className="player-stage">
            {source ? (
              <ShakaPlayer
                src={source}
                latestSrc={latest?.defaultUrl || source}
                title={title}
                startAt={start}
                onProgress={saveProgress}
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
            </div>
            <p className="watch-facts-line muted">
              {[
                year,
                `★ ${formatRating(current.imdbRating)}`,
                formatRuntime(current.runtimeMinutes),
                current.quality,
                current.genre,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {current.description && <p>{current.description}</p>}
            <dl className="details">
              <Credits label="Cast" values={current.actors} />
              <Credits label="Writers" values={current.writers} />
              <Credits label="Languages" values={current.languages} />
              <Credits label="Countries" values={current.countries} />
            </dl>
          </div>
        </div>
        <aside className="player-sidebar" aria-labelledby="more-like-this">
          <h2 id="more-like-this">More Like This</h2>
          {related.length === 0 ? (
            <p className="muted">{similar.loading ? MESSAGES.loading : 'Nothing similar yet.'}</p>
          ) : (
            <SmallCards videos={related.slice(0, SIDEBAR_COUNT)} onSelect={(item) => navigate(playPath(item._id))} />
          )}
        </aside>
      </div>
      {related.length > SIDEBAR_COUNT && (
        <section className="player-more" aria-labelledby="you-might-like">
          <h2 id="you-might-like">You might also like</h2>
          <SmallCards videos={related.slice(SIDEBAR_COUNT)} onSelect={(item) => navigate(playPath(item._id))} />
        </section>
      )}
    </section>
  );
}
