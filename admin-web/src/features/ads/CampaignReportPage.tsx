import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { adRevenuePaise, type CampaignReport } from '@streamhub/contracts';
import { apiErrorMessage } from '../../shared/api-error';
import { MESSAGES } from '../../shared/messages';
import { saveCsv } from '../../shared/save-csv';
import { TableHead } from '../../shared/ui/TableHead';
import { formatDate } from '../users/users-query';
import { useCampaignReportCsvMutation, useCampaignReportQuery } from './ads-api';
import { formatPaise } from './campaign-form';
import './ads.css';

const PACING_LABELS: Record<CampaignReport['pacing']['status'], string> = {
  ahead: 'Ahead of pace',
  on_pace: 'On pace',
  behind: 'Behind pace',
  not_started: 'Not started',
  no_budget: 'No budget (house ad)',
};

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** /admin/ads/campaigns/:id/report: delivery per day, pacing against the budget, and the CSV. */
export function CampaignReportPage() {
  const { id = '' } = useParams();
  const report = useCampaignReportQuery({ id });
  const [csv, { isLoading: saving }] = useCampaignReportCsvMutation();
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      saveCsv(`campaign-${id}.csv`, await csv(id).unwrap());
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };

  if (report.isLoading) return <p className="muted">{MESSAGES.loading}</p>;
  const data = report.data;
  if (!data) return <p>{apiErrorMessage(report.error)}</p>;
  const totals = data.days.reduce(
    (sum, d) => ({ impressions: sum.impressions + d.impressions, completes: sum.completes + d.completes }),
    { impressions: 0, completes: 0 },
  );
  const { pacing } = data;

  return (
    <section className="ads-page campaign-report">
      <div className="page-head">
        <div>
          <h1 className="page-title">Report: {data.name}</h1>
          <p className="muted">
            {formatDate(data.startAt)} – {formatDate(data.endAt)} · CPM {formatPaise(data.cpmPaise)}
          </p>
        </div>
        <div className="row-actions">
          <Link to="/admin/ads" className="btn btn-ghost">
            All Campaigns
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => void download()} disabled={saving}>
            Download CSV
          </button>
        </div>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="report-figures" aria-label="Campaign figures">
        <div className="stat-card">
          <span className="muted">Impressions (reported)</span>
          <strong>{totals.impressions.toLocaleString('en-IN')}</strong>
        </div>
        <div className="stat-card">
          <span className="muted">Completion rate</span>
          <strong>{totals.impressions > 0 ? percent(totals.completes / totals.impressions) : '—'}</strong>
        </div>
        <div className="stat-card" data-testid="pacing">
          <span className="muted">Pacing</span>
          <strong>{PACING_LABELS[pacing.status]}</strong>
          <small className="muted">
            {pacing.spent.toLocaleString('en-IN')} served
            {pacing.expectedByNow !== null && ` / ${pacing.expectedByNow.toLocaleString('en-IN')} expected by now`}
            {data.budgetImpressions !== null && ` · budget ${data.budgetImpressions.toLocaleString('en-IN')}`}
          </small>
        </div>
        <div className="stat-card">
          <span className="muted">Revenue</span>
          <strong>{formatPaise(adRevenuePaise(data.cpmPaise, totals.impressions))}</strong>
        </div>
        <div className="stat-card">
          <span className="muted">Fill rate</span>
          <strong>{data.fillRate === null ? 'Not measured' : percent(data.fillRate)}</strong>
          {data.fillRate === null && (
            <small className="muted">Unfilled ad breaks are not recorded per campaign yet.</small>
          )}
        </div>
      </div>
      <div className="table-card card">
        <h2>Delivery per day (India)</h2>
        {data.days.length === 0 ? (
          <p className="table-message muted">No ad events reported yet.</p>
        ) : (
          <table>
            <TableHead
              columns={['Day', 'Impressions', 'Starts', 'Completes', 'Completion rate', 'Skips', 'Clicks', 'Errors']}
            />
            <tbody>
              {data.days.map((d) => (
                <tr key={d.day} data-day={d.day}>
                  <td className="nowrap">{d.day}</td>
                  <td>{d.impressions}</td>
                  <td>{d.starts}</td>
                  <td>{d.completes}</td>
                  <td>{d.impressions > 0 ? percent(d.completionRate) : '—'}</td>
                  <td>{d.skips}</td>
                  <td>{d.clicks}</td>
                  <td>{d.errors}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
