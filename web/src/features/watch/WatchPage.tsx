import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { SubscriptionDialog } from '../subscriptions/SubscriptionDialog';
import { useApiData } from '../catalog/use-api-data';
import { playPath } from '../catalog/watch-param';
import { isNotFound, isSubscriptionRequired, loadWatchContent } from './watch-content';
import { WatchHero } from './WatchHero';
import { EpisodeTiles } from './EpisodeTiles';
import { AboutPanel } from './AboutPanel';
import { ContentNotFound } from './ContentNotFound';
import '../catalog/catalog.css';

/** /watch/{name}: a series (or single video) with its parts; public shell, playing needs sign-in. */
export function WatchPage() {
  const { name = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const content = useApiData((signal) => loadWatchContent(name, signal), [name]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const { error } = content;
  const subscriptionNeeded = isSubscriptionRequired(error);
  const notFound = isNotFound(error);

  useEffect(() => setSelectedId(null), [name]);
  useEffect(() => {
    if (!error) return;
    if (subscriptionNeeded) {
      setDialogOpen(true);
    } else if (!notFound) {
      toast.error(errorMessage(error));
      navigate('/', { replace: true });
    }
  }, [error, subscriptionNeeded, notFound, navigate]);

  // In-app history goes back; a page opened directly has nowhere to go back to but home.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));

  if (content.loading) return <LoadingScreen />;
  if (notFound) return <ContentNotFound />;
  if (subscriptionNeeded) {
    return (
      <section className="page content-not-found">
        <h1>{MESSAGES.subscriptionRequired}</h1>
        <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
          Back to Home
        </button>
        <SubscriptionDialog open={dialogOpen} episode={{ name }} onClose={() => setDialogOpen(false)} />
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

  const select = (id: string) => {
    setSelectedId(id);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <section className="page watch-page">
      <button type="button" className="btn btn-ghost watch-back" onClick={back}>
        ← Back
      </button>
      {trailer && (
        <div className="watch-trailer">
          <video src={trailer} controls muted playsInline preload="metadata" aria-label="Trailer" />
        </div>
      )}
      <WatchHero
        video={video}
        series={series}
        partNumber={video.episodeSeq || index + 1}
        showPart={parts.length > 1 || video.videoType !== 'movie'}
        onPlay={() => navigate(playPath(video._id))}
      />
      <div className="watch-columns">
        {parts.length > 1 && <EpisodeTiles parts={parts} selectedId={video._id} onSelect={select} />}
        <AboutPanel title={episodeName || video.videoTitle} video={video} totalParts={parts.length} />
      </div>
    </section>
  );
}
