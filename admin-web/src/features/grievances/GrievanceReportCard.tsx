import { useState } from 'react';
import { GRIEVANCE_ACTIONS, GRIEVANCE_CATEGORIES } from '@streamhub/contracts';
import { formatNumber } from '../../shared/i18n/format';
import { useT } from '../../shared/i18n/i18n';
import { apiErrorMessage } from '../../shared/api-error';
import { saveCsv } from '../../shared/save-csv';
import { ACTION_KEYS, CATEGORY_KEYS } from './grievances-view';
import { useGrievanceReportCsvMutation, useGrievanceReportQuery } from './grievances-api';

/** This month in India time (YYYY-MM), as the report counts it. */
export function reportMonthOf(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

/** The monthly grievance report (IT Rules 2021): the counts, and the CSV for the records. */
export function GrievanceReportCard() {
  const t = useT();
  const [month, setMonth] = useState(() => reportMonthOf(new Date()));
  const report = useGrievanceReportQuery(month);
  const [csv, { isLoading: saving }] = useGrievanceReportCsvMutation();
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      saveCsv(`grievances-${month}.csv`, await csv(month).unwrap());
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  const data = report.data;
  return (
    <section className="card grievance-report" aria-label={t('grievances.report')}>
      <div className="toolbar">
        <h2>{t('grievances.report')}</h2>
        <label>
          {t('grievances.month')}{' '}
          <input type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
        </label>
        <button type="button" className="btn btn-ghost" disabled={saving} onClick={() => void download()}>
          {t('grievances.downloadCsv')}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {report.error ? <p role="alert">{apiErrorMessage(report.error)}</p> : null}
      {data && (
        <p data-month={data.month}>
          {t('grievances.metric.received')} <strong data-metric="received">{formatNumber(data.received)}</strong>
          {' · '}
          {t('grievances.metric.decided')} <strong data-metric="decided">{formatNumber(data.decided)}</strong>
          {' ('}
          {t('grievances.metric.withinDeadline')}{' '}
          <strong data-metric="decidedWithinDeadline">{formatNumber(data.decidedWithinDeadline)}</strong>
          {')'}
          {' · '}
          {t('grievances.metric.pending')} <strong data-metric="pending">{formatNumber(data.pending)}</strong>
          {' · '}
          {t('grievances.metric.appealed')} <strong data-metric="appealed">{formatNumber(data.appealed)}</strong>
          {' · '}
          {t('grievances.metric.ratingChanges')}{' '}
          <strong data-metric="ratingChanges">{formatNumber(data.ratingChanges)}</strong>
          <br />
          <span className="muted">
            {GRIEVANCE_CATEGORIES.map((c) => `${t(CATEGORY_KEYS[c])}: ${formatNumber(data.byCategory[c])}`).join(' · ')}
          </span>
          <br />
          <span className="muted">
            {GRIEVANCE_ACTIONS.map((a) => `${t(ACTION_KEYS[a])}: ${formatNumber(data.byAction[a])}`).join(' · ')}
          </span>
        </p>
      )}
    </section>
  );
}
