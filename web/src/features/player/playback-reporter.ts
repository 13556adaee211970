import { PLAYBACK_LIMITS, type PlaybackEventInput } from '@streamhub/contracts';
import { api } from '../../shared/api/client';
import { batchesOf, bufferedAhead, PlaybackReport } from './playback-report';
import type { ShakaPlayerInstance } from './shaka';

const FLUSH_AT = 50;

/** Posts events with `keepalive`, so a batch sent as the page goes away still arrives (it carries the sign-in header, which sendBeacon cannot). */
function send(events: PlaybackEventInput[]): void {
  for (const batch of batchesOf(events)) {
    void api
      .POST('/api/v1/playback/events', {
        body: { events: batch },
        keepalive: true,
        ...api.callOptions({ signedInOnly: true, redirectOnUnauthorized: false }),
      })
      .catch(() => undefined);
  }
}

const newId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export interface PlaybackReporter {
  /** The viewer (or autoplay) asked to play. */
  asked(): void;
  /** Ends the session (unmount, another source) and sends what is left. */
  detach(): void;
}

/**
 * Reports one playback session of `video` (played by shaka) for `videoId`: the start, a heartbeat
 * every 10 s, stalls, rendition changes, errors and the end, sent in batches with each heartbeat,
 * at the end and when the page is hidden.
 */
export function attachPlaybackReporter(
  video: HTMLVideoElement,
  player: ShakaPlayerInstance,
  videoId: string,
): PlaybackReporter {
  const report = new PlaybackReport({
    videoId,
    now: () => performance.now(),
    wallClock: () => Date.now(),
    newId,
    snapshot: () => {
      const stats = player.getStats();
      const active = player.getVariantTracks().find((t) => t.active);
      const height = active?.height ?? (Number.isFinite(stats.height) ? stats.height : undefined);
      const bitrate = active?.bandwidth ?? (Number.isFinite(stats.streamBandwidth) ? stats.streamBandwidth : undefined);
      return {
        position: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        ...(height ? { height } : {}),
        ...(bitrate ? { bitrate } : {}),
        bufferSec: bufferedAhead(video.buffered, video.currentTime),
        ...(Number.isFinite(stats.droppedFrames) ? { droppedFrames: stats.droppedFrames } : {}),
      };
    },
  });
  const flush = () => {
    const events = report.take();
    if (events.length > 0) send(events);
  };
  const after =
    (fn: (event: Event) => void): EventListener =>
    (event) => {
      fn(event);
      if (report.pending >= FLUSH_AT) flush();
    };
  const listeners: [EventTarget, string, EventListener][] = [
    [video, 'play', after(() => report.asked())],
    [
      video,
      'playing',
      () => {
        const first = !report.hasStarted;
        report.playing();
        // The start goes out at once: a view counts from its first frame, whatever happens next.
        if (first || report.pending >= FLUSH_AT) flush();
      },
    ],
    [video, 'pause', after(() => report.paused())],
    [video, 'seeking', after(() => report.seekStarted())],
    [video, 'waiting', after(() => report.waiting())],
    [
      video,
      'ended',
      () => {
        report.end();
        flush();
      },
    ],
    [player, 'adaptation', after(() => report.qualityChanged())],
    [player, 'variantchanged', after(() => report.qualityChanged())],
    [
      player,
      'error',
      after((event) => {
        const detail = (event as Event & { detail?: { code?: number; severity?: number } }).detail;
        report.failed(`shaka error ${detail?.code ?? 'unknown'}`, detail?.severity === 2);
        if (detail?.severity === 2) flush();
      }),
    ],
    [
      document,
      'visibilitychange',
      () => {
        if (document.visibilityState === 'hidden') flush();
      },
    ],
    [
      window,
      'pagehide',
      () => {
        report.end();
        flush();
      },
    ],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  const heartbeat = window.setInterval(() => {
    report.tick();
    flush();
  }, PLAYBACK_LIMITS.heartbeatSeconds * 1000);
  let detached = false;
  return {
    asked: () => report.asked(),
    detach: () => {
      if (detached) return;
      detached = true;
      window.clearInterval(heartbeat);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      report.end();
      flush();
    },
  };
}
