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
  /** A renewing subscription's access end past `endAt` (its grace); null or absent: `endAt`. */
  accessEndAt?: Date | null;
}

/** Live: active and its period not yet ended. A period ends at `endAt` exactly (to the millisecond). */
export function isLive(sub: Pick<HeldSubscription, 'status' | 'endAt'>, now: Date): boolean {
  return sub.status === 'active' && sub.endAt.getTime() > now.getTime();
}

/** When access ends: the period's end, or later while a renewal charge is taken or retried. */
export function accessEnd(sub: Pick<HeldSubscription, 'endAt' | 'accessEndAt'>): Date {
  return sub.accessEndAt instanceof Date && sub.accessEndAt.getTime() > sub.endAt.getTime()
    ? sub.accessEndAt
    : sub.endAt;
}

/** Whether the subscription opens its content now: active and before its access end (grace included). */
export function opensNow(sub: Pick<HeldSubscription, 'status' | 'endAt' | 'accessEndAt'>, now: Date): boolean {
  return sub.status === 'active' && accessEnd(sub).getTime() > now.getTime();
}

/**
 * A recurring subscription's access end for its auto-renew state: while renewing (on, or a charge
 * being retried) the period's end plus the grace; otherwise the period's end.
 */
export function renewingAccessEnd(endAt: Date, autoRenew: string | null | undefined, graceMs: number): Date {
  return autoRenew === 'on' || autoRenew === 'pending' ? new Date(endAt.getTime() + graceMs) : endAt;
}

/** Same scope and same episode group: buying it again extends the period rather than overlapping it. */
export function sameTarget(sub: SubscriptionTarget, target: SubscriptionTarget): boolean {
  return sub.scope === target.scope && sub.episodeId === target.episodeId && sub.episodeName === target.episodeName;
}

/**
 * The period a new purchase buys. Any plan may be bought while another is live: a purchase for
 * the same scope and episode group (a renewal, or a longer plan of the same scope) starts when the
 * last such live period ends, so no paid day is lost; a different scope (an upgrade to all-access,
 * or another episode) starts now. Whole days of 24 h in UTC.
 */
export function periodFor(
  now: Date,
  durationDays: number,
  target: SubscriptionTarget,
  held: readonly HeldSubscription[],
): { startAt: Date; endAt: Date } {
  let start = now.getTime();
  for (const sub of held) {
    if (isLive(sub, now) && sameTarget(sub, target)) start = Math.max(start, sub.endAt.getTime());
  }
  return { startAt: new Date(start), endAt: new Date(start + durationDays * DAY_MS) };
}

/** Episode names are matched upper-cased and trimmed, like catalog does. */
export function normalizeEpisodeName(name: string | null | undefined): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = name.trim().toUpperCase();
  return trimmed === '' ? null : trimmed;
}

/**
 * What a recurring subscription keeps when one of its charges goes back (refund, lost dispute):
 * each charge paid one plan period, so that period comes off the end of access, and never earlier
 * than now (days already watched are not in the future to take). When nothing paid remains ahead
 * of now, access ends now and the subscription counts as cancelled.
 */
export function afterChargeTakenBack(
  sub: Pick<HeldSubscription, 'startAt' | 'endAt'> & { durationDays: number },
  now: Date,
): { endAt: Date; ended: boolean } {
  const shortened = sub.endAt.getTime() - sub.durationDays * DAY_MS;
  const floor = Math.max(now.getTime(), sub.startAt.getTime());
  if (shortened > floor) return { endAt: new Date(shortened), ended: false };
  return { endAt: new Date(Math.min(sub.endAt.getTime(), floor)), ended: true };
}
