import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { MESSAGES } from '../../shared/messages';
import {
  CONTROLS_HIDE_MS,
  DOUBLE_TAP_MS,
  OPENING_NOTICE_MS,
  SKIP_SECONDS,
  VOLUME_STEP,
  doubleTapSeek,
  activeVideoCodec,
  formatClock,
  playerCommand,
  preferredVideo,
  qualityHeights,
  withLatestToken,
} from './playback';
import type { VideoMarkers } from '@streamhub/contracts';
import { skipAt } from './binge';
import { PlayerIcon } from './icons';
import { PlayerLanguages } from './PlayerLanguages';
import { browserCaptionStore, profileCaptionStore } from './caption-preferences';
import { useActiveProfile } from '../profiles/profile-store';
import { SeekBar } from './SeekBar';
import { attachPlaybackReporter, type PlaybackReporter } from './playback-reporter';
import { markStart, runShaka, type ShakaPlayerInstance } from './shaka';
import { useT } from '../../shared/i18n/i18n';
import { LICENSE_REQUEST, drmConfig, drmFailure, licenceFromEnvelope, licenceHeaders } from './licence';
import { AdBreakPlayer } from '../ads/AdBreakPlayer';
import { useAdBreaks } from '../ads/use-ad-breaks';

export interface ShakaPlayerProps {
  /** The manifest URL to start with (DASH). */
  src: string;
  /** The newest signed URL of the same video: later requests carry its token. */
  latestSrc: string;
  /** Signed storyboard WebVTT: thumbnails on the seek bar. */
  storyboardUrl?: string;
  title: string;
  startAt?: number;
  /** Start once loaded (after a user gesture); a refusal (NotAllowedError) leaves it paused, with ▶. */
  autoPlay?: boolean;
  /** The position as it plays; `now`: a pause, a seek or the end, to be saved at once rather than every few seconds. */
  onProgress?: (positionSeconds: number, durationSeconds: number, now?: boolean) => void;
  /** Shown over the picture for the first seconds of each playback of `src` (the age rating card). */
  openingNotice?: ReactNode;
  /** The part's intro and recap: a Skip Intro / Skip Recap button while the playback is inside one. */
  markers?: VideoMarkers | null;
  /** The playback reached the end. */
  onEnded?: () => void;
  /** Shown over the picture (the next episode card). */
  overlay?: ReactNode;
  /** The video played: its playback is reported (start, heartbeats, stalls, quality, errors, end) for analytics. */
  videoId?: string;
  /** A protected title's ClearKey licence endpoint (docs/drm.md). */
  licenceUrl?: string;
}

const AUTO = 'auto';

type PlayerState = 'loading' | 'playing' | 'paused' | 'error';

/** A state update that leaves a failure shown (events of the element it replaced come after it). */
const unlessFailed =
  (next: PlayerState) =>
  (current: PlayerState): PlayerState =>
    current === 'error' ? current : next;

/**
 * shaka-player with the spec's custom controls: play/pause, ±10 s, volume ±0.1, mute, fullscreen,
 * a quality list from the variant tracks (only when there are several; "Auto" is adaptive), and
 * controls that hide 3 s after the last mouse movement while playing. Keys work anywhere on the
 * page (`playerCommand`). On touch screens a tap shows or hides the controls and a double tap on
 * the left or right third goes back or forward 10 s; phones get one row of large buttons along
 * the bottom. shaka is loaded here, on demand, so no other page downloads it.
 */
export function ShakaPlayer({
  src,
  latestSrc,
  storyboardUrl,
  title,
  startAt = 0,
  autoPlay = false,
  onProgress,
  openingNotice,
  markers,
  onEnded,
  overlay,
  videoId,
  licenceUrl,
}: ShakaPlayerProps) {
  const t = useT();
  // Subtitle and audio choices are the active profile's (its language until it chooses), else this browser's.
  const active = useActiveProfile()?.profile;
  const profileId = active?.id;
  const language = active?.language;
  const captionStore = useMemo(
    () => (profileId && language ? profileCaptionStore({ id: profileId, language }) : browserCaptionStore),
    [profileId, language],
  );
  const videoRef = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  /** shaka draws captions in here (a node the component never renders children into). */
  const captionsRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<ShakaPlayerInstance | null>(null);
  const reporterRef = useRef<PlaybackReporter | null>(null);
  const latestRef = useRef(latestSrc);
  const [state, setState] = useState<PlayerState>('loading');
  /** A protected title's failure, told as such ("Too many screens", an unsupported browser); null: the generic message. */
  const [drmError, setDrmError] = useState<{ title: string; hint?: string } | null>(null);
  const licenceRef = useRef(licenceUrl);
  licenceRef.current = licenceUrl;
  const [qualities, setQualities] = useState<number[]>([]);
  /** The playing variant's video codec (`av01…`, `avc1…`), shown as `data-video-codec`. */
  const [videoCodec, setVideoCodec] = useState('');
  /** The player once the manifest is loaded: the language controls read its tracks. */
  const [loadedPlayer, setLoadedPlayer] = useState<ShakaPlayerInstance | null>(null);
  const [quality, setQuality] = useState<string>(AUTO);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [volume, setVolume] = useState({ level: 1, muted: false });
  const [controlsVisible, setControlsVisible] = useState(true);
  const [fullscreenOn, setFullscreenOn] = useState(false);
  /** "−10 s" / "+10 s" shown briefly on the side of a double tap. */
  const [tapSeek, setTapSeek] = useState<{ by: number; at: number } | null>(null);
  const [noticeVisible, setNoticeVisible] = useState(false);
  /** The source whose playback the opening notice was last shown for. */
  const noticeShownFor = useRef<string | null>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const lastTap = useRef<{ at: number; timer?: number } | null>(null);
  const lastPointer = useRef<string>('mouse');
  // Play pressed (or asked for) before shaka has loaded the manifest: loading resets the element, so play then.
  const playWhenLoaded = useRef(autoPlay);
  // Where to start matters only when a source is loaded: a later value does not reload it.
  const startAtRef = useRef(startAt);
  startAtRef.current = startAt;
  // The reported video goes with the source (a new video is a new src): read at load like startAt.
  const videoIdRef = useRef(videoId);
  videoIdRef.current = videoId;

  latestRef.current = latestSrc;
  // The title's ad breaks (docs/ads.md "The player"): an ad plays over the paused title.
  const ads = useAdBreaks(videoId, videoRef);

  useEffect(
    () =>
      runShaka(
        videoRef.current,
        async (player, stillWanted) => {
          playerRef.current = player;
          player.getNetworkingEngine()?.registerRequestFilter((_type, request) => {
            request.uris = request.uris.map((uri) => withLatestToken(uri, latestRef.current));
          });
          const failed = (error: unknown) => {
            setDrmError(drmFailure(error));
            setState('error');
          };
          player.addEventListener('error', (event) => failed((event as unknown as { detail?: unknown }).detail));
          // AV1 where the browser decodes it, else H.264 (docs/media.md).
          player.configure({ preferredVideo: preferredVideo() });
          if (licenceRef.current) {
            // A protected title: ClearKey keys from the licence endpoint, asked with the viewer's tokens.
            player.configure({ drm: drmConfig(licenceRef.current) });
            const networking = player.getNetworkingEngine();
            networking?.registerRequestFilter((type, request) => {
              if (type === LICENSE_REQUEST) Object.assign(request.headers, licenceHeaders());
            });
            networking?.registerResponseFilter((type, response) => {
              if (type === LICENSE_REQUEST) response.data = licenceFromEnvelope(response.data);
            });
          }
          const followVariant = () => {
            setQualities(qualityHeights(player.getVariantTracks()));
            setVideoCodec(activeVideoCodec(player.getVariantTracks()));
          };
          player.addEventListener('variantchanged', followVariant);
          player.addEventListener('adaptation', followVariant);
          if (videoIdRef.current && videoRef.current) {
            reporterRef.current = attachPlaybackReporter(videoRef.current, player, videoIdRef.current);
            // Startup time counts the manifest's loading when playback was asked for up front.
            if (playWhenLoaded.current) reporterRef.current.asked();
          }
          await player.load(src, startAtRef.current > 0 ? startAtRef.current : null);
          markStart('player-loaded');
          if (!stillWanted()) return;
          setLoadedPlayer(player);
          if (playWhenLoaded.current && videoRef.current?.paused) void videoRef.current.play().catch(() => undefined);
          followVariant();
        },
        (error?: unknown) => {
          setDrmError(drmFailure(error));
          setState('error');
        },
        () => {
          reporterRef.current?.detach();
          reporterRef.current = null;
          playerRef.current = null;
          setLoadedPlayer(null);
        },
        // Captions are drawn over the picture (styled there), not as the browser's native cues.
        captionsRef.current,
      ),
    // Loaded once per source; later URLs only refresh the token (latestRef), startAt only matters at load.
    [src],
  );

  const showControls = useCallback(() => {
    setControlsVisible(true);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      if (videoRef.current && !videoRef.current.paused) setControlsVisible(false);
    }, CONTROLS_HIDE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  useEffect(() => {
    const follow = () => setFullscreenOn(document.fullscreenElement === stageRef.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const video = () => videoRef.current;
  const togglePlay = () => {
    const v = video();
    if (!v) return;
    if (v.paused) {
      playWhenLoaded.current = true;
      reporterRef.current?.asked();
      void v.play().catch(() => undefined);
    } else {
      playWhenLoaded.current = false;
      v.pause();
    }
  };
  const seek = (delta: number) => {
    const v = video();
    if (v) v.currentTime = Math.max(0, Math.min(v.duration || Infinity, v.currentTime + delta));
  };
  const changeVolume = (delta: number) => {
    const v = video();
    if (v) v.volume = Math.round(Math.max(0, Math.min(1, v.volume + delta)) * 10) / 10;
  };
  const toggleMute = () => {
    const v = video();
    if (v) v.muted = !v.muted;
  };
  const fullscreen = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen();
      return;
    }
    const stage = stageRef.current;
    if (stage?.requestFullscreen) {
      void stage.requestFullscreen().catch(() => undefined);
      return;
    }
    // iPhones' Safari has no element fullscreen, only the video's own.
    (video() as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
  };
  // Keys anywhere on the page (not only on a focused control), as in the players people know.
  const commands = useRef<(event: KeyboardEvent) => void>(() => undefined);
  commands.current = (event: KeyboardEvent) => {
    // No seeking, pausing or skipping through an ad with the keys.
    if (event.defaultPrevented || ads.active) return;
    const command = playerCommand(event);
    if (!command) return;
    event.preventDefault();
    if (command.kind === 'toggle-play') togglePlay();
    else if (command.kind === 'seek') seek(command.by);
    else if (command.kind === 'volume') changeVolume(command.by);
    else if (command.kind === 'toggle-mute') toggleMute();
    else fullscreen();
    showControls();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => commands.current(event);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A mouse click on the picture plays or pauses; a tap shows or hides the controls, and a second
  // tap soon after, on either side, seeks instead.
  const onPicturePointer = (event: PointerEvent<HTMLVideoElement>) => {
    lastPointer.current = event.pointerType;
    if (event.pointerType !== 'touch') return;
    const box = event.currentTarget.getBoundingClientRect();
    const now = Date.now();
    const previous = lastTap.current;
    if (previous && now - previous.at < DOUBLE_TAP_MS) {
      window.clearTimeout(previous.timer);
      lastTap.current = null;
      const by = doubleTapSeek(event.clientX - box.left, box.width);
      if (by !== 0) {
        seek(by);
        setTapSeek({ by, at: now });
        showControls();
      }
      return;
    }
    const timer = window.setTimeout(() => {
      lastTap.current = null;
      if (controlsVisibleRef.current) {
        window.clearTimeout(hideTimer.current);
        setControlsVisible(video()?.paused ?? true);
      } else {
        showControls();
      }
    }, DOUBLE_TAP_MS);
    lastTap.current = { at: now, timer };
  };
  // A mouse moving over the stage shows the controls. Not the mousemove a browser sends after a
  // tap: taps are handled above, and a control shown by it would take the same tap's click.
  const onStagePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') showControls();
  };
  const onPictureClick = (event: MouseEvent<HTMLVideoElement>) => {
    if (lastPointer.current === 'touch') return;
    event.preventDefault();
    togglePlay();
  };
  const controlsVisibleRef = useRef(controlsVisible);
  controlsVisibleRef.current = controlsVisible;
  useEffect(() => {
    if (!tapSeek) return;
    const timer = window.setTimeout(() => setTapSeek(null), 700);
    return () => window.clearTimeout(timer);
  }, [tapSeek]);
  useEffect(() => () => window.clearTimeout(lastTap.current?.timer), []);
  useEffect(() => {
    if (!noticeVisible) return;
    const timer = window.setTimeout(() => setNoticeVisible(false), OPENING_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [noticeVisible]);

  const selectQuality = (value: string) => {
    const player = playerRef.current;
    setQuality(value);
    if (!player) return;
    if (value === AUTO) {
      player.configure({ abr: { enabled: true } });
      return;
    }
    const height = Number(value);
    const track = player
      .getVariantTracks()
      .filter((t) => t.height === height)
      .sort((a, b) => b.bandwidth - a.bandwidth)[0];
    if (!track) return;
    player.configure({ abr: { enabled: false } });
    player.selectVariantTrack(track, true);
  };

  const skip = skipAt(markers, time.current);

  if (state === 'error') {
    return (
      <div className="player-preparing" role="alert" data-drm-error={drmError ? 'true' : undefined}>
        <p>{drmError?.title ?? MESSAGES.videoLoadError}</p>
        <p className="muted">{drmError ? (drmError.hint ?? '') : MESSAGES.videoLoadErrorHint}</p>
      </div>
    );
  }

  return (
    <div
      ref={stageRef}
      className={`shaka-stage${controlsVisible ? '' : ' shaka-stage--idle'}`}
      onPointerMove={onStagePointerMove}
      data-state={state}
      data-video-codec={videoCodec || undefined}
    >
      <video
        ref={videoRef}
        aria-label={title}
        playsInline
        onPointerUp={onPicturePointer}
        onClick={onPictureClick}
        onPlay={() => {
          setState(unlessFailed('playing'));
          showControls();
          if (openingNotice && noticeShownFor.current !== src) {
            noticeShownFor.current = src;
            setNoticeVisible(true);
          }
        }}
        onPause={(e) => {
          // The element pauses as it leaves the page when a failure replaces the stage: the failure stays.
          setState(unlessFailed('paused'));
          setControlsVisible(true);
          onProgress?.(e.currentTarget.currentTime, e.currentTarget.duration, true);
        }}
        onSeeked={(e) => onProgress?.(e.currentTarget.currentTime, e.currentTarget.duration, true)}
        onTimeUpdate={(e) => {
          const v = e.currentTarget;
          setTime({ current: v.currentTime, duration: v.duration });
          onProgress?.(v.currentTime, v.duration);
        }}
        onLoadedMetadata={(e) => {
          setState(unlessFailed(e.currentTarget.paused ? 'paused' : 'playing'));
          setTime({ current: e.currentTarget.currentTime, duration: e.currentTarget.duration });
        }}
        onVolumeChange={(e) => setVolume({ level: e.currentTarget.volume, muted: e.currentTarget.muted })}
        onEnded={(e) => {
          onProgress?.(e.currentTarget.duration, e.currentTarget.duration, true);
          onEnded?.();
        }}
      />
      <div ref={captionsRef} className="shaka-captions" />
      {state === 'loading' && <div className="spinner shaka-spinner" aria-label={MESSAGES.loading} />}
      {noticeVisible && openingNotice && <div className="player-opening-notice">{openingNotice}</div>}
      {skip && !overlay && (
        <button
          type="button"
          className="btn player-skip"
          onClick={() => {
            const v = video();
            if (v) v.currentTime = skip.to;
          }}
        >
          {skip.kind === 'intro' ? MESSAGES.skipIntro : MESSAGES.skipRecap}
        </button>
      )}
      {overlay}
      {ads.active && <AdBreakPlayer key={ads.active.id} adBreak={ads.active} onDone={ads.finish} />}
      {tapSeek && (
        <div
          key={tapSeek.at}
          className={`shaka-tap-seek shaka-tap-seek--${tapSeek.by < 0 ? 'back' : 'forward'}`}
          aria-hidden="true"
        >
          {tapSeek.by < 0 ? `−${SKIP_SECONDS} s` : `+${SKIP_SECONDS} s`}
        </div>
      )}
      {state !== 'loading' && (
        <button
          type="button"
          className="shaka-center"
          onClick={togglePlay}
          // A large target for fingers; keyboards and screen readers use the bar's own button.
          aria-hidden="true"
          tabIndex={-1}
        >
          <PlayerIcon name={state === 'playing' ? 'pause' : 'play'} size={40} />
        </button>
      )}
      <div className="shaka-controls" aria-hidden={!controlsVisible}>
        <SeekBar
          current={time.current}
          duration={time.duration}
          storyboardUrl={storyboardUrl}
          latestSrc={latestSrc}
          onSeek={(seconds) => {
            const v = video();
            if (v) v.currentTime = seconds;
          }}
        />
        <div className="shaka-buttons">
          <button
            type="button"
            onClick={togglePlay}
            aria-label={state === 'playing' ? t('player.pause') : t('player.play')}
          >
            <PlayerIcon name={state === 'playing' ? 'pause' : 'play'} />
          </button>
          <button type="button" onClick={() => seek(-SKIP_SECONDS)} aria-label={t('player.back10Seconds')}>
            <PlayerIcon name="back10" />
          </button>
          <button type="button" onClick={() => seek(SKIP_SECONDS)} aria-label={t('player.forward10Seconds')}>
            <PlayerIcon name="forward10" />
          </button>
          <button
            type="button"
            className="shaka-volume-step"
            onClick={() => changeVolume(-VOLUME_STEP)}
            aria-label={t('player.volumeDown')}
          >
            <PlayerIcon name="volumeDown" />
          </button>
          <button type="button" onClick={toggleMute} aria-label={volume.muted ? t('player.unmute') : t('player.mute')}>
            <PlayerIcon name={volume.muted ? 'muted' : 'volume'} />
            {!volume.muted && <span className="shaka-volume-level">{Math.round(volume.level * 100)}%</span>}
          </button>
          <button
            type="button"
            className="shaka-volume-step"
            onClick={() => changeVolume(VOLUME_STEP)}
            aria-label={t('player.volumeUp')}
          >
            <PlayerIcon name="volumeUp" />
          </button>
          <span className="shaka-time" aria-label={t('player.time')}>
            {formatClock(time.current)}
            <span className="shaka-time-total"> / {formatClock(time.duration)}</span>
          </span>
          {/* The menus: in the row on wide screens, a row of their own above the strip on phones. */}
          <div className="shaka-menus">
            <PlayerLanguages player={loadedPlayer} stage={stageRef.current} store={captionStore} />
            {qualities.length > 1 && (
              <select aria-label={t('player.quality')} value={quality} onChange={(e) => selectQuality(e.target.value)}>
                <option value={AUTO}>{t('player.auto')}</option>
                {qualities.map((h) => (
                  <option key={h} value={String(h)}>
                    {h}
                    {t('player.p')}
                  </option>
                ))}
              </select>
            )}
          </div>
          <button
            type="button"
            onClick={fullscreen}
            aria-label={fullscreenOn ? t('player.exitFullscreen') : t('player.fullscreen')}
          >
            <PlayerIcon name={fullscreenOn ? 'exitFullscreen' : 'fullscreen'} />
          </button>
        </div>
      </div>
    </div>
  );
}
