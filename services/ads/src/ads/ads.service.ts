import { Injectable } from '@nestjs/common';
import {
  ADS_LIMITS,
  adRevenuePaise,
  AGE_RATINGS,
  AD_DEVICE_TYPES,
  AdsMessages,
  type AdBreak,
  type AdDecision,
  type AdDecisionRequest,
  type AdMarkers,
  type AdRevenue,
  type AdTrackReply,
  type Advertiser,
  type CampaignReport,
  type Campaign,
  type DecidedAd,
  type Principal,
} from '@streamhub/contracts';
import {
  AdMarkersBodySchema,
  AdTrackQuerySchema,
  AdvertiserBodySchema,
  CampaignBodySchema,
} from '@streamhub/contracts/schemas';
import { adminOnly, ServiceError } from '@streamhub/nest-kit';
import { AdsRepository, type CampaignFields, type CampaignRecord } from './ads.repository';
import { fillBreaks, type CandidateCounts, type PaidCandidate } from './break-filler';
import type { CampaignIndex } from './campaign-index';
import { breakOffsets, capDay } from './decision-rules';
import { DeliveryCounters, TWO_DAYS, type Charge } from './delivery-counters';
import { LiveCampaigns } from './live-campaigns';
import { ServedRecorder, servedKey } from './served-recorder';
import { pacingOf } from './report-rules';

/** The Redis key of a viewer's frequency cap for a campaign on an India day. */
const frequencyKey = (campaignId: string, viewerKey: string, day: string): string =>
  `fcap:${campaignId}:${viewerKey}:${day}`;
/** The Redis key of a campaign's daily cap (placements) on an India day. */
const dailyKey = (campaignId: string, day: string): string => `daily:${campaignId}:${day}`;
const budgetOf = (campaign: CampaignRecord): number | null => campaign.budgetImpressions ?? null;
/** Times a decision fills its breaks again after a charge no longer fit, at most. */
const MAX_CHARGE_ATTEMPTS = 5;

const OBJECT_ID = /^[a-f0-9]{24}$/i;

function toCampaignView(record: CampaignRecord): Campaign {
  return {
    _id: record._id,
    advertiserId: record.advertiserId,
    name: record.name,
    category: record.category,
    startAt: new Date(record.startAt).toISOString(),
    endAt: new Date(record.endAt).toISOString(),
    budgetImpressions: record.budgetImpressions ?? null,
    dailyCap: record.dailyCap ?? null,
    priority: record.priority,
    frequencyCap: record.frequencyCap,
    cpmPaise: record.cpmPaise ?? ADS_LIMITS.defaultCpmPaise,
    house: record.house === true,
    active: record.active !== false,
    impressions: record.impressions ?? 0,
    creative: {
      mediaUrl: record.mediaUrl,
      mediaType: record.mediaType,
      durationSeconds: record.durationSeconds,
      skipOffsetSeconds: record.skipOffsetSeconds ?? null,
      clickThroughUrl: record.clickThroughUrl ?? null,
    },
    targeting: {
      genres: record.genres ?? [],
      ratingCeiling: record.ratingCeiling,
      adRating: record.adRating,
      languages: record.languages ?? [],
      planCodes: record.planCodes ?? [],
      devices: record.devices ?? [],
      hours: record.hours ?? [],
    },
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
  };
}

/** The request checked again with the gateway's schema: anything on the bus could send it. */
function parsed<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  body: unknown,
  message: string,
): T {
  const result = schema.safeParse(body);
  if (!result.success) throw ServiceError.invalid(message);
  return result.data;
}

@Injectable()
export class AdsService {
  constructor(
    private readonly repository: AdsRepository,
    private readonly counters: DeliveryCounters,
    private readonly live: LiveCampaigns,
    private readonly served: ServedRecorder,
  ) {}

  async createAdvertiser(principal: Principal | undefined, body: unknown): Promise<Advertiser> {
    adminOnly(principal);
    const { name } = parsed(AdvertiserBodySchema, body, AdsMessages.invalidAdvertiser);
    const created = await this.repository.createAdvertiser(name);
    if (!created) throw ServiceError.conflict(AdsMessages.advertiserExists);
    return { _id: created._id, name: created.name, createdAt: new Date(created.createdAt).toISOString() };
  }

  async listAdvertisers(principal: Principal | undefined): Promise<{ advertisers: Advertiser[] }> {
    adminOnly(principal);
    const all = await this.repository.listAdvertisers();
    return {
      advertisers: all.map((a) => ({ _id: a._id, name: a.name, createdAt: new Date(a.createdAt).toISOString() })),
    };
  }

  private async campaignFields(body: unknown): Promise<CampaignFields> {
    const input = parsed(CampaignBodySchema, body, AdsMessages.invalidCampaign);
    const startAt = new Date(input.startAt);
    const endAt = new Date(input.endAt);
    if (endAt.getTime() <= startAt.getTime()) throw ServiceError.invalid(AdsMessages.invalidDates);
    if (!(await this.repository.findAdvertiser(input.advertiserId))) {
      throw ServiceError.notFound(AdsMessages.advertiserNotFound);
    }
    return {
      advertiserId: input.advertiserId.toLowerCase(),
      name: input.name,
      category: input.category.toUpperCase(),
      startAt,
      endAt,
      budgetImpressions: input.house ? null : input.budgetImpressions,
      dailyCap: input.dailyCap,
      priority: input.priority,
      frequencyCap: input.frequencyCap,
      cpmPaise: input.cpmPaise,
      house: input.house,
      active: input.active,
      mediaUrl: input.mediaUrl,
      mediaType: input.mediaType,
      durationSeconds: input.durationSeconds,
      skipOffsetSeconds: input.skipOffsetSeconds,
      clickThroughUrl: input.clickThroughUrl,
      genres: input.genres.map((g) => g.toUpperCase()),
      ratingCeiling: input.ratingCeiling,
      adRating: input.adRating,
      languages: input.languages.map((l) => l.toLowerCase()),
      planCodes: input.planCodes.map((p) => p.toUpperCase()),
      devices: input.devices,
      hours: [...new Set(input.hours)].sort((a, b) => a - b),
    };
  }

  async createCampaign(principal: Principal | undefined, body: unknown): Promise<Campaign> {
    adminOnly(principal);
    const created = await this.repository.createCampaign(await this.campaignFields(body));
    await this.live.changed();
    return toCampaignView(created);
  }

  async updateCampaign(principal: Principal | undefined, body: unknown): Promise<Campaign> {
    adminOnly(principal);
    const { id, ...rest } = (body ?? {}) as { id?: unknown };
    const fields = await this.campaignFields(rest);
    const updated = await this.repository.updateCampaign(String(id ?? ''), fields);
    if (!updated) throw ServiceError.notFound(AdsMessages.campaignNotFound);
    await this.live.changed();
    return toCampaignView(await this.withServed(updated));
  }

  async getCampaign(principal: Principal | undefined, id: unknown): Promise<Campaign> {
    adminOnly(principal);
    const campaign = await this.repository.findCampaign(String(id ?? ''));
    if (!campaign) throw ServiceError.notFound(AdsMessages.campaignNotFound);
    return toCampaignView(await this.withServed(campaign));
  }

  /**
   * Ad revenue (docs/ads.md "Reports"): each paid campaign's CPM × its reported impressions / 1000;
   * house ads earn nothing. The total is the sum of the campaigns' rounded amounts.
   */
  async revenue(principal: Principal | undefined): Promise<AdRevenue> {
    adminOnly(principal);
    const [campaigns, impressions] = await Promise.all([
      this.repository.listCampaigns(),
      this.repository.impressionsByCampaign(),
    ]);
    const rows = campaigns
      .filter((c) => c.house !== true && (impressions.get(c._id) ?? 0) > 0)
      .map((c) => {
        const count = impressions.get(c._id) ?? 0;
        const cpmPaise = c.cpmPaise ?? ADS_LIMITS.defaultCpmPaise;
        return {
          campaignId: c._id,
          name: c.name,
          impressions: count,
          cpmPaise,
          revenuePaise: adRevenuePaise(cpmPaise, count),
        };
      })
      .sort((a, b) => b.revenuePaise - a.revenuePaise || a.campaignId.localeCompare(b.campaignId));
    return {
      totalPaise: rows.reduce((sum, r) => sum + r.revenuePaise, 0),
      impressions: rows.reduce((sum, r) => sum + r.impressions, 0),
      campaigns: rows,
    };
  }

  async listCampaigns(principal: Principal | undefined): Promise<{ campaigns: Campaign[] }> {
    adminOnly(principal);
    const campaigns = await this.repository.listCampaigns();
    const served = await this.served.servedOf(campaigns);
    return { campaigns: campaigns.map((c) => toCampaignView({ ...c, impressions: served.get(c._id) ?? 0 })) };
  }

  async setMarkers(principal: Principal | undefined, body: unknown): Promise<AdMarkers> {
    adminOnly(principal);
    const { videoId, ...rest } = (body ?? {}) as { videoId?: unknown };
    if (typeof videoId !== 'string' || !OBJECT_ID.test(videoId)) throw ServiceError.invalid(AdsMessages.invalidMarkers);
    const { offsets } = parsed(AdMarkersBodySchema, rest, AdsMessages.invalidMarkers);
    const sorted = [...new Set(offsets)].sort((a, b) => a - b);
    const saved = await this.repository.setMarkers(videoId.toLowerCase(), sorted);
    await this.live.changed();
    return { videoId: videoId.toLowerCase(), offsets: saved };
  }

  /** The campaign with its ads served as counted in Redis (the stored copy may be a second behind). */
  private async withServed(campaign: CampaignRecord): Promise<CampaignRecord> {
    const served = await this.served.servedOf([campaign]);
    return { ...campaign, impressions: served.get(campaign._id) ?? 0 };
  }

  /**
   * The ad breaks of one playback (docs/ads.md "Decision" and "Decision path"): the pre-roll and
   * the mid-rolls, each filled with up to ADS_LIMITS.adsPerBreak paid ads of different categories
   * that target the title and viewer, within their budget, daily cap and the viewer's frequency cap;
   * a break no paid ad fills gets a house ad. Only the gateway asks, for a viewer whose plan carries
   * ads. The campaigns and markers come from memory (LiveCampaigns), the caps of the few
   * candidates from one Redis read, and the placements are charged at once.
   */
  async decide(body: unknown, now = new Date()): Promise<AdDecision> {
    const request = checkedDecisionRequest(body);
    const index = await this.live.index(now);
    const markers = await this.live.markersOf(request.videoId);
    const offsets = breakOffsets(request.durationSeconds, markers, request.avoid);
    const { paid, house } = index.candidates(request, now);
    const filled = await this.fill(offsets.length, paid, index, request.viewerKey, now);
    const breaks: AdBreak[] = [];
    offsets.forEach((offsetSeconds, b) => {
      const ads = (filled[b] ?? []).map((c) => decided(c, index));
      // A house ad fills a break no paid ad did (no budget, no caps).
      if (ads.length === 0 && house[0]) ads.push(decided(house[0], index));
      if (ads.length > 0) breaks.push({ offsetSeconds, ads });
    });
    return { breaks };
  }

  /**
   * The paid ads of each break. The counters of the first candidates in order (the viewer's
   * frequency count, the day's placements, the ads served against the budget) are read with one
   * MGET (more only when those cannot fill every break); the breaks are filled in memory
   * (`fillBreaks`); then every placement is charged at once, daily caps and budgets together, by one
   * Lua script that counts all or none. When a charge no longer fits (another decision got there
   * first) nothing is counted and the breaks are filled again with the counts as they are now, so
   * no daily cap or budget is ever exceeded.
   */
  private async fill(
    breakCount: number,
    paid: readonly CampaignRecord[],
    index: CampaignIndex,
    viewerKey: string,
    at: Date,
  ): Promise<CampaignRecord[][]> {
    const day = capDay(at);
    const now = at.getTime();
    const empty = (): CampaignRecord[][] => Array.from({ length: breakCount }, () => []);
    if (breakCount === 0 || paid.length === 0) return empty();
    const byId = new Map(paid.map((c) => [c._id, c]));
    const known = new Map<string, CandidateCounts & { served: number }>();
    let window = Math.min(paid.length, breakCount * ADS_LIMITS.adsPerBreak * 2 + 8);
    let read = 0;
    for (let attempt = 0; attempt < MAX_CHARGE_ATTEMPTS;) {
      if (read < window) {
        await this.readCounts(paid.slice(read, window), viewerKey, day, index, known);
        read = window;
      }
      const candidates: PaidCandidate[] = paid.map((c) => ({
        id: c._id,
        category: c.category,
        frequencyCap: c.frequencyCap,
        dailyCap: c.dailyCap ?? null,
        budgetLeft: budgetOf(c) === null ? null : Math.max(0, budgetOf(c)! - (known.get(c._id)?.served ?? 0)),
      }));
      const result = fillBreaks(breakCount, candidates, (id) => known.get(id), ADS_LIMITS.adsPerBreak);
      if (result.needsMore && window < paid.length) {
        window = Math.min(paid.length, window * 4);
        continue;
      }
      attempt += 1;
      const charges: (Charge & { id: string; kind: 'daily' | 'served' })[] = [];
      for (const [id, count] of result.placed) {
        const campaign = byId.get(id)!;
        if (campaign.dailyCap !== null && campaign.dailyCap !== undefined) {
          charges.push({
            id,
            kind: 'daily',
            key: dailyKey(id, day),
            cap: campaign.dailyCap,
            count,
            ttlSeconds: TWO_DAYS,
          });
        }
        // Every ad served counts against the budget (house ads are not placed here).
        charges.push({
          id,
          kind: 'served',
          key: servedKey(id),
          cap: budgetOf(campaign),
          count,
          seed: index.servedOf(id),
          // Kept until two days after the campaign ends (Mongo has the copy by then).
          ttlSeconds: Math.max(TWO_DAYS, Math.ceil((new Date(campaign.endAt).getTime() - now) / 1000) + TWO_DAYS),
        });
      }
      const committed = await this.counters.commit(charges);
      if (committed === true) {
        for (const [id, count] of result.placed) index.addServed(id, count);
        this.served.touched(result.placed.keys());
        return result.breaks.map((ids) => ids.map((id) => byId.get(id)!));
      }
      // Another decision counted meanwhile: fill again with the counts as they are now.
      charges.forEach((c, i) => {
        const counts = known.get(c.id)!;
        if (c.kind === 'daily') counts.daily = committed[i] ?? 0;
        else counts.served = committed[i] ?? 0;
      });
    }
    return empty();
  }

  /**
   * A player's ping from a VMAP tracking URL: counted once per break, campaign and event (a replay
   * or a reload within the break is not counted again), by India's calendar day.
   */
  async track(body: unknown, now = new Date()): Promise<AdTrackReply> {
    const ping = parsed(AdTrackQuerySchema, body, AdsMessages.invalidTrack);
    if (!(await this.repository.findCampaign(ping.c))) throw ServiceError.notFound(AdsMessages.campaignNotFound);
    const day = capDay(now);
    const recorded = await this.repository.recordEvent({
      key: `${ping.b}:${ping.c.toLowerCase()}:${ping.e}`,
      campaignId: ping.c.toLowerCase(),
      videoId: ping.v.toLowerCase(),
      event: ping.e,
      day: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`,
      at: now,
    });
    // A reported impression, once per break: it counts toward the viewer's frequency cap.
    if (recorded && ping.e === 'impression') await this.counters.count(frequencyKey(ping.c.toLowerCase(), ping.p, day));
    return { recorded };
  }

  /** A campaign's delivery per day: impressions, starts, completes, skips, clicks, errors, completion rate. */
  async delivery(principal: Principal | undefined, id: unknown, now = new Date()): Promise<CampaignReport> {
    adminOnly(principal);
    const stored = await this.repository.findCampaign(String(id ?? ''));
    if (!stored) throw ServiceError.notFound(AdsMessages.campaignNotFound);
    const campaign = await this.withServed(stored);
    const byDay = new Map<string, Record<string, number>>();
    for (const row of await this.repository.eventCounts(campaign._id)) {
      const counts = byDay.get(row.day) ?? {};
      counts[row.event] = row.count;
      byDay.set(row.day, counts);
    }
    const days = [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, c]) => {
        const impressions = c.impression ?? 0;
        const completes = c.complete ?? 0;
        return {
          day,
          impressions,
          starts: c.start ?? 0,
          completes,
          skips: c.skip ?? 0,
          clicks: c.click ?? 0,
          errors: c.error ?? 0,
          completionRate: impressions > 0 ? Math.round((completes / impressions) * 1000) / 1000 : 0,
        };
      });
    const budgetImpressions = campaign.budgetImpressions ?? null;
    const startAt = new Date(campaign.startAt);
    const endAt = new Date(campaign.endAt);
    return {
      campaignId: campaign._id,
      name: campaign.name,
      cpmPaise: campaign.cpmPaise ?? ADS_LIMITS.defaultCpmPaise,
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
      served: campaign.impressions ?? 0,
      budgetImpressions,
      pacing: pacingOf({ budgetImpressions, impressions: campaign.impressions ?? 0, startAt, endAt }, now),
      // Breaks requested but not filled are not recorded per campaign: no fill rate yet.
      fillRate: null,
      days,
    };
  }

  /** One MGET: each candidate's frequency count for this viewer, its daily count and its ads served. */
  private async readCounts(
    campaigns: readonly CampaignRecord[],
    viewerKey: string,
    day: string,
    index: CampaignIndex,
    into: Map<string, CandidateCounts & { served: number }>,
  ): Promise<void> {
    const values = await this.counters.read(
      campaigns.flatMap((c) => [frequencyKey(c._id, viewerKey, day), dailyKey(c._id, day), servedKey(c._id)]),
    );
    campaigns.forEach((c, i) =>
      into.set(c._id, {
        frequency: values[3 * i] ?? 0,
        daily: values[3 * i + 1] ?? 0,
        // Not counted in Redis yet: what Mongo held when the index was loaded.
        served: values[3 * i + 2] ?? index.servedOf(c._id),
      }),
    );
  }
}

function decided(campaign: CampaignRecord, index: CampaignIndex): DecidedAd {
  return {
    campaignId: campaign._id,
    advertiser: index.advertiserOf(campaign),
    title: campaign.name,
    category: campaign.category,
    mediaUrl: campaign.mediaUrl,
    mediaType: campaign.mediaType,
    durationSeconds: campaign.durationSeconds,
    skipOffsetSeconds: campaign.skipOffsetSeconds ?? null,
    clickThroughUrl: campaign.clickThroughUrl ?? null,
    house: campaign.house === true,
  };
}

function checkedDecisionRequest(body: unknown): AdDecisionRequest {
  const r = (body ?? {}) as Partial<AdDecisionRequest>;
  const valid =
    typeof r.viewerKey === 'string' &&
    r.viewerKey.length > 0 &&
    typeof r.videoId === 'string' &&
    OBJECT_ID.test(r.videoId) &&
    typeof r.ageRating === 'string' &&
    (AGE_RATINGS as readonly string[]).includes(r.ageRating) &&
    typeof r.genre === 'string' &&
    Array.isArray(r.languages) &&
    typeof r.device === 'string' &&
    (AD_DEVICE_TYPES as readonly string[]).includes(r.device) &&
    Number.isInteger(r.hour) &&
    typeof r.durationSeconds === 'number' &&
    Array.isArray(r.avoid);
  if (!valid) throw ServiceError.invalid(AdsMessages.invalidDecision);
  return {
    viewerKey: r.viewerKey!,
    videoId: r.videoId!.toLowerCase(),
    ageRating: r.ageRating!,
    genre: r.genre!,
    languages: r.languages!.filter((l): l is string => typeof l === 'string'),
    planCode: typeof r.planCode === 'string' ? r.planCode : null,
    device: r.device!,
    hour: r.hour!,
    durationSeconds: r.durationSeconds!,
    avoid: r.avoid!.filter(
      (a): a is { start: number; end: number } =>
        typeof a?.start === 'number' && typeof a?.end === 'number' && a.end >= a.start,
    ),
  };
}
