import type { AdDecisionRequest } from '@streamhub/contracts';
import { matchesTargeting } from './decision-rules';
import type { CampaignRecord } from './ads.repository';

/** The candidates of one decision, in the order breaks are filled. */
export interface Candidates {
  paid: CampaignRecord[];
  house: CampaignRecord[];
}

const genreKey = (genre: string): string => genre.trim().toUpperCase();

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
    const paid: CampaignRecord[] = [];
    const house: CampaignRecord[] = [];
    const pools = [this.byGenre.get(genreKey(request.genre)) ?? [], this.anyGenre];
    for (const pool of pools) {
      for (const campaign of pool) {
        if (campaign.active === false) continue;
        if (new Date(campaign.startAt).getTime() > at || new Date(campaign.endAt).getTime() <= at) continue;
        if (!matchesTargeting(campaign, request)) continue;
        (campaign.house ? house : paid).push(campaign);
      }
    }
    const order = (a: CampaignRecord, b: CampaignRecord): number =>
      b.priority - a.priority ||
      this.servedOf(a._id) - this.servedOf(b._id) ||
      (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
    return { paid: paid.sort(order), house: house.sort(order) };
  }
}
