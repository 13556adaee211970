import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { saveCsv } from '../../shared/save-csv';
import { apiErrorMessage } from '../../shared/api-error';
import { MESSAGES } from '../../shared/messages';
import { defaultRange } from '@streamhub/contracts';
import { formatDuration, formatNumber } from '../../shared/i18n/format';
import { useT } from '../../shared/i18n/i18n';
import { analyticsCsv } from './analytics-csv';
import { useAnalyticsOverviewQuery, useQoeReportQuery, useTitleAnalyticsQuery } from './analytics-api';
import { QoeTable } from './QoeTable';
import './analytics.css';

const DailyCharts = lazy(async () => ({ default: (await import('./AnalyticsCharts')).DailyCharts }));
const RetentionChart = lazy(async () => ({ default: (await import('./AnalyticsCharts')).RetentionChart }));

const pct = (v: number) => formatNumber(v, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const duration = (seconds: number) => formatDuration(seconds);

/** /admin/analytics: engagement, retention and playback quality from the players' events. */
export function AnalyticsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  // The last 30 days in the default operators' zone (IST); the figures name the zone they used.
  const fallback = useMemo(() => defaultRange(new Date(), 30), []);
  const range = { from: params.get('from') || fallback.from, to: params.get('to') || fallback.to };
  const videoId = params.get('video') || '';
  const [draft, setDraft] = useState(range);

  const overview = useAnalyticsOverviewQuery(range);
  const title = useTitleAnalyticsQuery({ ...range, id: videoId }, { skip: !videoId });
  const qoe = useQoeReportQuery({ ...range, ...(videoId ? { videoId } : {}) });

  const setParam = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const data = overview.data;
  const titleOptions = data?.topTitles ?? [];
  const chosenKnown = titleOptions.some((option) => option.videoId === videoId);

  // The test id names each card in English in every language (docs/i18n.md "The admin app").
  const cards = data
    ? [
        { id: 'Views', label: t('analytics.card.views'), value: formatNumber(data.totals.views) },
        {
          id: 'Unique Viewers',
          label: t('analytics.card.uniqueViewers'),
          value: formatNumber(data.totals.uniqueViewers),
        },
        { id: 'Watch Hours', label: t('analytics.card.watchHours'), value: formatNumber(data.totals.watchHours) },
        { id: 'Completion Rate', label: t('analytics.card.completion'), value: pct(data.totals.completionRate) },
        {
          id: 'Avg View Duration',
          label: t('analytics.card.avgView'),
          value: duration(data.totals.avgViewSeconds),
        },
      ]
    : [];

  return (
    <section className="analytics-page">
      <div className="page-head">
        <div>
          <h1 className="page-title">{t('analytics.title')}</h1>
          <p className="muted" data-testid="analytics-zone">
            {t('analytics.subtitle', { zone: data?.timeZone ?? 'Asia/Kolkata' })}
          </p>
        </div>
        <form
          className="row-actions analytics-range"
          onSubmit={(e) => {
            e.preventDefault();
            setParam({ from: draft.from, to: draft.to });
          }}
        >
          <label>
            {t('analytics.from')}{' '}
            <input
              type="date"
              value={draft.from}
              max={draft.to}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </label>
          <label>
            {t('analytics.to')}{' '}
            <input
              type="date"
              value={draft.to}
              min={draft.from}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </label>
          <button type="submit" className="btn btn-ghost">
            {t('analytics.apply')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!data}
            onClick={() =>
              data && saveCsv(`analytics-${range.from}-${range.to}.csv`, analyticsCsv(data, qoe.data, title.data))
            }
          >
            {t('analytics.exportCsv')}
          </button>
        </form>
      </div>

      {overview.isLoading ? (
        <p className="muted">{MESSAGES.loading}</p>
      ) : overview.error || !data ? (
        <div className="placeholder-card" role="alert">
          <p>{apiErrorMessage(overview.error)}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void overview.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <div className="stat-grid">
            {cards.map((card) => (
              <div key={card.id} className="stat-card" data-testid={`analytics-${card.id}`}>
                <span className="muted">{card.label}</span>
                <strong>{card.value}</strong>
              </div>
            ))}
          </div>
          <div className="dashboard-grid">
            <Suspense fallback={<p className="muted">{MESSAGES.loading}</p>}>
              <DailyCharts days={data.days} />
            </Suspense>
          </div>

          <div className="placeholder-card" aria-label={t('analytics.topTitles')}>
            <h2>{t('analytics.topTitles')}</h2>
            <div className="table-scroll">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('analytics.col.title')}</th>
                    <th scope="col">{t('analytics.views')}</th>
                    <th scope="col">{t('analytics.uniqueViewers')}</th>
                    <th scope="col">{t('analytics.watchHours')}</th>
                    <th scope="col">{t('analytics.col.completion')}</th>
                    <th scope="col">{t('analytics.col.avgView')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.topTitles.length === 0 ? (
                    <tr>
                      <td colSpan={6} className="muted">
                        {t('analytics.nothingWatched')}
                      </td>
                    </tr>
                  ) : (
                    data.topTitles.map((top) => (
                      <tr key={top.videoId}>
                        <th scope="row">
                          <button
                            type="button"
                            className="link-button"
                            onClick={() => setParam({ video: top.videoId })}
                          >
                            {top.title ?? top.videoId}
                          </button>
                        </th>
                        <td>{formatNumber(top.views)}</td>
                        <td>{formatNumber(top.uniqueViewers)}</td>
                        <td>{formatNumber(top.watchHours)}</td>
                        <td>{pct(top.completionRate)}</td>
                        <td>{duration(top.avgViewSeconds)}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>

          <div className="placeholder-card" aria-label={t('analytics.retention')}>
            <h2>{t('analytics.retention')}</h2>
            <label>
              {t('analytics.col.title')}{' '}
              <select
                aria-label={t('analytics.col.title')}
                value={videoId}
                onChange={(e) => setParam({ video: e.target.value })}
              >
                <option value="">{t('analytics.chooseTitle')}</option>
                {!chosenKnown && videoId && <option value={videoId}>{title.data?.summary.title ?? videoId}</option>}
                {titleOptions.map((option) => (
                  <option key={option.videoId} value={option.videoId}>
                    {option.title ?? option.videoId}
                  </option>
                ))}
              </select>
            </label>
            {!videoId ? (
              <p className="muted">{t('analytics.chooseHint')}</p>
            ) : title.isLoading ? (
              <p className="muted">{MESSAGES.loading}</p>
            ) : title.error || !title.data ? (
              <p role="alert">{apiErrorMessage(title.error)}</p>
            ) : (
              <>
                <p className="muted" data-testid="title-summary">
                  {t('analytics.titleSummary', {
                    starts: formatNumber(title.data.summary.views),
                    avg: duration(title.data.summary.avgViewSeconds),
                    completion: pct(title.data.summary.completionRate),
                  })}
                </p>
                <Suspense fallback={<p className="muted">{MESSAGES.loading}</p>}>
                  <RetentionChart points={title.data.retention} />
                </Suspense>
              </>
            )}
          </div>
        </>
      )}

      <div className="placeholder-card" aria-label={t('analytics.quality')}>
        <h2>{videoId ? t('analytics.qualityOfTitle') : t('analytics.quality')}</h2>
        {qoe.isLoading ? (
          <p className="muted">{MESSAGES.loading}</p>
        ) : qoe.error || !qoe.data ? (
          <p role="alert">{apiErrorMessage(qoe.error)}</p>
        ) : (
          <>
            <QoeTable
              caption={t('analytics.qoe.overall')}
              column={t('analytics.qoe.overall')}
              rows={qoe.data.summary.sessions > 0 ? [qoe.data.summary] : []}
            />
            <QoeTable
              caption={t('analytics.qoe.byBrowser')}
              column={t('analytics.qoe.browser')}
              rows={qoe.data.byBrowser}
            />
            <QoeTable caption={t('analytics.qoe.byOs')} column={t('analytics.qoe.os')} rows={qoe.data.byOs} />
            <QoeTable
              caption={t('analytics.qoe.byRendition')}
              column={t('analytics.qoe.rendition')}
              rows={qoe.data.byRendition}
            />
          </>
        )}
      </div>
    </section>
  );
}
