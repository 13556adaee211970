import { randomUUID } from 'node:crypto';
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

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value, escaped. */
const esc = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A URL in CDATA, as VAST writes them (a "]]>" inside is split across two sections). */
const cdata = (value: string): string => `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

const attrs = (values: Record<string, string | number>): string =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${esc(value)}"`)
    .join('');

/** One break's VAST 4 document with its ads inline. */
function vastOf(adBreak: AdBreak, breakId: string, track: TrackUrl): string {
  const ads = adBreak.ads.map((ad, index) => {
    const linear: Record<string, string> =
      ad.skipOffsetSeconds !== null ? { skipoffset: clock(ad.skipOffsetSeconds) } : {};
    const tracking = VAST_EVENTS.map(
      (event) => `<Tracking${attrs({ event })}>${cdata(track(ad, breakId, event))}</Tracking>`,
    ).join('');
    const clickThrough = ad.clickThroughUrl
      ? `<ClickThrough id="click">${cdata(ad.clickThroughUrl)}</ClickThrough>`
      : '';
    return (
      `<Ad${attrs({ id: ad.campaignId, sequence: index + 1 })}><InLine>` +
      `<AdSystem version="1">StreamHub</AdSystem>` +
      `<AdTitle>${esc(ad.title)}</AdTitle>` +
      `<Advertiser>${esc(ad.advertiser)}</Advertiser>` +
      `<Category authority="https://streamhub.local/ad-categories">${esc(ad.category)}</Category>` +
      `<Error>${cdata(track(ad, breakId, 'error'))}</Error>` +
      `<Impression${attrs({ id: `${breakId}-${index}` })}>${cdata(track(ad, breakId, 'impression'))}</Impression>` +
      `<Creatives><Creative${attrs({ id: ad.campaignId, sequence: 1 })}><Linear${attrs(linear)}>` +
      `<Duration>${clock(ad.durationSeconds)}</Duration>` +
      `<TrackingEvents>${tracking}</TrackingEvents>` +
      `<VideoClicks>${clickThrough}<ClickTracking id="click">${cdata(track(ad, breakId, 'click'))}</ClickTracking></VideoClicks>` +
      `<MediaFiles><MediaFile${attrs({ delivery: 'progressive', type: ad.mediaType, width: 1280, height: 720 })}>` +
      `${cdata(ad.mediaUrl)}</MediaFile></MediaFiles>` +
      `</Linear></Creative></Creatives></InLine></Ad>`
    );
  });
  return `<VAST version="4.1" xmlns="http://www.iab.com/VAST">${ads.join('')}</VAST>`;
}

/**
 * The VMAP 1.0 document of one playback: an AdBreak per break (the pre-roll at "start", mid-rolls
 * at their offsets), each with its VAST 4 ads inline. No breaks: an empty VMAP (ad-free plans, kids).
 * Written as text with every value escaped (text and attributes) and URLs in CDATA: building it with
 * xmlbuilder2 (object form or its callback writer) took 30-40 ms of CPU for six breaks of two ads
 * on a loaded machine, the gateway's largest share of a decision (docs/ads.md "Decision path");
 * vmap.spec.ts and the integration tests read it back with xmlbuilder2.
 */
export function buildVmap(
  breaks: readonly AdBreak[],
  track: TrackUrl,
  newBreakId: () => string = () => randomUUID().replace(/-/g, ''),
): string {
  const adBreaks = breaks.map((adBreak, index) => {
    const breakId = newBreakId();
    const where = attrs({
      timeOffset: adBreak.offsetSeconds === 0 ? 'start' : clock(adBreak.offsetSeconds),
      breakType: 'linear',
      breakId: adBreak.offsetSeconds === 0 ? 'preroll' : `midroll-${index}`,
    });
    return (
      `<vmap:AdBreak${where}>` +
      `<vmap:AdSource${attrs({ id: `break-${index}`, allowMultipleAds: 'true', followRedirects: 'false' })}>` +
      `<vmap:VASTAdData>${vastOf(adBreak, breakId, track)}</vmap:VASTAdData></vmap:AdSource></vmap:AdBreak>`
    );
  });
  const root = `<vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0"`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    (adBreaks.length === 0 ? `${root}/>` : `${root}>${adBreaks.join('')}</vmap:VMAP>`)
  );
}
