import type { ProviderSubscription } from './payment-provider';

/** Provider states in which a mandate can still take a charge. */
const PROVIDER_LIVE = new Set(['created', 'authenticated', 'active', 'pending']);

/**
 * Whether a recurring subscription's state here and the provider's disagree, and how; null when
 * they agree. Renewing here (auto-renew on or retrying, active) needs a live mandate there; not
 * renewing here needs none, except one cancelled at the cycle's end by its owner, which stays
 * active there until its paid period ends.
 */
export function mandateProblem(
  ours: { status: string; autoRenew?: string | null; endAt: Date; mandateCancel?: string | null },
  provider: ProviderSubscription['status'] | null,
  now: Date,
): string | null {
  if (provider === null) return 'the provider does not know this subscription or could not be asked';
  const renewing = ours.status === 'active' && (ours.autoRenew === 'on' || ours.autoRenew === 'pending');
  const live = PROVIDER_LIVE.has(provider);
  if (renewing && !live) return `renewing here but ${provider} at the provider: no charge will come`;
  if (!renewing && live) {
    const cycleEndCancel =
      ours.status === 'active' &&
      ours.autoRenew === 'off' &&
      provider === 'active' &&
      ours.mandateCancel == null &&
      ours.endAt > now;
    if (!cycleEndCancel) return `not renewing here but ${provider} at the provider: it may still charge`;
  }
  return null;
}
