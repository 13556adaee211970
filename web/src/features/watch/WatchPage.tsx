import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoadingScreen, toast, useDocumentTitle } from '@streamhub/web-kit';
import { errorMessage, isSessionEnded } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { MESSAGES } from '../../shared/messages';
import { withAppName } from '../../shared/page-titles';
import { SubscriptionDialog } from '../subscriptions/SubscriptionDialog';
import { useWatchContent } from '../catalog/catalog-queries';
import { playPath } from '../catalog/watch-param';
import { AUTOPLAY_STATE } from '../player/playback';
import { TrailerPlayer } from '../player/TrailerPlayer';
import { preloadPlayer } from '../player/preload';
import { forgetEarlyPlayback, startPlaybackEarly } from '../player/early-playback';
import { videoTitle } from '../catalog/card-model';
import { isNotFound, isSubscriptionRequired } from './watch-content';
import { WatchHero } from './WatchHero';
import { EpisodeTiles } from './EpisodeTiles';
import { AboutPanel } from './AboutPanel';
import { ContentNotFound } from './ContentNotFound';
import '../catalog/catalog.css';
import { useT } from '../../shared/i18n/i18n';

/** /watch/{name}: a series (or single video) with its parts; public shell, playing needs sign-in. */
export function WatchPage() {
  const t = useT();
  const { name = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const content = useWatchContent(name);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [blockedPart, setBlockedPart] = useState<{ id: string; name: string } | null>(null);
  const { token, user } = useAuth();
  const queryClient = useQueryClient();

  const { error } = content;
  const subscriptionNeeded = isSubscriptionRequired(error);
  const notFound = isNotFound(error);

  useEffect(() => setSelectedId(null), [name]);
  // Play Now is what this page is for: the player's code comes once the page is idle, so the
  // player opens without waiting for it (docs/media.md "Start-up").
  useEffect(() => {
    const ask = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = ask(() => preloadPlayer());
    return () => cancel(handle);
  }, []);
  useEffect(() => {
    if (!error) return;
    if (subscriptionNeeded) {
      setDialogOpen(true);
    } else if (!notFound) {
      toast.error(errorMessage(error));
      void navigate('/', { replace: true });
    }
  }, [error, subscriptionNeeded, notFound, navigate]);

  const shown = content.data?.parts.find((part) => part._id === (selectedId ?? content.data?.selectedId));
  useDocumentTitle(
    withAppName(
      notFound ? MESSAGES.contentNotFound : shown ? videoTitle(shown) : content.data?.episodeName || undefined,
    ),
  );

  // In-app history goes back; a page opened directly has nowhere to go back to but home.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));

  if (content.isPending) return <LoadingScreen />;
  if (notFound) return <ContentNotFound />;
  if (subscriptionNeeded) {
    return (
      <section className="page content-not-found">
        <h1>{MESSAGES.subscriptionRequired}</h1>
        <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
          {t('watch.backToHome')}
        </button>
        <SubscriptionDialog
          open={dialogOpen}
          episode={{ name }}
          onClose={() => setDialogOpen(false)}
          onSubscribed={() => void content.refetch()}
        />
      </section>
    );
  }
  if (!content.data) return null;

  const { parts, series, episodeName } = content.data;
  const picked = parts.findIndex((part) => part._id === selectedId);
  const index =
    picked >= 0
      ? picked
      : Math.max(
          0,
          parts.findIndex((part) => part._id === content.data?.selectedId),
        );
  const video = parts[index]!;
  const trailer = series?.seriesTrailerUrl || video.seriesTrailerUrl || video.trailer;

  // Play Now asks for the playback itself (docs/media.md "Start-up"): its reply is the access
  // check every path to a video goes through (docs/product.md §4), and the player page then takes
  // it instead of asking again. A plan to buy is offered here; the player page says anything else
  // (PIN, age, screens in use) as it does when opened directly.
  const play = async (part: { _id: string }) => {
    if (!token || !user) {
      toast.error(MESSAGES.loginToWatchVideos);
      void navigate('/login', { state: { from: location } });
      return;
    }
    preloadPlayer();
    let needsPlan = true;
    try {
      const reply = await startPlaybackEarly(part._id, queryClient);
      needsPlan = reply?.subscriptionRequired ?? false;
    } catch (error) {
      if (isSessionEnded(error)) return;
      toast.error(MESSAGES.accessCheckFailed);
    }
    // The click on Play Now lets the player start by itself (the browser may still refuse: then ▶).
    if (!needsPlan) {
      void navigate(playPath(part._id), { state: AUTOPLAY_STATE });
      return;
    }
    forgetEarlyPlayback(part._id);
    setBlockedPart({ id: part._id, name: episodeName || video.episodeName || '' });
  };

  const select = (id: string) => {
    setSelectedId(id);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <section className="page watch-page">
      <button type="button" className="btn btn-ghost watch-back" onClick={back}>
        {t('watch.back')}
      </button>
      {trailer && <TrailerPlayer src={trailer} />}
      <WatchHero
        video={video}
        series={series}
        partNumber={video.episodeSeq || index + 1}
        showPart={parts.length > 1 || video.videoType !== 'movie'}
        onPlay={() => void play(video)}
        onPlayIntent={() => preloadPlayer()}
      />
      <div className="watch-columns">
        {parts.length > 1 && (
          <EpisodeTiles
            parts={parts}
            seriesName={episodeName || video.episodeName}
            selectedId={video._id}
            onSelect={select}
          />
        )}
        <AboutPanel title={episodeName || video.videoTitle} video={video} totalParts={parts.length} />
      </div>
      <SubscriptionDialog
        open={blockedPart !== null}
        episode={blockedPart ? { id: blockedPart.id, name: blockedPart.name || undefined } : undefined}
        onClose={() => setBlockedPart(null)}
        onSubscribed={() => {
          // Paid for this title: start it (the dialog's timer keeps the part it was opened for).
          if (blockedPart) void navigate(playPath(blockedPart.id), { state: AUTOPLAY_STATE });
          else void content.refetch();
        }}
      />
    </section>
  );
}
