import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../shared/messages';
import { useT } from '../../shared/i18n/i18n';
import { PlayerIcon } from '../player/icons';
import { runShaka, type ShakaPlayerInstance } from '../player/shaka';
import {
  backTarget,
  formatBehind,
  formatLatency,
  livePosition,
  seekTarget,
  type LivePosition,
  type SeekRange,
} from './live-position';

export interface LivePlayerProps {
  /** The signed LL-DASH manifest URL. */
  src: string;
  title: string;
}

/** How often the badge, the DVR bar and the stats follow the playback, ms. */
const FOLLOW_MS = 500;
/**
 * How far behind the wall-clock live edge playback starts, s: four 2 s segments. The ladder
 * publishes a segment only once it is complete (docs/live.md, "Packaging"), so a player closer to the
 * edge asks for segments that do not exist yet; this leaves room for a ladder running late on a busy box.
 */
const PRESENTATION_DELAY_SECONDS = 8;
/** Retries of a live file that is not there yet: about 20 s in all. */
const LIVE_RETRY = { maxAttempts: 12, baseDelay: 500, backoffFactor: 1.3, fuzzFactor: 0.2, timeout: 10_000 };
/** shaka.util.Error.Severity.CRITICAL: the error stops playback (RECOVERABLE ones are retried). */
const CRITICAL = 2;
/** The DVR bar's steps (a range input over the window). */
const BAR_STEPS = 1000;

interface Stats {
  latency: number | null;
  width: number;
  height: number;
  bandwidthKbps: number;
}

type PlayerState = 'loading' | 'playing' | 'paused' | 'error';

/**
 * A live event's player (docs/live.md, "Player"): shaka on the event's dynamic DASH manifest, a LIVE
 * badge lit at the live edge, a DVR seek bar over the window shaka may seek in, "Back 30 s", "Go
 * live" back to the edge, and a stats overlay with the latency shaka measures (wall clock minus
 * the playing frame's time in the presentation). Its own component, not ShakaPlayer's: a live
 * stream has no duration, resume position, markers or end.
 */
export function LivePlayer({ src, title }: LivePlayerProps) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const playerRef = useRef<ShakaPlayerInstance | null>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [range, setRange] = useState<SeekRange>({ start: 0, end: 0 });
  const [position, setPosition] = useState<LivePosition | null>(null);
  const [stats, setStats] = useState<Stats | null>(null);
  const [statsOpen, setStatsOpen] = useState(false);
  const [muted, setMuted] = useState(false);

  useEffect(
    () =>
      runShaka(
        videoRef.current,
        async (player, stillWanted) => {
          playerRef.current = player;
          // Only a critical error ends playback: a segment asked for a moment early (404) is recoverable,
          // and shaka retries it.
          player.addEventListener('error', (event) => {
            const detail = (event as unknown as { detail?: { severity?: number } }).detail;
            if (detail?.severity === CRITICAL) setState('error');
          });
          // A segment or manifest asked for a moment before the ladder writes it is a 404: retried
          // for a while (a live edge moves on), not a failure.
          player.configure({
            manifest: { defaultPresentationDelay: PRESENTATION_DELAY_SECONDS, retryParameters: LIVE_RETRY },
            streaming: { retryParameters: LIVE_RETRY },
          });
          await player.load(src);
          if (!stillWanted()) return;
          // Start at the live edge; a browser that refuses autoplay leaves it paused, with ▶.
          void videoRef.current?.play().catch(() => setState('paused'));
        },
        () => setState('error'),
        () => {
          playerRef.current = null;
        },
      ),
    [src],
  );

  useEffect(() => {
    const timer = window.setInterval(() => {
      const player = playerRef.current;
      const video = videoRef.current;
      if (!player || !video || video.readyState === 0) return;
      const seekable = player.seekRange();
      setRange(seekable);
      setPosition(livePosition(seekable, video.currentTime));
      const s = player.getStats();
      setStats({
        latency: Number.isFinite(s.liveLatency) && s.liveLatency > 0 ? s.liveLatency : null,
        width: s.width,
        height: s.height,
        bandwidthKbps: Math.round(s.streamBandwidth / 1000),
      });
    }, FOLLOW_MS);
    return () => window.clearInterval(timer);
  }, []);

  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (video) video.currentTime = seconds;
  };
  const back30 = () => {
    const player = playerRef.current;
    const video = videoRef.current;
    if (player && video) seekTo(backTarget(player.seekRange(), video.currentTime));
  };
  const goLive = () => {
    const player = playerRef.current;
    if (!player) return;
    player.goToLive();
    void videoRef.current?.play().catch(() => undefined);
  };
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  };

  if (state === 'error') {
    return (
      <div className="player-preparing" role="alert">
        <p>{MESSAGES.videoLoadError}</p>
        <p className="muted">{MESSAGES.videoLoadErrorHint}</p>
      </div>
    );
  }

  const atLive = position?.atLive ?? true;
  return (
    <div
      className="shaka-stage live-stage"
      data-state={state}
      data-at-live={atLive ? 'true' : 'false'}
      data-behind-seconds={position ? Math.round(position.behindSeconds) : undefined}
      data-dvr-seconds={position ? Math.round(position.windowSeconds) : undefined}
    >
      <video
        ref={videoRef}
        aria-label={title}
        playsInline
        onClick={togglePlay}
        onPlay={() => setState('playing')}
        onPause={() => setState('paused')}
        onLoadedMetadata={(e) => setState(e.currentTarget.paused ? 'paused' : 'playing')}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
      />
      {state === 'loading' && <div className="spinner shaka-spinner" aria-label={MESSAGES.loading} />}
      <div className="live-top">
        <span className={`live-badge${atLive ? ' live-badge--on' : ''}`} role="status" aria-live="polite">
          {atLive ? t('live.badge') : t('live.badgeBehind', { behind: formatBehind(position?.behindSeconds ?? 0) })}
        </span>
        <button type="button" className="live-stats-toggle" onClick={() => setStatsOpen((open) => !open)}>
          {t('live.stats')}
        </button>
      </div>
      {statsOpen && (
        <dl className="live-stats" aria-label={t('live.stats')}>
          <div>
            <dt>{t('live.latency')}</dt>
            <dd data-testid="live-latency">{formatLatency(stats?.latency)}</dd>
          </div>
          <div>
            <dt>{t('live.behindLive')}</dt>
            <dd>{formatLatency(position?.behindSeconds)}</dd>
          </div>
          <div>
            <dt>{t('live.dvrWindow')}</dt>
            <dd>{formatLatency(position?.windowSeconds)}</dd>
          </div>
          <div>
            <dt>{t('live.resolution')}</dt>
            <dd>{stats && stats.height > 0 ? `${stats.width}×${stats.height}` : '–'}</dd>
          </div>
          <div>
            <dt>{t('live.bitrate')}</dt>
            <dd>{stats && stats.bandwidthKbps > 0 ? `${stats.bandwidthKbps} kbps` : '–'}</dd>
          </div>
        </dl>
      )}
      <div className="shaka-controls">
        <input
          type="range"
          className="live-dvr"
          aria-label={t('live.dvrSeek')}
          min={0}
          max={BAR_STEPS}
          step={1}
          value={Math.round((position?.fraction ?? 1) * BAR_STEPS)}
          onChange={(e) => seekTo(seekTarget(range, Number(e.currentTarget.value) / BAR_STEPS))}
        />
        <div className="shaka-buttons">
          <button
            type="button"
            onClick={togglePlay}
            aria-label={state === 'playing' ? t('player.pause') : t('player.play')}
          >
            <PlayerIcon name={state === 'playing' ? 'pause' : 'play'} />
          </button>
          <button type="button" onClick={back30}>
            {t('live.back30')}
          </button>
          <button type="button" onClick={toggleMute} aria-label={muted ? t('player.unmute') : t('player.mute')}>
            <PlayerIcon name={muted ? 'muted' : 'volume'} />
          </button>
          <button type="button" className="btn live-go" onClick={goLive} disabled={atLive}>
            {t('live.goLive')}
          </button>
        </div>
      </div>
    </div>
  );
}
