import type { SubscriptionScope } from '@streamhub/contracts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What a subscription is for: the whole catalogue, or one episode by part id and/or name. */
export interface SubscriptionTarget {
  scope: SubscriptionScope;
  episodeId: string | null;
  /** Upper-cased. */
  episodeName: string | null;
}

export interface HeldSubscription extends SubscriptionTarget {
  planCode: string;
  status: 'active' | 'expired' | 'cancelled';
  startAt: Date;
  endAt: Date;
}

/** Live: active and not yet ended. A subscription ends at `endAt` exactly (to the millisecond). */
export function isLive(sub: Pick<HeldSubscription, 'status' | 'endAt'>, now: Date): boolean {
  return sub.status === 'active' && sub.endAt.getTime() > now.getTime();
}

/** Whether holding `sub` already gives what buying `target` would (spec §4 episode access). */
export function covers(sub: SubscriptionTarget, target: SubscriptionTarget): boolean {
  if (sub.scope === 'all') return true;
  if (target.scope === 'all') return false;
  const byId = sub.episodeId !== null && target.episodeId !== null && sub.episodeId === target.episodeId;
  const byName = sub.episodeName !== null && target.episodeName !== null && sub.episodeName === target.episodeName;
  return byId || byName;
}

/** The same plan for the same episode: buying it again extends rather than overlaps. */
export function isRenewalOf(sub: HeldSubscription, planCode: string, target: SubscriptionTarget): boolean {
  return (
    sub.planCode === planCode &&
    sub.scope === target.scope &&
    sub.episodeId === target.episodeId &&
    sub.episodeName === target.episodeName
  );
}

/**
 * The period a new purchase buys: from now, or — when the same plan for the same episode is still
 * live — from the moment the last such period ends, so no paid day is lost. Whole days of 24 h in UTC.
 */
export function periodFor(
  now: Date,
  durationDays: number,
  planCode: string,
  target: SubscriptionTarget,
  held: readonly HeldSubscription[],
): { startAt: Date; endAt: Date } {
  let start = now.getTime();
  for (const sub of held) {
    if (isLive(sub, now) && isRenewalOf(sub, planCode, target)) start = Math.max(start, sub.endAt.getTime());
  }
  return { startAt: new Date(start), endAt: new Date(start + durationDays * DAY_MS) };
}

/** Episode names are matched upper-cased and trimmed, like catalog does. */
export function normalizeEpisodeName(name: string | null | undefined): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = name.trim().toUpperCase();
  return trimmed === '' ? null : trimmed;
}
