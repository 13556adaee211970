import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { adRevenuePaise, type CampaignReport } from '@streamhub/contracts';
import { apiErrorMessage } from '../../shared/api-error';
import { MESSAGES } from '../../shared/messages';
import { saveCsv } from '../../shared/save-csv';
import { TableHead } from '../../shared/ui/TableHead';
import { formatDate, formatNumber } from '../../shared/i18n/format';
import { useT, type MessageKey } from '../../shared/i18n/i18n';
import { useCampaignReportCsvMutation, useCampaignReportQuery } from './ads-api';
import { formatPaise } from './campaign-form';
import './ads.css';

const PACING_KEYS: Record<CampaignReport['pacing']['status'], MessageKey> = {
  ahead: 'ads.pacing.ahead',
  on_pace: 'ads.pacing.on_pace',
  behind: 'ads.pacing.behind',
  not_started: 'ads.pacing.not_started',
  no_budget: 'ads.pacing.no_budget',
};

const percent = (rate: number) =>
  formatNumber(rate, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** /admin/ads/campaigns/:id/report: delivery per day, pacing against the budget, and the CSV. */
export function CampaignReportPage() {
  const t = useT();
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
          <h1 className="page-title">{t('ads.reportTitle', { name: data.name })}</h1>
          <p className="muted">
            {formatDate(data.startAt)} – {formatDate(data.endAt)} · {t('ads.col.cpm')} {formatPaise(data.cpmPaise)}
          </p>
        </div>
        <div className="row-actions">
          <Link to="/admin/ads" className="btn btn-ghost">
            {t('ads.allCampaigns')}
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => void download()} disabled={saving}>
            {t('ads.downloadCsv')}
          </button>
        </div>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="report-figures" aria-label={t('ads.figures')}>
        <div className="stat-card">
          <span className="muted">{t('ads.impressionsReported')}</span>
          <strong>{formatNumber(totals.impressions)}</strong>
        </div>
        <div className="stat-card">
          <span className="muted">{t('ads.col.completionRate')}</span>
          <strong>{totals.impressions > 0 ? percent(totals.completes / totals.impressions) : '—'}</strong>
        </div>
        <div className="stat-card" data-testid="pacing">
          <span className="muted">{t('ads.pacing')}</span>
          <strong>{t(PACING_KEYS[pacing.status])}</strong>
          <small className="muted">
            {t('ads.served', { n: formatNumber(pacing.spent) })}
            {pacing.expectedByNow !== null && ` / ${t('ads.expectedByNow', { n: formatNumber(pacing.expectedByNow) })}`}
            {data.budgetImpressions !== null && ` · ${t('ads.budget', { n: formatNumber(data.budgetImpressions) })}`}
          </small>
        </div>
        <div className="stat-card">
          <span className="muted">{t('ads.revenue')}</span>
          <strong>{formatPaise(adRevenuePaise(data.cpmPaise, totals.impressions))}</strong>
        </div>
        <div className="stat-card">
          <span className="muted">{t('ads.fillRate')}</span>
          <strong>{data.fillRate === null ? t('ads.notMeasured') : percent(data.fillRate)}</strong>
          {data.fillRate === null && <small className="muted">{t('ads.fillRateHint')}</small>}
        </div>
      </div>
      <div className="table-card card">
        <h2>{t('ads.perDay')}</h2>
        {data.days.length === 0 ? (
          <p className="table-message muted">{t('ads.noEvents')}</p>
        ) : (
          <table>
            <TableHead
              columns={[
                t('ads.col.day'),
                t('ads.col.impressions'),
                t('ads.col.starts'),
                t('ads.col.completes'),
                t('ads.col.completionRate'),
                t('ads.col.skips'),
                t('ads.col.clicks'),
                t('ads.col.errors'),
              ]}
            />
            <tbody>
              {data.days.map((d) => (
                <tr key={d.day} data-day={d.day}>
                  <td className="nowrap">{d.day}</td>
                  <td>{formatNumber(d.impressions)}</td>
                  <td>{formatNumber(d.starts)}</td>
                  <td>{formatNumber(d.completes)}</td>
                  <td>{d.impressions > 0 ? percent(d.completionRate) : '—'}</td>
                  <td>{formatNumber(d.skips)}</td>
                  <td>{formatNumber(d.clicks)}</td>
                  <td>{formatNumber(d.errors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
