import { VASTClient, VASTParser } from '@dailymotion/vast-client';
import type { ScheduledBreak } from './ad-schedule';

/**
 * The player's reading of the ad server's answer (docs/ads.md "The player"). The VMAP envelope is
 * a few elements, read here with the browser's DOMParser; every VAST inside it (inline
 * `VASTAdData`, or an `AdTagURI` to fetch) is handed to `@dailymotion/vast-client`, which parses
 * the ads and later sends their tracking pings (VASTTracker).
 */

/** The parts of vast-client's parsed ad and linear creative this player uses (its own types are loose). */
export interface VastLinearCreative {
  type: string;
  duration: number;
  skipDelay: number | null;
  mediaFiles: { fileURL: string | null; mimeType: string | null }[];
  videoClickThroughURLTemplate: { id?: string; url: string } | null;
}
export interface VastAd {
  id: string | null;
  sequence: number | null;
  creatives: VastLinearCreative[];
}

/** One ad of a break, ready to play: vast-client's ad and its linear creative, with the file to play. */
export interface PlayableAd {
  ad: VastAd;
  creative: VastLinearCreative;
  mediaUrl: string;
}

export interface PlayableBreak extends ScheduledBreak {
  ads: PlayableAd[];
}

const VMAP_NS = 'http://www.iab.net/videosuite/vmap';
/** Elements of a VAST document that hold tracking URLs (rewritten onto this app's origin, below). */
const TRACKING_ELEMENTS = ['Impression', 'Error', 'Tracking', 'ClickTracking'];
const TRACK_PATH = '/api/v1/ads/track';

/** VMAP's timeOffset: `start`, or hh:mm:ss(.mmm); null for the forms this player does not place (`end`, %, #n). */
export function offsetSeconds(timeOffset: string): number | null {
  if (timeOffset === 'start') return 0;
  const match = /^(\d+):(\d{2}):(\d{2})(?:\.(\d+))?$/.exec(timeOffset.trim());
  if (!match) return null;
  const [, h, m, s, ms] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + (ms ? Number(`0.${ms}`) : 0);
}

/**
 * Our own tracking route is reached through this app's origin (the same-origin API the page's
 * Content-Security-Policy allows): the gateway writes its own address into the VMAP, which the
 * page may not load images from.
 */
export function sameOriginTracking(url: string, origin: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname === TRACK_PATH ? `${origin}${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

function localName(element: Element): string {
  return element.localName || element.nodeName.replace(/^.*:/, '');
}

function childrenNamed(parent: Element, name: string): Element[] {
  return Array.from(parent.children).filter((child) => localName(child) === name);
}

/** The VAST document of an AdSource's `VASTAdData`, as its own XML document for vast-client. */
function vastDocument(source: Element, origin: string): Document | null {
  const data = childrenNamed(source, 'VASTAdData')[0];
  const vast = data ? Array.from(data.children).find((child) => localName(child) === 'VAST') : undefined;
  if (!vast) return null;
  const doc = document.implementation.createDocument(null, null, null);
  doc.appendChild(doc.importNode(vast, true));
  for (const name of TRACKING_ELEMENTS) {
    for (const element of Array.from(doc.getElementsByTagNameNS('*', name))) {
      element.textContent = sameOriginTracking((element.textContent ?? '').trim(), origin);
    }
  }
  return doc;
}

function playable(ads: VastAd[]): PlayableAd[] {
  return [...ads]
    .sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0))
    .flatMap((ad) => {
      const creative = ad.creatives.find((c) => c.type === 'linear');
      // A file the browser plays on its own (the ad server writes progressive MP4).
      const file = creative?.mediaFiles.find((f) => f.fileURL && (!f.mimeType || f.mimeType.startsWith('video/')));
      return creative && file?.fileURL ? [{ ad, creative, mediaUrl: file.fileURL }] : [];
    });
}

/** Every break of a VMAP with the ads it can play; breaks without a playable ad are left out. */
export async function parseVmap(xml: string, origin = window.location.origin): Promise<PlayableBreak[]> {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return [];
  const breaks = Array.from(doc.getElementsByTagNameNS(VMAP_NS, 'AdBreak'));
  const parsed = await Promise.all(
    breaks.map(async (element, index): Promise<PlayableBreak | null> => {
      const offset = offsetSeconds(element.getAttribute('timeOffset') ?? '');
      const source = childrenNamed(element, 'AdSource')[0];
      if (offset === null || !source) return null;
      let ads: VastAd[] = [];
      try {
        const vast = vastDocument(source, origin);
        const tagUri = childrenNamed(source, 'AdTagURI')[0]?.textContent?.trim();
        if (vast) ads = ((await new VASTParser().parseVAST(vast)) as { ads: VastAd[] }).ads;
        else if (tagUri) ads = ((await new VASTClient().get(tagUri)) as { ads: VastAd[] }).ads;
      } catch {
        // A break whose VAST cannot be read is passed over; the title plays.
        return null;
      }
      const id = element.getAttribute('breakId') || `break-${index}`;
      return { id, offsetSeconds: offset, ads: playable(ads) };
    }),
  );
  return parsed.filter((b): b is PlayableBreak => b !== null && b.ads.length > 0);
}
