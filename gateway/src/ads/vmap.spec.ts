import { describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import type { AdBreak, DecidedAd } from '@streamhub/contracts';
import { buildVmap } from './vmap';

const ad = (n: number, over: Partial<DecidedAd> = {}): DecidedAd => ({
  campaignId: String(n).padStart(24, '0'),
  advertiser: 'Brand & Sons',
  title: `Cola <${n}>`,
  category: 'COLA',
  mediaUrl: `https://ads.example.com/${n}.mp4?a=1&b=2`,
  mediaType: 'video/mp4',
  durationSeconds: 15,
  skipOffsetSeconds: 5,
  clickThroughUrl: 'https://example.com/buy',
  house: false,
  ...over,
});
const track = (a: DecidedAd, breakId: string, event: string) =>
  `https://gw.example/api/v1/ads/track?c=${a.campaignId}&e=${event}&b=${breakId}`;
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

describe('the VMAP document', () => {
  it('writes each break as an AdBreak with its VAST 4 ads inline, ids, sequence, tracking and media', () => {
    const breaks: AdBreak[] = [
      { offsetSeconds: 0, ads: [ad(1), ad(2, { skipOffsetSeconds: null, clickThroughUrl: null })] },
      { offsetSeconds: 600, ads: [ad(3)] },
    ];
    let next = 0;
    const xml = buildVmap(breaks, track, () => `brk${(next += 1)}`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><vmap:VMAP')).toBe(true);
    const doc = convert(xml, { format: 'object' }) as Record<string, Record<string, unknown>>;
    const root = doc['vmap:VMAP']!;
    expect(root['@xmlns:vmap']).toBe('http://www.iab.net/videosuite/vmap');
    const adBreaks = asArray(root['vmap:AdBreak'] as Record<string, unknown>[]);
    expect(adBreaks.map((b) => [b['@timeOffset'], b['@breakId']])).toEqual([
      ['start', 'preroll'],
      ['00:10:00.000', 'midroll-1'],
    ]);
    const vast = (b: Record<string, unknown>) =>
      (b['vmap:AdSource'] as Record<string, Record<string, Record<string, unknown>>>)['vmap:VASTAdData']!['VAST']!;
    const first = vast(adBreaks[0]!);
    expect(first['@version']).toBe('4.1');
    const ads = asArray(first['Ad'] as Record<string, Record<string, unknown>>[]);
    expect(ads.map((a) => [a['@id'], a['@sequence']])).toEqual([
      [ad(1).campaignId, '1'],
      [ad(2).campaignId, '2'],
    ]);
    const inline = ads[0]!['InLine'] as Record<string, Record<string, unknown>>;
    // Text is escaped (the object form keeps the entities); URLs go in CDATA as they are.
    expect(xml).toContain('<AdTitle>Cola &lt;1&gt;</AdTitle><Advertiser>Brand &amp; Sons</Advertiser>');
    expect(inline['AdTitle']).toBe('Cola &lt;1&gt;');
    expect(inline['Impression']).toEqual({ '@id': 'brk1-0', $: track(ad(1), 'brk1', 'impression') });
    const linear = (inline['Creatives']!['Creative'] as Record<string, Record<string, Record<string, unknown>>>)[
      'Linear'
    ]!;
    expect(linear['@skipoffset']).toBe('00:00:05.000');
    expect(linear['Duration']).toBe('00:00:15.000');
    const events = asArray(linear['TrackingEvents']!['Tracking'] as Record<string, string>[]);
    expect(events.map((t) => t['@event'])).toEqual([
      'start',
      'firstQuartile',
      'midpoint',
      'thirdQuartile',
      'complete',
      'skip',
    ]);
    expect(events[4]!['$']).toBe(track(ad(1), 'brk1', 'complete'));
    expect(linear['VideoClicks']).toEqual({
      ClickThrough: { '@id': 'click', $: 'https://example.com/buy' },
      ClickTracking: { '@id': 'click', $: track(ad(1), 'brk1', 'click') },
    });
    expect(linear['MediaFiles']!['MediaFile']).toMatchObject({ '@type': 'video/mp4', $: ad(1).mediaUrl });
    const second = (ads[1]!['InLine'] as Record<string, Record<string, Record<string, unknown>>>)['Creatives']![
      'Creative'
    ]!['Linear'] as Record<string, unknown>;
    expect(second['@skipoffset']).toBeUndefined();
    expect(second['VideoClicks']).toEqual({ ClickTracking: { '@id': 'click', $: track(ad(2), 'brk1', 'click') } });
    expect(asArray(vast(adBreaks[1]!)['Ad'] as unknown[])).toHaveLength(1);
  });

  it('is an empty VMAP without breaks', () => {
    const xml = buildVmap([], track);
    expect(convert(xml, { format: 'object' })).toEqual({
      'vmap:VMAP': { '@xmlns:vmap': 'http://www.iab.net/videosuite/vmap', '@version': '1.0' },
    });
  });
});
