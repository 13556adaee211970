import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { GRIEVANCE_ACTIONS, GRIEVANCE_CATEGORIES, type GrievanceReport } from '@streamhub/contracts';
import { errorMessage } from '../../shared/api/client';
import { useT } from '../../shared/i18n/i18n';
import { ACTION_KEYS, CATEGORY_KEYS } from './grievance-labels';
import { fetchGrievanceReport } from './grievances-api';

/** This month in India time, as the report's `month` (YYYY-MM). */
export function currentMonth(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

/** The public monthly grievance report (IT Rules 2021, Rule 18(3)): counts only, no complainant. */
export function GrievanceReportPage() {
  const t = useT();
  const [month, setMonth] = useState(currentMonth);
  const [report, setReport] = useState<GrievanceReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    fetchGrievanceReport(month, controller.signal)
      .then(setReport)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(err));
      });
    return () => controller.abort();
  }, [month]);

  return (
    <section className="page contact grievances grievance-report">
      <h1 className="page-title">{t('grievances.reportTitle')}</h1>
      <p className="muted">{t('grievances.reportIntro')}</p>
      <p>
        <Link to="/grievances">{t('grievances.grievanceRedressal')}</Link>
      </p>
      <div className="field">
        <label htmlFor="grievance-report-month">{t('grievances.reportMonth')}</label>
        <input
          id="grievance-report-month"
          type="month"
          value={month}
          max={currentMonth()}
          onChange={(e) => e.target.value && setMonth(e.target.value)}
        />
      </div>
      {error && <p role="alert">{error}</p>}
      {report && (
        <div className="contact-card" data-month={report.month}>
          <dl className="grievance-report-totals">
            <dt>{t('grievances.reportReceived')}</dt>
            <dd data-metric="received">{report.received}</dd>
            <dt>{t('grievances.reportDecided')}</dt>
            <dd data-metric="decided">{report.decided}</dd>
            <dt>{t('grievances.reportWithinDeadline')}</dt>
            <dd data-metric="decidedWithinDeadline">{report.decidedWithinDeadline}</dd>
            <dt>{t('grievances.reportPending')}</dt>
            <dd data-metric="pending">{report.pending}</dd>
            <dt>{t('grievances.reportAppealed')}</dt>
            <dd data-metric="appealed">{report.appealed}</dd>
            <dt>{t('grievances.reportRatingChanges')}</dt>
            <dd data-metric="ratingChanges">{report.ratingChanges}</dd>
          </dl>
          <h2>{t('grievances.reportByCategory')}</h2>
          <dl className="grievance-report-totals">
            {GRIEVANCE_CATEGORIES.map((c) => (
              <div key={c}>
                <dt>{t(CATEGORY_KEYS[c])}</dt>
                <dd data-category={c}>{report.byCategory[c]}</dd>
              </div>
            ))}
          </dl>
          <h2>{t('grievances.reportByAction')}</h2>
          <dl className="grievance-report-totals">
            {GRIEVANCE_ACTIONS.map((a) => (
              <div key={a}>
                <dt>{t(ACTION_KEYS[a])}</dt>
                <dd data-action={a}>{report.byAction[a]}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
