import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { api } from '../../shared/api/client';
import { breakKey, crossedBreak, pendingPreroll, sessionPlayedBreaks, type PlayedBreaks } from './ad-schedule';
import { parseVmap, type PlayableBreak } from './vmap';

/** The title's ad breaks from the ad server (an empty list for ad-free plans and kids profiles). */
async function fetchBreaks(videoId: string, signal: AbortSignal): Promise<PlayableBreak[]> {
  try {
    const { data } = await api.GET('/api/v1/ads/vmap', {
      params: { query: { videoId, device: 'web' } },
      signal,
      ...api.callOptions({ signedInOnly: true }),
    });
    // The client hands an answer that is not JSON (this XML) on as its envelope's data.
    const xml = (data as { data?: unknown } | undefined)?.data;
    return typeof xml === 'string' ? await parseVmap(xml) : [];
  } catch {
    // No ads rather than no title when the ad server cannot answer.
    return [];
  }
}

export interface AdBreakState {
  /** The break playing now over the title (the title is paused), or null. */
  active: PlayableBreak | null;
  /** The break is over: the title resumes (where a seek was headed, when a seek started the break). */
  finish: () => void;
}

/**
 * Plays a title's ad breaks at their times (docs/ads.md "The player"): holds the title's first
 * play until the VMAP has come, then the pre-roll; a mid-roll when playback or a seek crosses its
 * offset. Each break is remembered as played for the browser session when it starts, so a reload
 * within it does not start it again. Listens to the title's video element; renders nothing.
 */
export function useAdBreaks(videoId: string | undefined, videoRef: RefObject<HTMLVideoElement | null>): AdBreakState {
  const [active, setActive] = useState<PlayableBreak | null>(null);
  const breaks = useRef<PlayableBreak[] | null>(null);
  const played = useRef<Set<string>>(new Set());
  const store = useRef<PlayedBreaks | null>(null);
  const activeRef = useRef<PlayableBreak | null>(null);
  const resumeAt = useRef<number | null>(null);
  const lastTime = useRef<number | null>(null);
  const heldPlay = useRef(false);

  const start = useCallback(
    (adBreak: PlayableBreak, passed: PlayableBreak[], resumeTo: number | null) => {
      const keys = [...passed, adBreak].map(breakKey);
      for (const key of keys) played.current.add(key);
      store.current?.add(keys);
      resumeAt.current = resumeTo;
      activeRef.current = adBreak;
      videoRef.current?.pause();
      setActive(adBreak);
    },
    [videoRef],
  );

  useEffect(() => {
    const video = videoRef.current;
    breaks.current = videoId ? null : [];
    activeRef.current = null;
    setActive(null);
    if (!videoId || !video) return;
    store.current = sessionPlayedBreaks(videoId);
    played.current = store.current.read();
    lastTime.current = null;
    const controller = new AbortController();

    const onPlay = () => {
      if (activeRef.current) {
        video.pause();
        return;
      }
      if (breaks.current === null) {
        // The VMAP is still on its way: the title waits for it (its pre-roll comes first).
        heldPlay.current = true;
        video.pause();
        return;
      }
      const preroll = pendingPreroll(breaks.current, played.current);
      if (preroll) start(preroll, [], null);
    };
    const onTimeUpdate = () => {
      if (video.seeking || activeRef.current || !breaks.current) return;
      const now = video.currentTime;
      const from = lastTime.current;
      lastTime.current = now;
      if (from === null || video.paused) return;
      const crossed = crossedBreak(breaks.current, played.current, from, now);
      if (crossed) start(crossed.play, crossed.passed, null);
    };
    const onSeeking = () => {
      if (activeRef.current || !breaks.current) return;
      const target = video.currentTime;
      const from = lastTime.current;
      lastTime.current = target;
      if (from === null) return;
      const crossed = crossedBreak(breaks.current, played.current, from, target);
      if (crossed) start(crossed.play, crossed.passed, target);
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeking', onSeeking);

    void fetchBreaks(videoId, controller.signal).then((got) => {
      if (controller.signal.aborted) return;
      breaks.current = got;
      if (!heldPlay.current) return;
      heldPlay.current = false;
      const preroll = pendingPreroll(got, played.current);
      if (preroll) start(preroll, [], null);
      else void video.play().catch(() => undefined);
    });
    return () => {
      controller.abort();
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeking', onSeeking);
    };
  }, [videoId, videoRef, start]);

  const finish = useCallback(() => {
    const video = videoRef.current;
    activeRef.current = null;
    setActive(null);
    if (!video) return;
    if (resumeAt.current !== null) video.currentTime = resumeAt.current;
    resumeAt.current = null;
    lastTime.current = video.currentTime;
    void video.play().catch(() => undefined);
  }, [videoRef]);

  return { active, finish };
}
