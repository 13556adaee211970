import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import {
  AdsMessages,
  type AdRevenue,
  type Campaign,
  type CampaignDelivery,
  type CampaignReport,
  type HouseholdReply,
  type Plan,
  type SelectProfileReply,
  type Video,
} from '@streamhub/contracts';
import { adminToken, api, closeRpc, closeTestKafka, createVideo, testEnv, unique, waitFor } from '@streamhub/testkit';
import { expectError } from './api-assertions';
import { subscribedViewer } from './media-helpers';

/*
 * Ad-supported plans end to end on the real stack (docs/ads.md): a plan's ad flag travels with the
 * subscription to the access check; the ads service decides the breaks (targeting, frequency caps
 * in Redis, competitive separation, house fill) and the gateway answers VMAP 1.0 with VAST 4.
 * Every campaign here targets a genre of this run only, so other data on the stack never matches.
 */

interface Viewer {
  token: string;
  headers?: Record<string, string>;
}

interface ParsedAd {
  campaignId: string;
  category: string;
  impressionUrl: string;
  /** The Linear's tracking URLs by event. */
  tracking: Record<string, string>;
}

interface ParsedBreak {
  timeOffset: string;
  ads: ParsedAd[];
}

let admin: string;
const GENRE = unique('ADGENRE').toUpperCase();
const HOUSE_GENRE = unique('HOUSEGENRE').toUpperCase();
const PLAN_GENRE = unique('PLANGENRE').toUpperCase();
const REPORT_GENRE = unique('REPORTGENRE').toUpperCase();
const COLA = unique('COLA').toUpperCase();
const PHONES = unique('PHONES').toUpperCase();
let uTitle: Video;
let aTitle: Video;
let houseTitle: Video;
let planTitle: Video;
let reportTitle: Video;
const campaigns: Record<string, Campaign> = {};

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
/** An element's text: plain, or CDATA as VAST writes URLs. */
const text = (node: unknown): string => {
  if (typeof node === 'string') return node;
  const element = node as Record<string, unknown> | undefined;
  return String(element?.['#'] ?? element?.['$'] ?? '');
};

/** A VAST InLine's Linear tracking URLs by event. */
function trackingOf(inline: Record<string, unknown>): Record<string, string> {
  const creatives = inline['Creatives'] as Record<string, Record<string, Record<string, unknown>>>;
  const linear = creatives['Creative']!['Linear'] as Record<string, Record<string, unknown>>;
  const events = asArray(linear['TrackingEvents']!['Tracking'] as Record<string, unknown>[] | undefined);
  return Object.fromEntries(events.map((t) => [String(t['@event']), text(t)]));
}

/** The VMAP's breaks, read with the same XML library the gateway writes them with. */
function parseVmap(xml: string): ParsedBreak[] {
  const doc = create(xml).end({ format: 'object' }) as Record<string, Record<string, unknown>>;
  const root = doc['vmap:VMAP']!;
  return asArray(root['vmap:AdBreak'] as Record<string, unknown>[] | undefined).map((adBreak) => {
    const source = adBreak['vmap:AdSource'] as Record<string, Record<string, Record<string, unknown>>>;
    const vast = source['vmap:VASTAdData']!['VAST']!;
    const ads = asArray(vast['Ad'] as Record<string, Record<string, unknown>>[] | undefined).map((ad) => ({
      campaignId: String(ad['@id']),
      category: text(ad['InLine']!['Category']),
      impressionUrl: text(ad['InLine']!['Impression']),
      tracking: trackingOf(ad['InLine']!),
    }));
    return { timeOffset: String(adBreak['@timeOffset']), ads };
  });
}

async function vmap(viewer: Viewer, video: Video): Promise<ParsedBreak[]> {
  const res = await fetch(`${testEnv.gatewayUrl}/api/v1/ads/vmap?videoId=${video._id}`, {
    headers: {
      authorization: `Bearer ${viewer.token}`,
      'x-forwarded-for': `10.53.${Math.floor(Math.random() * 250)}.7`,
      ...viewer.headers,
    },
  });
  const body = await res.text();
  expect(res.status, body).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  return parseVmap(body);
}

/** VMAP breaks once the subscription event has reached the access check (the first request may be early). */
async function vmapWithBreaks(viewer: Viewer, video: Video): Promise<ParsedBreak[]> {
  return waitFor(
    async () => {
      const breaks = await vmap(viewer, video);
      return breaks.length > 0 ? breaks : undefined;
    },
    { timeoutMs: 20_000, what: 'the ads plan to reach the access check' },
  );
}

async function campaign(key: string, over: Record<string, unknown>, advertiserId: string): Promise<void> {
  const now = Date.now();
  const res = await api('POST', '/admin/ads/campaigns', {
    token: admin,
    body: {
      advertiserId,
      name: `${key} ${unique('c')}`,
      category: COLA,
      startAt: new Date(now - 3_600_000).toISOString(),
      endAt: new Date(now + 86_400_000).toISOString(),
      budgetImpressions: 1000,
      priority: 50,
      mediaUrl: `https://ads.example.com/${key}.mp4`,
      durationSeconds: 15,
      skipOffsetSeconds: 5,
      clickThroughUrl: 'https://example.com/buy',
      genres: [GENRE],
      ...over,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  campaigns[key] = res.body.data.campaign as Campaign;
}

const idsOf = (b: ParsedBreak) => b.ads.map((ad) => ad.campaignId);

beforeAll(async () => {
  admin = await adminToken();
  const base = { genre: GENRE, languages: ['hi'], runtimeMinutes: 30, ageRating: 'U' };
  [uTitle, aTitle, houseTitle, planTitle, reportTitle] = await Promise.all([
    createVideo({ ...base, videoTitle: unique('Ad U Title') }),
    createVideo({ ...base, videoTitle: unique('Ad A Title'), ageRating: 'A' }),
    createVideo({ ...base, videoTitle: unique('Ad House Title'), genre: HOUSE_GENRE }),
    createVideo({ ...base, videoTitle: unique('Ad Plan Title'), genre: PLAN_GENRE }),
    createVideo({ ...base, videoTitle: unique('Ad Report Title'), genre: REPORT_GENRE }),
  ]);
  // Intro markers need a transcoded title; that no break falls inside an intro or recap is
  // covered by decision-rules.spec.ts.
  const markers = await api('PUT', `/admin/ads/markers/${uTitle._id}`, {
    token: admin,
    body: { offsets: [1200, 600] },
  });
  expect(markers.status, JSON.stringify(markers.body)).toBe(200);
  expect(markers.body.data.offsets).toEqual([600, 1200]);

  const advertiser = await api('POST', '/admin/ads/advertisers', { token: admin, body: { name: unique('Brand') } });
  expect(advertiser.status, JSON.stringify(advertiser.body)).toBe(201);
  const advertiserId = advertiser.body.data.advertiser._id as string;
  await campaign('colaA', { priority: 90, frequencyCap: 2 }, advertiserId);
  await campaign('colaB', { priority: 80, frequencyCap: 1 }, advertiserId);
  await campaign('phones', { priority: 70, frequencyCap: 100, category: PHONES }, advertiserId);
  await campaign(
    'adult',
    { priority: 100, frequencyCap: 100, category: unique('LIQUOR'), adRating: 'A' },
    advertiserId,
  );
  // Plan targeting: one campaign for the ads plan's viewers, a higher one for another plan's.
  await campaign(
    'forAdsPlan',
    { priority: 10, frequencyCap: 100, category: unique('PLANA'), genres: [PLAN_GENRE], planCodes: ['ALL_30DAY_ADS'] },
    advertiserId,
  );
  await campaign(
    'forOtherPlan',
    { priority: 20, frequencyCap: 100, category: unique('PLANB'), genres: [PLAN_GENRE], planCodes: [unique('NOPE_')] },
    advertiserId,
  );
  // The report's campaign: its own genre, a CPM of ₹200.
  await campaign(
    'report',
    { priority: 60, frequencyCap: 100, category: unique('REPORT'), genres: [REPORT_GENRE], cpmPaise: 20_000 },
    advertiserId,
  );
  await campaign(
    'house',
    { house: true, priority: 0, category: unique('HOUSE'), genres: [HOUSE_GENRE], budgetImpressions: null },
    advertiserId,
  );
});

afterAll(async () => {
  await closeRpc();
  await closeTestKafka();
});

describe('ads plans', () => {
  it('are ad-free unless marked; the seed offers a cheaper monthly plan with ads', async () => {
    // The seed creates the default plans that are missing (idempotent).
    const seeded = await api('POST', '/subscriptions/seed', { token: admin });
    expect(seeded.status).toBe(200);
    const plans = seeded.body.data.plans as Plan[];
    const withAds = plans.find((p) => p.code === 'ALL_30DAY_ADS');
    const adFree = plans.find((p) => p.code === 'ALL_30DAY');
    expect(withAds?.withAds).toBe(true);
    expect(adFree?.withAds).toBe(false);
    expect(withAds!.price).toBeLessThan(adFree!.price);

    const created = await api('POST', '/subscriptions/plans', {
      token: admin,
      body: {
        code: unique('ADS_').toUpperCase(),
        title: 'Ads Pass',
        price: 49,
        durationDays: 30,
        scope: 'all',
        withAds: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.plan.withAds).toBe(true);
    const bad = await api('POST', '/subscriptions/plans', {
      token: admin,
      body: { code: unique('ADS_').toUpperCase(), title: 'Ads Pass', price: 49, durationDays: 30, withAds: 'yes' },
    });
    expectError(bad, 400, 'withAds must be true or false');
  });
});

describe('VMAP decision', () => {
  it('gives an ads-plan viewer a pre-roll and mid-rolls at the markers, two categories per break and a frequency cap', async () => {
    const viewer = await subscribedViewer('Ads Viewer', 'ads', 'ALL_30DAY_ADS', { withAds: true });
    const breaks = await vmapWithBreaks(viewer, uTitle);
    expect(breaks.map((b) => b.timeOffset)).toEqual(['start', '00:10:00.000', '00:20:00.000']);
    for (const b of breaks) {
      // Competitive separation: never two ads of one category in a break.
      expect(new Set(b.ads.map((ad) => ad.category)).size).toBe(b.ads.length);
      // Rating: the A-rated ad never runs before a U title.
      expect(idsOf(b)).not.toContain(campaigns.adult!._id);
    }
    expect(idsOf(breaks[0]!)).toEqual([campaigns.colaA!._id, campaigns.phones!._id]);
    expect(idsOf(breaks[1]!)).toEqual([campaigns.colaA!._id, campaigns.phones!._id]);
    // colaA has reached its cap of 2 a day within this VMAP: its competitor gets the third break.
    expect(idsOf(breaks[2]!)).toEqual([campaigns.colaB!._id, campaigns.phones!._id]);

    // Caps count impressions the player reports: once colaA's two and colaB's one are reported,
    // neither comes back for this viewer today.
    for (const ad of breaks.flatMap((b) => b.ads).filter((a) => a.campaignId !== campaigns.phones!._id)) {
      expect((await fetch(ad.impressionUrl)).status).toBe(200);
    }
    const again = await vmap(viewer, uTitle);
    const colaA = [...breaks, ...again].flatMap(idsOf).filter((id) => id === campaigns.colaA!._id);
    expect(colaA).toHaveLength(2);
    expect(again.flatMap(idsOf)).not.toContain(campaigns.colaB!._id);
  });

  it('puts the A-rated ad before an A-rated title only', async () => {
    const viewer = await subscribedViewer('Ads Adult', 'adsadult', 'ALL_30DAY_ADS', { withAds: true });
    const breaks = await vmapWithBreaks(viewer, aTitle);
    // 30 minutes, no ad markers: every 10 minutes.
    expect(breaks.map((b) => b.timeOffset)).toEqual(['start', '00:10:00.000', '00:20:00.000']);
    expect(idsOf(breaks[0]!)[0]).toBe(campaigns.adult!._id);
  });

  it("targets by the viewer's plan: the access check names the ads plan", async () => {
    const viewer = await subscribedViewer('Ads Plan', 'adsplan', 'ALL_30DAY_ADS', { withAds: true });
    const breaks = await vmapWithBreaks(viewer, planTitle);
    for (const b of breaks) expect(idsOf(b)).toEqual([campaigns.forAdsPlan!._id]);
  });

  it('fills a break no paid campaign targets with a house ad', async () => {
    const viewer = await subscribedViewer('Ads House', 'adshouse', 'ALL_30DAY_ADS', { withAds: true });
    const breaks = await vmapWithBreaks(viewer, houseTitle);
    expect(breaks.length).toBeGreaterThan(0);
    for (const b of breaks) expect(idsOf(b)).toEqual([campaigns.house!._id]);
  });

  it('gives an ad-free viewer and a kids profile an empty VMAP', async () => {
    const adFree = await subscribedViewer('Ad-free Viewer', 'adfree', 'ALL_30DAY', { withAds: false });
    const withAds = await subscribedViewer('Family', 'adsfamily', 'ALL_30DAY_ADS', { withAds: true });
    await vmapWithBreaks(withAds, uTitle);
    expect(await vmap(adFree, uTitle)).toEqual([]);

    const created = await api('POST', '/profiles', { token: withAds.token, body: { name: 'Kid', kids: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const kid = (created.body.data as HouseholdReply).profiles.find((p) => p.name === 'Kid')!;
    const selected = await api('POST', `/profiles/${kid.id}/select`, { token: withAds.token, body: {} });
    expect(selected.status, JSON.stringify(selected.body)).toBe(200);
    const profileToken = (selected.body.data as SelectProfileReply).profileToken;
    expect(await vmap({ token: withAds.token, headers: { 'x-profile-token': profileToken } }, uTitle)).toEqual([]);
  });

  it('never passes a daily cap or a budget, however many decisions run at once', async () => {
    const capGenre = unique('CAPGENRE').toUpperCase();
    const capTitle = await createVideo({
      genre: capGenre,
      languages: ['hi'],
      runtimeMinutes: 30,
      ageRating: 'U',
      videoTitle: unique('Ad Cap Title'),
    });
    const advertiserId = campaigns.colaA!.advertiserId;
    const common = { genres: [capGenre], frequencyCap: 100 };
    await campaign('daily', { ...common, priority: 90, category: unique('DAILY'), dailyCap: 4 }, advertiserId);
    await campaign(
      'budget',
      { ...common, priority: 80, category: unique('BUDGET'), budgetImpressions: 5 },
      advertiserId,
    );
    const viewer = await subscribedViewer('Ads Caps', 'adscaps', 'ALL_30DAY_ADS', { withAds: true });
    await vmapWithBreaks(viewer, houseTitle);
    // Six VMAPs of three breaks at once: each would place both ads in every break.
    const all = (await Promise.all(Array.from({ length: 6 }, () => vmap(viewer, capTitle)))).flat().flatMap(idsOf);
    expect(all.filter((id) => id === campaigns.daily!._id)).toHaveLength(4);
    expect(all.filter((id) => id === campaigns.budget!._id)).toHaveLength(5);
    const budget = await api('GET', `/admin/ads/campaigns/${campaigns.budget!._id}`, { token: admin });
    expect((budget.body.data.campaign as Campaign).impressions).toBe(5);
    expect(idsOf((await vmap(viewer, capTitle))[0] ?? { timeOffset: '', ads: [] })).toEqual([]);
  });

  it('needs a signed-in viewer and a valid title id', async () => {
    const res = await fetch(`${testEnv.gatewayUrl}/api/v1/ads/vmap?videoId=${uTitle._id}`);
    expect(res.status).toBe(401);
    const viewer = await subscribedViewer('Ads Bad', 'adsbad', 'ALL_30DAY_ADS', { withAds: true });
    expectError(await api('GET', '/ads/vmap?videoId=nope', { token: viewer.token }), 400, 'Video not found');
  });
});

describe('ad tracking', () => {
  it('counts a signed impression once per break, refuses forged pings, and reports it through analytics within 10 s', async () => {
    const viewer = await subscribedViewer('Ads Tracker', 'adstrack', 'ALL_30DAY_ADS', { withAds: true });
    const breaks = await vmapWithBreaks(viewer, houseTitle);
    const url = breaks[0]!.ads[0]!.impressionUrl;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: { recorded: boolean } }).data.recorded).toBe(true);
    const repeat = (await (await fetch(url)).json()) as { message: string; data: { recorded: boolean } };
    expect(repeat.data.recorded).toBe(false);
    expect(repeat.message).toBe(AdsMessages.trackRecorded);
    // A ping the gateway did not sign (a made-up break, or no signature) counts nothing.
    const forged = new URL(url);
    forged.searchParams.set('b', 'madeUpBreak0001');
    const refused = await fetch(forged);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(AdsMessages.trackSignatureInvalid);
    const unsigned = new URL(url);
    unsigned.searchParams.delete('s');
    expect((await fetch(unsigned)).status).toBe(400);

    // The player's other pings of that ad (signed in the VMAP), one of them twice.
    const tracking = breaks[0]!.ads[0]!.tracking;
    for (const event of ['start', 'complete', 'complete']) expect((await fetch(tracking[event]!)).status).toBe(200);

    // The events travel Kafka → analytics (stored once each) into the campaign's report.
    const report = await waitFor(
      async () => {
        const delivery = await api('GET', `/admin/ads/campaigns/${campaigns.house!._id}/delivery`, { token: admin });
        expect(delivery.status).toBe(200);
        const got = delivery.body.data as CampaignDelivery;
        return got.days.reduce((sum, d) => sum + d.completes, 0) > 0 ? got : undefined;
      },
      { timeoutMs: 10_000, what: 'the ad events in the campaign report' },
    );
    const total = (key: 'impressions' | 'starts' | 'completes') => report.days.reduce((sum, d) => sum + d[key], 0);
    expect([total('impressions'), total('starts'), total('completes')]).toEqual([1, 1, 1]);
    expect(report.days.at(-1)!.completionRate).toBe(1);
  });

  it('refuses campaigns from viewers and bad campaign input', async () => {
    const viewer = await subscribedViewer('Ads Nosy', 'adsnosy', 'ALL_30DAY_ADS', { withAds: true });
    expectError(await api('GET', '/admin/ads/campaigns', { token: viewer.token }), 403, 'Admin access required');
    const bad = await api('POST', '/admin/ads/campaigns', { token: admin, body: { name: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('campaign report', () => {
  it('shows the reported pings per day with completion rate, pacing and revenue, and the CSV has the same rows', async () => {
    const id = campaigns.report!._id;
    const viewer = await subscribedViewer('Ads Reporter', 'adsreport', 'ALL_30DAY_ADS', { withAds: true });
    const breaks = await vmapWithBreaks(viewer, reportTitle);
    // A 30-minute title: a pre-roll and mid-rolls every 10 minutes, each with this campaign.
    expect(breaks.length).toBeGreaterThanOrEqual(2);
    const [first, second] = breaks.map((b) => b.ads.find((ad) => ad.campaignId === id)!);
    for (const url of [
      first!.impressionUrl,
      first!.tracking.start!,
      first!.tracking.complete!,
      second!.impressionUrl,
    ]) {
      expect((await fetch(url)).status).toBe(200);
    }

    const report = await waitFor(
      async () => {
        const res = await api('GET', `/admin/ads/campaigns/${id}/delivery`, { token: admin });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const got = res.body.data as CampaignReport;
        return got.days.reduce((sum, d) => sum + d.impressions + d.completes, 0) === 3 ? got : undefined;
      },
      { timeoutMs: 10_000, what: 'the pings in the campaign report' },
    );
    const today = report.days.at(-1)!;
    expect(today).toMatchObject({ impressions: 2, starts: 1, completes: 1, completionRate: 0.5 });
    expect(report).toMatchObject({ campaignId: id, cpmPaise: 20_000, budgetImpressions: 1000, fillRate: null });
    // Every break of the VMAP was placed against the budget; an hour into a 25-hour run, 40 are expected.
    expect(report.pacing.spent).toBe(breaks.length);
    expect(report.pacing.expectedByNow).toBeGreaterThanOrEqual(39);
    expect(report.pacing.status).toBe('behind');

    const csv = await fetch(`${testEnv.gatewayUrl}/api/v1/admin/ads/campaigns/${id}/report.csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe('day,impressions,starts,completes,skips,clicks,errors,completion_rate,revenue_paise');
    expect(lines.slice(1)).toEqual(
      report.days.map((d) =>
        [
          d.day,
          d.impressions,
          d.starts,
          d.completes,
          d.skips,
          d.clicks,
          d.errors,
          d.completionRate,
          d.impressions * 20,
        ].join(','),
      ),
    );
    expect(lines.at(-1)).toBe(`${today.day},2,1,1,0,0,0,0.5,40`);

    // Ad revenue: ₹200 CPM × 2 impressions = 40 paise.
    const revenue = await api('GET', '/admin/ads/revenue', { token: admin });
    expect(revenue.status).toBe(200);
    const mine = (revenue.body.data as AdRevenue).campaigns.find((c) => c.campaignId === id);
    expect(mine).toEqual({
      campaignId: id,
      name: campaigns.report!.name,
      impressions: 2,
      cpmPaise: 20_000,
      revenuePaise: 40,
    });
    expect((revenue.body.data as AdRevenue).campaigns.some((c) => c.campaignId === campaigns.house!._id)).toBe(false);
  });

  it('reads one campaign, names the field a bad campaign fails on, and answers 404 for an unknown one', async () => {
    const id = campaigns.report!._id;
    const one = await api('GET', `/admin/ads/campaigns/${id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.data.campaign).toMatchObject({ _id: id, cpmPaise: 20_000, targeting: { genres: [REPORT_GENRE] } });
    const { _id, ...rest } = campaigns.report!;
    void _id;
    const body = {
      advertiserId: rest.advertiserId,
      name: rest.name,
      category: rest.category,
      startAt: rest.startAt,
      endAt: rest.endAt,
      mediaUrl: rest.creative.mediaUrl,
      durationSeconds: rest.creative.durationSeconds,
    };
    for (const [field, value, message] of [
      ['skipOffsetSeconds', -1, AdsMessages.invalidSkipOffset],
      ['cpmPaise', 1.5, AdsMessages.invalidCpm],
      ['mediaUrl', 'ftp://x', AdsMessages.invalidMediaUrl],
      ['hours', [24], AdsMessages.invalidHours],
    ] as const) {
      expectError(
        await api('PUT', `/admin/ads/campaigns/${id}`, { token: admin, body: { ...body, [field]: value } }),
        400,
        message,
      );
    }
    const missing = 'f'.repeat(24);
    expectError(
      await api('GET', `/admin/ads/campaigns/${missing}`, { token: admin }),
      404,
      AdsMessages.campaignNotFound,
    );
    expectError(
      await api('GET', `/admin/ads/campaigns/${missing}/report.csv`, { token: admin }),
      404,
      AdsMessages.campaignNotFound,
    );
  });
});
