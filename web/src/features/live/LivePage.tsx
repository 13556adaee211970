import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoadingScreen, useDocumentTitle } from '@streamhub/web-kit';
import { StreamMessages, type LiveEvent } from '@streamhub/contracts';
import { errorMessage } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/use-auth';
import { useT } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/i18n/format';
import { MESSAGES } from '../../shared/messages';
import { withAppName } from '../../shared/page-titles';
import { PlayerMessage } from '../player/PlayerMessage';
import { TooManyStreams } from '../player/TooManyStreams';
import { useStreamSession } from '../player/use-stream-session';
import { fetchLiveEvent, fetchLiveEvents, fetchLivePlayback, type LiveRefusal } from './live-api';
import { LivePlayer } from './LivePlayer';
import { BuyTicketButton } from './BuyTicketButton';
import '../catalog/catalog.css';
import './live.css';

/** How often a page waiting for its event to start asks again, ms. */
const WAIT_FOR_START_MS = 5_000;
/** How often a page waiting for a paid ticket to reach the event asks again, ms. */
const WAIT_FOR_TICKET_MS = 2_000;

/**
 * /live/{eventId} (docs/live.md, "Player"): the event's live player for a viewer who may watch it;
 * "Starting at…" before it goes live, and Sign in / Subscribe / Buy otherwise.
 */
export function LivePage() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { token, user, loading: authLoading } = useAuth();
  const signedIn = Boolean(token && user);
  const [bought, setBought] = useState(false);

  const events = useQuery({ queryKey: queryKeys.liveEvents(), queryFn: ({ signal }) => fetchLiveEvents(signal) });
  const event: LiveEvent | undefined = events.data?.find((e) => e._id === id);
  const playback = useQuery({
    queryKey: queryKeys.livePlayback(user?._id ?? '', id),
    queryFn: ({ signal }) => fetchLivePlayback(id, signal),
    enabled: signedIn && id !== '',
    // The signed URL stays valid for the whole playback; a page waiting for the start asks again.
    refetchInterval: (query) => {
      const refusal = query.state.data?.refusal;
      if (refusal === 'not-live') return WAIT_FOR_START_MS;
      return refusal === 'purchase-required' && bought ? WAIT_FOR_TICKET_MS : false;
    },
    staleTime: Infinity,
  });
  // The public list leaves ended events out: a page of one asks for it, for the recording's title.
  const notLive = playback.data?.refusal === 'not-live';
  const single = useQuery({
    queryKey: queryKeys.liveEvent(id),
    queryFn: ({ signal }) => fetchLiveEvent(id, signal),
    enabled: notLive && id !== '',
    refetchInterval: (query) => (query.state.data?.state === 'ended' && !query.state.data.vodVideoId ? 15_000 : false),
  });
  // A play on a plan's screens beats its stream session while the page is open, as a title's player does.
  const stream = useStreamSession(playback.data?.playback?.session);
  const title = playback.data?.playback?.event.title ?? event?.title;
  useDocumentTitle(withAppName(title));

  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));
  const header = (
    <div className="player-top">
      <button type="button" className="btn btn-ghost" onClick={back}>
        {t('player.back')}
      </button>
    </div>
  );
  const page = (body: ReactNode) => (
    <section className="player-page">
      {header}
      {body}
    </section>
  );

  if (authLoading) return <LoadingScreen />;
  if (!signedIn) {
    return page(
      <PlayerMessage title={MESSAGES.signInRequired} hint={t('live.signInHint')}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => navigate('/login', { state: { from: location } })}
        >
          {t('player.signIn')}
        </button>
      </PlayerMessage>,
    );
  }
  if (playback.isPending) return <LoadingScreen />;
  if (playback.error) {
    return page(
      <PlayerMessage title={MESSAGES.videoLoadError} hint={errorMessage(playback.error)}>
        <button type="button" className="btn btn-primary" onClick={() => void playback.refetch()}>
          {t('player.tryAgain')}
        </button>
      </PlayerMessage>,
    );
  }
  const result = playback.data;
  if (result.refusal === 'too-many-streams') {
    return page(
      <TooManyStreams streams={result.streams} screens={result.screens} onFreed={() => void playback.refetch()}>
        <button type="button" className="btn btn-primary" onClick={() => void playback.refetch()}>
          {t('player.tryAgain')}
        </button>
      </TooManyStreams>,
    );
  }
  if (stream.ended) {
    return page(
      <PlayerMessage title={StreamMessages.sessionEndedTitle} hint={StreamMessages.sessionEndedHint}>
        <button type="button" className="btn btn-primary" onClick={() => void playback.refetch()}>
          {t('player.watchHere')}
        </button>
      </PlayerMessage>,
    );
  }
  if (result.refusal) {
    const onBought = () => {
      setBought(true);
      void playback.refetch();
    };
    return page(
      <Refusal
        refusal={result.refusal}
        event={single.data ?? event}
        onHome={() => navigate('/')}
        onBought={onBought}
      />,
    );
  }

  const live = result.playback;
  const dash = live.sources.find((s) => s.type === 'dash') ?? live.sources[0];
  return page(
    <div className="player-layout">
      <div className="player-main">
        <div className="player-stage">{dash ? <LivePlayer src={dash.url} title={live.event.title} /> : null}</div>
        <div className="player-info">
          <h1>{live.event.title}</h1>
          <p className="watch-facts-line muted">{live.event.ageRating}</p>
        </div>
      </div>
    </div>,
  );
}

function Refusal({
  refusal,
  event,
  onHome,
  onBought,
}: {
  refusal: LiveRefusal;
  event: LiveEvent | undefined;
  onHome: () => void;
  onBought: () => void;
}) {
  const t = useT();
  const home = (
    <button type="button" className="btn btn-ghost" onClick={onHome}>
      {t('player.goHome')}
    </button>
  );
  if (refusal === 'not-live') {
    const ended = event === undefined || event.state === 'ended';
    return (
      <PlayerMessage
        title={ended ? t('live.ended') : t('live.startingAt', { time: formatDate(event.startAt, { withTime: true }) })}
        hint={ended ? undefined : (event?.title ?? undefined)}
      >
        {ended && event?.vodVideoId ? (
          <Link className="btn btn-primary" to={`/play/${event.vodVideoId}`}>
            {t('live.watchRecording')}
          </Link>
        ) : null}
        {home}
      </PlayerMessage>
    );
  }
  if (refusal === 'subscription-required') {
    return (
      <PlayerMessage title={MESSAGES.subscriptionRequired} hint={t('live.subscriptionHint')}>
        <Link className="btn btn-primary" to="/plans">
          {t('player.getSubscription')}
        </Link>
        {home}
      </PlayerMessage>
    );
  }
  if (refusal === 'purchase-required') {
    return (
      <PlayerMessage title={t('live.purchaseRequired')} hint={event?.title}>
        {event?.access === 'ppv' && <BuyTicketButton event={event} onBought={onBought} />}
        {home}
      </PlayerMessage>
    );
  }
  return <PlayerMessage title={t('live.notFound')}>{home}</PlayerMessage>;
}
