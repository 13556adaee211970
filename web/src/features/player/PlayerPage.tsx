import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { useAuth } from '../../shared/auth/use-auth';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { VideoCard } from '../../shared/ui/VideoCard';
import type { Video } from '@streamhub/contracts';
import { checkVideoAccess, fetchVideo, searchVideos } from '../catalog/catalog-api';
import { cardFromVideo, videoTitle } from '../catalog/card-model';
import { formatRating, formatRuntime, releaseYear } from '../catalog/format';
import { moreLikeThis } from '../catalog/grouping';
import { useApiData } from '../catalog/use-api-data';
import { playPath, watchPath } from '../catalog/watch-param';
import { SubscriptionDialog } from '../subscriptions/SubscriptionDialog';
import { isNotFound } from '../watch/watch-content';
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

/**
 * /play/{videoId}: a small stand-in until the media pipeline and the real player land — details, More
 * Like This, and a "being prepared" state while the video has no sources yet.
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
  // A failed access check counts as no access (spec §4).
  const access = useApiData(
    (signal) => (signedIn ? checkVideoAccess(videoId, signal).catch(() => false) : Promise.resolve(false)),
    [videoId, signedIn],
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  const similar = useApiData(
    (signal) => (video.data ? loadSimilar(video.data, signal).catch(() => []) : Promise.resolve([])),
    [video.data],
  );

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
  if (access.data !== true) {
    return (
      <section className="player-page">
        {header}
        <PlayerMessage title={MESSAGES.subscriptionRequired} hint="A subscription is required to watch this video.">
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
  const title = videoTitle(current);
  const source = current.defaultUrl || current.sources?.[0]?.url;
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
              <video
                src={source}
                controls
                autoPlay
                playsInline
                aria-label={title}
                onLoadedMetadata={(event) => {
                  if (start > 0) event.currentTarget.currentTime = start;
                }}
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
