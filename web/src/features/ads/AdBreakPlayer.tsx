import { useEffect, useMemo, useRef, useState } from 'react';
import { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import { useT } from '../../shared/i18n/i18n';
import { secondsLeft } from './ad-schedule';
import type { PlayableBreak } from './vmap';
import './ads.css';

/** VAST error 405: the creative could not be played (docs/ads.md "The player"). */
const MEDIA_ERROR = '405';

export interface AdBreakPlayerProps {
  adBreak: PlayableBreak;
  /** Every ad of the break has completed, been skipped or failed: the title resumes. */
  onDone: () => void;
}

/**
 * One ad break over the title's picture: its ads one after another in a video element of their
 * own with no controls (an ad cannot be seeked, and the player's keys do nothing meanwhile),
 * "Ad 1 of 2", a countdown to the end of the break, Skip where the creative allows it, and the
 * click-through. vast-client's VASTTracker sends the VAST pings: impression, start, quartiles,
 * complete, skip, click and error.
 */
export function AdBreakPlayer({ adBreak, onDone }: AdBreakPlayerProps) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [index, setIndex] = useState(0);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const client = useMemo(() => new VASTClient(), []);
  const item = adBreak.ads[index];
  const tracker = useMemo(
    () => (item ? new VASTTracker(client, item.ad as never, item.creative as never) : null),
    [client, item],
  );
  const impressed = useRef(false);
  /** The ad has ended, been skipped or failed: events its element still sends are not the viewer's. */
  const over = useRef(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    impressed.current = false;
    over.current = false;
    setCurrent(0);
    setDuration(item?.creative.duration ?? 0);
    if (!item) onDoneRef.current();
  }, [item]);

  const next = () => {
    over.current = true;
    setIndex((i) => i + 1);
  };

  useEffect(() => {
    const v = videoRef.current;
    if (!v || !item) return;
    // Started by the viewer's own Play (the page has had a gesture); muted where the browser still refuses sound.
    v.play().catch(() => {
      v.muted = true;
      void v.play().catch(() => undefined);
    });
  }, [item]);

  if (!item || !tracker) return null;
  const later = adBreak.ads.slice(index + 1).reduce((sum, a) => sum + a.creative.duration, 0);
  const total = duration || item.creative.duration;
  const skipDelay = item.creative.skipDelay;
  const skipIn = skipDelay === null || skipDelay < 0 ? null : secondsLeft(skipDelay, current);
  const clickThrough = item.creative.videoClickThroughURLTemplate?.url ?? null;

  return (
    <div className="ad-break" role="region" aria-label={t('ads.region')} data-ad-break={adBreak.id}>
      <video
        key={`${adBreak.id}-${index}`}
        ref={videoRef}
        src={item.mediaUrl}
        playsInline
        preload="auto"
        data-ad-index={index + 1}
        onLoadedMetadata={(e) => {
          const d = e.currentTarget.duration;
          if (Number.isFinite(d) && d > 0) {
            setDuration(d);
            tracker.setDuration(d);
          }
        }}
        onPlaying={() => {
          if (impressed.current) return;
          impressed.current = true;
          tracker.trackImpression();
        }}
        onTimeUpdate={(e) => {
          if (over.current) return;
          setCurrent(e.currentTarget.currentTime);
          tracker.setProgress(e.currentTarget.currentTime);
        }}
        onEnded={() => {
          if (over.current) return;
          tracker.complete();
          next();
        }}
        onError={() => {
          if (over.current) return;
          tracker.errorWithCode(MEDIA_ERROR);
          next();
        }}
        onClick={() => {
          if (!clickThrough) return;
          tracker.click();
          window.open(clickThrough, '_blank', 'noopener');
        }}
        className={clickThrough ? 'ad-break-video ad-break-video--link' : 'ad-break-video'}
      />
      <div className="ad-break-badge">
        <span className="ad-break-label">{t('ads.label', { index: index + 1, count: adBreak.ads.length })}</span>
        <span className="ad-break-countdown" aria-live="off">
          {t('ads.countdown', { seconds: secondsLeft(total, current) + Math.ceil(later) })}
        </span>
      </div>
      {clickThrough && (
        <a
          className="btn ad-break-more"
          href={clickThrough}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => tracker.click()}
        >
          {t('ads.learnMore')}
        </a>
      )}
      {skipIn !== null &&
        (skipIn > 0 ? (
          <span className="ad-break-skip ad-break-skip--wait">{t('ads.skipIn', { seconds: skipIn })}</span>
        ) : (
          <button
            type="button"
            className="btn ad-break-skip"
            onClick={() => {
              tracker.skip();
              videoRef.current?.pause();
              next();
            }}
          >
            {t('ads.skip')}
          </button>
        ))}
    </div>
  );
}
