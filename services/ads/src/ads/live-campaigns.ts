import { Injectable } from '@nestjs/common';
import { AdsRepository } from './ads.repository';
import { CampaignIndex } from './campaign-index';
import { DeliveryCounters } from './delivery-counters';

/**
 * A safety net only (changes reload the index at once: local writes and the version in Redis); an
 * index older than this is reloaded in the background.
 */
const INDEX_TTL_MS = 30_000;
/** Markers of this many titles at most are kept; beyond, the cache starts again. */
const MAX_MARKED_TITLES = 10_000;

interface Loaded {
  index: CampaignIndex;
  version: string | null;
  generation: number;
  loadedAt: number;
}

/**
 * The decision's reads, kept in memory (docs/ads.md "Decision path"): the index of live campaigns
 * with their advertisers' names, and each title's ad markers. Every change of a campaign or of
 * markers (this replica's own writes, and any replica's through a version counter in Redis, read
 * once per decision) makes the next decision load them again; concurrent decisions share one load.
 */
@Injectable()
export class LiveCampaigns {
  private loaded?: Loaded;
  private loading?: { promise: Promise<Loaded>; version: string | null; generation: number };
  /** Raised by this replica's own writes, so it never decides on what it changed before the change. */
  private generation = 0;
  private markers = new Map<string, number[]>();
  private markersState = { version: null as string | null, generation: 0 };

  constructor(
    private readonly repository: AdsRepository,
    private readonly counters: DeliveryCounters,
  ) {}

  /** The index as of the latest change. */
  async index(now = new Date()): Promise<CampaignIndex> {
    const version = await this.counters.campaignsVersion();
    const current = this.loaded;
    if (current && current.version === version && current.generation === this.generation) {
      // Nothing changed: past its lifetime it is reloaded in the background, decisions go on meanwhile.
      if (now.getTime() - current.loadedAt >= INDEX_TTL_MS) void this.load(version, now).catch(() => undefined);
      return current.index;
    }
    return (await this.load(version, now)).index;
  }

  /** A title's ad markers (seconds), read once per change of markers. */
  async markersOf(videoId: string): Promise<number[]> {
    const version = this.loaded?.version ?? null;
    if (this.markersState.version !== version || this.markersState.generation !== this.generation) {
      this.markers = new Map();
      this.markersState = { version, generation: this.generation };
    }
    const known = this.markers.get(videoId);
    if (known) return known;
    const generation = this.generation;
    const offsets = await this.repository.markersOf(videoId);
    // Not kept when a change came in meanwhile (the read may predate it).
    if (generation === this.generation && this.markersState.version === version) {
      if (this.markers.size >= MAX_MARKED_TITLES) this.markers.clear();
      this.markers.set(videoId, offsets);
    }
    return offsets;
  }

  /** After this replica changed campaigns or markers: its next decision and every other replica's reload. */
  async changed(): Promise<void> {
    this.generation += 1;
    await this.counters.campaignsChanged();
  }

  private load(version: string | null, now: Date): Promise<Loaded> {
    const generation = this.generation;
    if (this.loading && this.loading.version === version && this.loading.generation === generation) {
      return this.loading.promise;
    }
    const promise = (async (): Promise<Loaded> => {
      const campaigns = await this.repository.liveCampaigns(now);
      const names = await this.repository.advertiserNames([...new Set(campaigns.map((c) => c.advertiserId))]);
      const loaded: Loaded = {
        index: new CampaignIndex(campaigns, names),
        version,
        generation,
        loadedAt: now.getTime(),
      };
      // A later change may have started a later load: keep the newest.
      if (!this.loaded || this.loaded.generation <= generation) this.loaded = loaded;
      return loaded;
    })().finally(() => {
      if (this.loading?.promise === promise) this.loading = undefined;
    });
    this.loading = { promise, version, generation };
    return promise;
  }
}
