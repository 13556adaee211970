import type { UserPlanSummary } from '@streamhub/contracts';

export interface HeldSubscription extends Omit<UserPlanSummary, 'endAt'> {
  endAt: Date;
  state: 'active' | 'expired' | 'cancelled';
}

/**
 * What the admin user list says about a user's subscriptions: the live one that ends last, else
 * the one that ended last (expired or cancelled), else none. An active one past its end counts as
 * expired even before billing's expiry event arrives.
 */
export function summarize(
  held: readonly HeldSubscription[],
  now: Date,
): { status: 'none' | 'active' | 'expired' | 'cancelled'; plan: UserPlanSummary | null } {
  const live = held.filter((s) => s.state === 'active' && s.endAt.getTime() > now.getTime());
  const pool = live.length > 0 ? live : held;
  const latest = pool.reduce<HeldSubscription | null>((best, s) => (!best || s.endAt > best.endAt ? s : best), null);
  if (!latest) return { status: 'none', plan: null };
  const status = live.length > 0 ? 'active' : latest.state === 'cancelled' ? 'cancelled' : 'expired';
  const { state: _state, endAt, ...plan } = latest;
  return { status, plan: { ...plan, endAt: endAt.toISOString() } };
}
