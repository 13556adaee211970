import type { AdDecisionRequest } from '@streamhub/contracts';
import { matchesTargeting } from './decision-rules';
import type { CampaignRecord } from './ads.repository';

/** The candidates of one decision, in the order breaks are filled. */
export interface Candidates {
  paid: CampaignRecord[];
  house: CampaignRecord[];
}

const genreKey = (genre: string): string => genre.trim().toUpperCase();

/** Targeting keys remembered per index at most; beyond, they are worked out again. */
const MAX_TARGETING_KEYS = 5_000;

interface Matching {
  campaign: CampaignRecord;
  startMs: number;
  endMs: number;
}

/**
 * The live campaigns held in memory (docs/ads.md "Decision path"): those active and not yet ended
 * when loaded, bucketed by targeted genre (the targeting key every campaign of a run sets), with
 * their advertisers' names. A decision takes the bucket of the title's genre plus the campaigns
 * that target any genre, keeps those running now whose whole targeting matches, and orders them as
 * the query did: priority first (higher), then fewer ads served, then id.
 */
export class CampaignIndex {
  private readonly byGenre = new Map<string, CampaignRecord[]>();
  private readonly anyGenre: CampaignRecord[] = [];
  private readonly byTargeting = new Map<string, Matching[]>();
  /** Ads served per campaign: loaded, then raised by this replica's own spends (the order's tie-break). */
  private readonly served = new Map<string, number>();

  constructor(
    campaigns: readonly CampaignRecord[],
    private readonly names: ReadonlyMap<string, string>,
  ) {
    for (const campaign of campaigns) {
      this.served.set(campaign._id, campaign.impressions ?? 0);
      const genres = campaign.genres ?? [];
      if (genres.length === 0) {
        this.anyGenre.push(campaign);
        continue;
      }
      for (const genre of new Set(genres.map(genreKey))) {
        const bucket = this.byGenre.get(genre);
        if (bucket) bucket.push(campaign);
        else this.byGenre.set(genre, [campaign]);
      }
    }
  }

  get size(): number {
    return this.served.size;
  }

  advertiserOf(campaign: CampaignRecord): string {
    return this.names.get(campaign.advertiserId) ?? '';
  }

  /** Ads served by a campaign as far as this index knows (its budget is spent against Mongo's count). */
  servedOf(id: string): number {
    return this.served.get(id) ?? 0;
  }

  /** After ads were placed (or handed back): keeps the tie-break on ads served current. */
  addServed(id: string, count: number): void {
    if (this.served.has(id)) this.served.set(id, Math.max(0, (this.served.get(id) ?? 0) + count));
  }

  /** After a failed spend: what Mongo says has been served. */
  setServed(id: string, count: number): void {
    if (this.served.has(id)) this.served.set(id, count);
  }

  /** The campaigns that may fill this request's breaks now, paid and house, in filling order. */
  candidates(request: AdDecisionRequest, now: Date): Candidates {
    const at = now.getTime();
    const matching = this.matching(request);
    const paid: CampaignRecord[] = [];
    const house: CampaignRecord[] = [];
    for (const { campaign, startMs, endMs } of matching) {
      if (startMs > at || endMs <= at) continue;
      (campaign.house ? house : paid).push(campaign);
    }
    return { paid: this.byServedWithinPriority(paid), house: this.byServedWithinPriority(house) };
  }

  /**
   * The campaigns whose targeting matches the request (whatever the time), by priority then id:
   * worked out once per targeting key (genre, rating, languages, plan, device, hour) and index.
   */
  private matching(request: AdDecisionRequest): Matching[] {
    const key = [
      genreKey(request.genre),
      request.ageRating,
      [...request.languages].sort().join(','),
      request.planCode ?? '',
      request.device,
      request.hour,
    ].join('|');
    const known = this.byTargeting.get(key);
    if (known) return known;
    const matching: Matching[] = [];
    for (const pool of [this.byGenre.get(genreKey(request.genre)) ?? [], this.anyGenre]) {
      for (const campaign of pool) {
        if (campaign.active === false || !matchesTargeting(campaign, request)) continue;
        matching.push({
          campaign,
          startMs: new Date(campaign.startAt).getTime(),
          endMs: new Date(campaign.endAt).getTime(),
        });
      }
    }
    matching.sort(
      (a, b) =>
        b.campaign.priority - a.campaign.priority ||
        (a.campaign._id < b.campaign._id ? -1 : a.campaign._id > b.campaign._id ? 1 : 0),
    );
    if (this.byTargeting.size >= MAX_TARGETING_KEYS) this.byTargeting.clear();
    this.byTargeting.set(key, matching);
    return matching;
  }

  /** Campaigns by priority then id, reordered within each priority by fewer ads served (stable: id stays the last key). */
  private byServedWithinPriority(list: CampaignRecord[]): CampaignRecord[] {
    let from = 0;
    while (from < list.length) {
      let to = from + 1;
      while (to < list.length && list[to]!.priority === list[from]!.priority) to += 1;
      if (to - from > 1) {
        const group = list.slice(from, to).sort((a, b) => this.servedOf(a._id) - this.servedOf(b._id));
        for (let i = 0; i < group.length; i += 1) list[from + i] = group[i]!;
      }
      from = to;
    }
    return list;
  }
}
