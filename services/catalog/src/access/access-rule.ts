import type { SubscriptionScope } from '@streamhub/contracts';

/** What the access rule needs to know about one subscription. */
export interface Entitlement {
  scope: SubscriptionScope;
  episodeId: string | null;
  /** Upper-cased. */
  episodeName: string | null;
  endAt: Date;
  active: boolean;
}

/** The episode being opened: its parts' ids and its (upper-cased) name. */
export interface AccessTarget {
  videoIds: string[];
  episodeName: string;
}

/**
 * Spec §4: an active, unexpired `all` subscription, or an active, unexpired `episode` one that
 * matches the episode by id or by name (case-insensitive). Expiry is `endAt` against `now`, so no
 * timer is needed. startAt is not checked: billing starts plans immediately, and a few ms of clock
 * skew between services must not refuse a subscriber who has just paid.
 */
export function hasAccess(entitlements: readonly Entitlement[], target: AccessTarget, now: Date): boolean {
  const name = target.episodeName.trim().toUpperCase();
  return entitlements.some((e) => {
    if (!e.active || e.endAt.getTime() <= now.getTime()) return false;
    if (e.scope === 'all') return true;
    const byId = e.episodeId !== null && target.videoIds.includes(e.episodeId.toLowerCase());
    const byName = e.episodeName !== null && e.episodeName.trim().toUpperCase() === name;
    return byId || byName;
  });
}
