import type { MandateReport } from '@streamhub/contracts';
import { formatDate } from '../users/users-query';
import { useT } from '../../shared/i18n/i18n';

/**
 * The mandate mismatch report (billing runs it daily; admins run it now): how many recurring
 * subscriptions were checked against the provider, and each whose state there differs from ours.
 */
export function MandateReportPanel({
  report,
  running,
  onRun,
}: {
  report: MandateReport | undefined;
  running: boolean;
  onRun: () => void;
}) {
  const t = useT();
  return (
    <section className="mandate-report" aria-label={t('subs.mandate.label')}>
      <div className="toolbar">
        <button type="button" className="btn btn-ghost" disabled={running} onClick={onRun}>
          {running ? t('subs.mandate.running') : t('subs.mandate.run')}
        </button>
        {report && (
          <span className="muted" data-testid="mandate-report-summary">
            {t('subs.mandate.summary', {
              checked: report.checked,
              date: formatDate(report.generatedAt),
              count: report.mismatches.length,
            })}
          </span>
        )}
      </div>
      {report && report.mismatches.length > 0 && (
        <div className="table-card">
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th>{t('subs.mandate.providerSubscription')}</th>
                  <th>{t('subs.mandate.ours')}</th>
                  <th>{t('subs.col.provider')}</th>
                  <th>{t('subs.mandate.problem')}</th>
                </tr>
              </thead>
              <tbody>
                {report.mismatches.map((m) => (
                  <tr
                    key={m.subscriptionId}
                    data-testid="mandate-mismatch"
                    data-provider-subscription={m.providerSubscriptionId}
                  >
                    <td>
                      <strong>{m.providerSubscriptionId}</strong>
                      <div className="muted">{m.subscriptionId}</div>
                    </td>
                    <td className="nowrap">
                      {t('subs.mandate.oursState', { status: m.ours.status, autoRenew: m.ours.autoRenew ?? '—' })}
                    </td>
                    <td className="nowrap">
                      <span className="badge badge-warning">{m.provider ?? t('subs.provider.unknown')}</span>
                    </td>
                    <td>{m.problem}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
