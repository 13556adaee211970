import {
  DEFAULT_PLAN_DOWNLOAD_DEVICES,
  DEFAULT_PLAN_DOWNLOADS,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  PLAN_QUALITY_HEIGHT,
  type PlanQuality,
  type SubscriptionScope,
} from '@streamhub/contracts';

/** What the access rule needs to know about one subscription. */
export interface Entitlement {
  scope: SubscriptionScope;
  episodeId: string | null;
  /** Upper-cased. */
  episodeName: string | null;
  endAt: Date;
  active: boolean;
  /** The plan's tier; absent on records from before tiers (read as the defaults). */
  maxQuality?: PlanQuality;
  screens?: number;
  /** The plan carries ads (docs/ads.md); absent on records from before ads plans (ad-free). */
  withAds?: boolean;
  /** The plan's download allowance (docs/offline.md); absent on records from before downloads (the defaults). */
  downloads?: number;
  downloadDevices?: number;
  /** The plan bought; absent on records read without it. */
  planCode?: string;
}

/** The episode being opened: its parts' ids and its (upper-cased) name. */
export interface AccessTarget {
  videoIds: string[];
  episodeName: string;
}

/**
 * Spec §4: an active, unexpired `all` subscription, or an active, unexpired `episode` one that
 * matches the episode by id or, only when it names no id, by name (case-insensitive): a name is
 * not an identity where an id exists. Expiry is `endAt` against `now`, so no
 * timer is needed. startAt is not checked: billing starts plans immediately, and a few ms of clock
 * skew between services must not refuse a subscriber who has just paid.
 */
export function hasAccess(entitlements: readonly Entitlement[], target: AccessTarget, now: Date): boolean {
  return covering(entitlements, target, now).length > 0;
}

/** The entitlements that open the target (see hasAccess). */
export function covering(entitlements: readonly Entitlement[], target: AccessTarget, now: Date): Entitlement[] {
  const name = target.episodeName.trim().toUpperCase();
  return entitlements.filter((e) => {
    if (!e.active || e.endAt.getTime() <= now.getTime()) return false;
    if (e.scope === 'all') return true;
    const byId = e.episodeId !== null && target.videoIds.includes(e.episodeId.toLowerCase());
    const byName = e.episodeId === null && e.episodeName !== null && e.episodeName.trim().toUpperCase() === name;
    return byId || byName;
  });
}

/**
 * What a viewer plays the target with, holding several plans that open it: the tallest quality
 * and the most screens among them; ads only when every one of them carries ads (one ad-free plan
 * that opens the title makes it ad-free). Downloads: the most titles and devices among them.
 * With ads, `planCode` names one of those plans (the first by code, so the answer is stable) for
 * ad targeting by plan.
 */
export function bestTier(entitlements: readonly Entitlement[]): {
  maxQuality: PlanQuality;
  screens: number;
  withAds: boolean;
  downloads: number;
  downloadDevices: number;
  planCode?: string;
} {
  let maxQuality: PlanQuality | undefined;
  let screens = 0;
  let downloads = -1;
  let downloadDevices = 0;
  const withAds = entitlements.length > 0 && entitlements.every((e) => e.withAds === true);
  for (const e of entitlements) {
    const quality = e.maxQuality ?? DEFAULT_PLAN_QUALITY;
    if (!maxQuality || PLAN_QUALITY_HEIGHT[quality] > PLAN_QUALITY_HEIGHT[maxQuality]) maxQuality = quality;
    screens = Math.max(screens, e.screens ?? DEFAULT_PLAN_SCREENS);
    downloads = Math.max(downloads, e.downloads ?? DEFAULT_PLAN_DOWNLOADS);
    downloadDevices = Math.max(downloadDevices, e.downloadDevices ?? DEFAULT_PLAN_DOWNLOAD_DEVICES);
  }
  const codes = entitlements.map((e) => e.planCode).filter((c): c is string => typeof c === 'string' && c.length > 0);
  const planCode = withAds ? [...codes].sort()[0] : undefined;
  return {
    maxQuality: maxQuality ?? DEFAULT_PLAN_QUALITY,
    screens: screens || DEFAULT_PLAN_SCREENS,
    withAds,
    downloads: downloads < 0 ? DEFAULT_PLAN_DOWNLOADS : downloads,
    downloadDevices: downloadDevices || DEFAULT_PLAN_DOWNLOAD_DEVICES,
    ...(planCode ? { planCode } : {}),
  };
}
