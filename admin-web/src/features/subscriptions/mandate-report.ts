import type { AdminSubscription, MandateReport } from '@streamhub/contracts';
import { t } from '../../shared/i18n/i18n';

/**
 * The provider's state of a subscription as the last mandate report saw it: its status there when
 * it disagrees with ours, "Agrees" for a recurring one the report checked and found in step, and
 * "—" for one-off plans or before any report ran.
 */
export function providerStateOf(
  sub: Pick<AdminSubscription, '_id' | 'autoRenew'>,
  report: MandateReport | undefined,
): { label: string; mismatch: boolean } {
  if (!report || sub.autoRenew === null) return { label: '—', mismatch: false };
  const found = report.mismatches.find((m) => m.subscriptionId === sub._id);
  if (found) return { label: found.provider ?? t('subs.provider.unknown'), mismatch: true };
  return { label: t('subs.provider.agrees'), mismatch: false };
}
