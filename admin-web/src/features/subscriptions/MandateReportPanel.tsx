import type { MandateReport } from '@streamhub/contracts';
import { formatDate } from '../users/users-query';

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
  return (
    <section className="mandate-report" aria-label="Mandate report">
      <div className="toolbar">
        <button type="button" className="btn btn-ghost" disabled={running} onClick={onRun}>
          {running ? 'Checking with the provider…' : 'Run mandate report'}
        </button>
        {report && (
          <span className="muted" data-testid="mandate-report-summary">
            {report.checked} recurring checked on {formatDate(report.generatedAt)} · {report.mismatches.length}{' '}
            {report.mismatches.length === 1 ? 'mismatch' : 'mismatches'}
          </span>
        )}
      </div>
      {report && report.mismatches.length > 0 && (
        <div className="table-card">
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th>Provider subscription</th>
                  <th>Ours</th>
                  <th>Provider</th>
                  <th>Problem</th>
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
                      {m.ours.status} · auto-renew {m.ours.autoRenew ?? '—'}
                    </td>
                    <td className="nowrap">
                      <span className="badge badge-warning">{m.provider ?? 'Unknown'}</span>
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
