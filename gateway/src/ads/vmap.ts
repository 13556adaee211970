import { randomUUID } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { AdBreak, DecidedAd } from '@streamhub/contracts';

const VAST_EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'] as const;

/** hh:mm:ss(.mmm) as VMAP time offsets and VAST durations write it. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = String(Math.floor(whole / 3600)).padStart(2, '0');
  const m = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const s = String(whole % 60).padStart(2, '0');
  return `${h}:${m}:${s}.000`;
}

/** Where the player reports one ad event: the gateway's tracking route (docs/ads.md "Measurement"). */
export type TrackUrl = (ad: DecidedAd, breakId: string, event: string) => string;

function vastOf(adBreak: AdBreak, breakId: string, track: TrackUrl): Record<string, unknown> {
  return {
    VAST: {
      '@version': '4.1',
      '@xmlns': 'http://www.iab.com/VAST',
      Ad: adBreak.ads.map((ad, index) => ({
        '@id': ad.campaignId,
        '@sequence': index + 1,
        InLine: {
          AdSystem: { '@version': '1', '#': 'StreamHub' },
          AdTitle: ad.title,
          Advertiser: ad.advertiser,
          Category: { '@authority': 'https://streamhub.local/ad-categories', '#': ad.category },
          Error: { $: track(ad, breakId, 'error') },
          Impression: { '@id': `${breakId}-${index}`, $: track(ad, breakId, 'impression') },
          Creatives: {
            Creative: {
              '@id': ad.campaignId,
              '@sequence': 1,
              Linear: {
                ...(ad.skipOffsetSeconds !== null ? { '@skipoffset': clock(ad.skipOffsetSeconds) } : {}),
                Duration: clock(ad.durationSeconds),
                TrackingEvents: {
                  Tracking: VAST_EVENTS.map((event) => ({ '@event': event, $: track(ad, breakId, event) })),
                },
                VideoClicks: {
                  ...(ad.clickThroughUrl ? { ClickThrough: { '@id': 'click', $: ad.clickThroughUrl } } : {}),
                  ClickTracking: { '@id': 'click', $: track(ad, breakId, 'click') },
                },
                MediaFiles: {
                  MediaFile: {
                    '@delivery': 'progressive',
                    '@type': ad.mediaType,
                    '@width': 1280,
                    '@height': 720,
                    $: ad.mediaUrl,
                  },
                },
              },
            },
          },
        },
      })),
    },
  };
}

/**
 * The VMAP 1.0 document of one playback: an AdBreak per break (the pre-roll at "start", mid-rolls
 * at their offsets), each with its VAST 4 ads inline. No breaks: an empty VMAP (ad-free plans, kids).
 */
export function buildVmap(breaks: readonly AdBreak[], track: TrackUrl): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('http://www.iab.net/videosuite/vmap', 'vmap:VMAP', {
    version: '1.0',
  });
  breaks.forEach((adBreak, index) => {
    const breakId = randomUUID().replace(/-/g, '');
    root
      .ele('vmap:AdBreak', {
        timeOffset: adBreak.offsetSeconds === 0 ? 'start' : clock(adBreak.offsetSeconds),
        breakType: 'linear',
        breakId: adBreak.offsetSeconds === 0 ? 'preroll' : `midroll-${index}`,
      })
      .ele('vmap:AdSource', { id: `break-${index}`, allowMultipleAds: 'true', followRedirects: 'false' })
      .ele('vmap:VASTAdData')
      .ele(vastOf(adBreak, breakId, track));
  });
  return root.end({ prettyPrint: false });
}
