import { useState } from 'react';
import { GRIEVANCE_ACTIONS, GRIEVANCE_CATEGORIES, GRIEVANCE_CATEGORY_LABELS } from '@streamhub/contracts';
import { apiErrorMessage } from '../../shared/api-error';
import { saveCsv } from '../../shared/save-csv';
import { ACTION_LABELS } from './DecideGrievanceModal';
import { useGrievanceReportCsvMutation, useGrievanceReportQuery } from './grievances-api';

/** This month in India time (YYYY-MM), as the report counts it. */
export function reportMonthOf(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

/** The monthly grievance report (IT Rules 2021): the counts, and the CSV for the records. */
export function GrievanceReportCard() {
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
    <section className="card grievance-report" aria-label="Monthly report">
      <div className="toolbar">
        <h2>Monthly report</h2>
        <label>
          Month <input type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
        </label>
        <button type="button" className="btn btn-ghost" disabled={saving} onClick={() => void download()}>
          Download CSV
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {report.error ? <p role="alert">{apiErrorMessage(report.error)}</p> : null}
      {data && (
        <p data-month={data.month}>
          Received <strong data-metric="received">{data.received}</strong> · decided{' '}
          <strong data-metric="decided">{data.decided}</strong> (within 15 days:{' '}
          <strong data-metric="decidedWithinDeadline">{data.decidedWithinDeadline}</strong>) · pending{' '}
          <strong data-metric="pending">{data.pending}</strong> · appealed{' '}
          <strong data-metric="appealed">{data.appealed}</strong> · rating changes{' '}
          <strong data-metric="ratingChanges">{data.ratingChanges}</strong>
          <br />
          <span className="muted">
            {GRIEVANCE_CATEGORIES.map((c) => `${GRIEVANCE_CATEGORY_LABELS[c]}: ${data.byCategory[c]}`).join(' · ')}
          </span>
          <br />
          <span className="muted">
            {GRIEVANCE_ACTIONS.map((a) => `${ACTION_LABELS[a]}: ${data.byAction[a]}`).join(' · ')}
          </span>
        </p>
      )}
    </section>
  );
}
