import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { saveCsv } from '../../shared/save-csv';
import { apiErrorMessage } from '../../shared/api-error';
import { MESSAGES } from '../../shared/messages';
import { defaultRange } from '@streamhub/contracts';
import { analyticsCsv } from './analytics-csv';
import { useAnalyticsOverviewQuery, useQoeReportQuery, useTitleAnalyticsQuery } from './analytics-api';
import { QoeTable } from './QoeTable';
import './analytics.css';

const DailyCharts = lazy(async () => ({ default: (await import('./AnalyticsCharts')).DailyCharts }));
const RetentionChart = lazy(async () => ({ default: (await import('./AnalyticsCharts')).RetentionChart }));

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const duration = (seconds: number) => {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
};

/** /admin/analytics: engagement, retention and playback quality from the players' events. */
export function AnalyticsPage() {
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
  const chosenKnown = titleOptions.some((t) => t.videoId === videoId);

  return (
    <section className="analytics-page">
      <div className="page-head">
        <div>
          <h1 className="page-title">Analytics</h1>
          <p className="muted" data-testid="analytics-zone">
            Views, watch time, retention and playback quality (days in {data?.timeZone ?? 'Asia/Kolkata'})
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
            From{' '}
            <input
              type="date"
              value={draft.from}
              max={draft.to}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </label>
          <label>
            To{' '}
            <input
              type="date"
              value={draft.to}
              min={draft.from}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </label>
          <button type="submit" className="btn btn-ghost">
            Apply
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!data}
            onClick={() =>
              data && saveCsv(`analytics-${range.from}-${range.to}.csv`, analyticsCsv(data, qoe.data, title.data))
            }
          >
            Export CSV
          </button>
        </form>
      </div>

      {overview.isLoading ? (
        <p className="muted">{MESSAGES.loading}</p>
      ) : overview.error || !data ? (
        <div className="placeholder-card" role="alert">
          <p>{apiErrorMessage(overview.error)}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void overview.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <>
          <div className="stat-grid">
            {[
              { label: 'Views', value: data.totals.views.toLocaleString('en-IN') },
              { label: 'Unique Viewers', value: data.totals.uniqueViewers.toLocaleString('en-IN') },
              { label: 'Watch Hours', value: data.totals.watchHours.toLocaleString('en-IN') },
              { label: 'Completion Rate', value: pct(data.totals.completionRate) },
              { label: 'Avg View Duration', value: duration(data.totals.avgViewSeconds) },
            ].map((card) => (
              <div key={card.label} className="stat-card" data-testid={`analytics-${card.label}`}>
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

          <div className="placeholder-card" aria-label="Top titles">
            <h2>Top titles</h2>
            <div className="table-scroll">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Views</th>
                    <th scope="col">Unique viewers</th>
                    <th scope="col">Watch hours</th>
                    <th scope="col">Completion</th>
                    <th scope="col">Avg view</th>
                  </tr>
                </thead>
                <tbody>
                  {data.topTitles.length === 0 ? (
                    <tr>
                      <td colSpan={6} className="muted">
                        Nothing was watched in this range.
                      </td>
                    </tr>
                  ) : (
                    data.topTitles.map((t) => (
                      <tr key={t.videoId}>
                        <th scope="row">
                          <button type="button" className="link-button" onClick={() => setParam({ video: t.videoId })}>
                            {t.title ?? t.videoId}
                          </button>
                        </th>
                        <td>{t.views.toLocaleString('en-IN')}</td>
                        <td>{t.uniqueViewers.toLocaleString('en-IN')}</td>
                        <td>{t.watchHours}</td>
                        <td>{pct(t.completionRate)}</td>
                        <td>{duration(t.avgViewSeconds)}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>

          <div className="placeholder-card" aria-label="Retention">
            <h2>Retention</h2>
            <label>
              Title{' '}
              <select aria-label="Title" value={videoId} onChange={(e) => setParam({ video: e.target.value })}>
                <option value="">Choose a title</option>
                {!chosenKnown && videoId && <option value={videoId}>{title.data?.summary.title ?? videoId}</option>}
                {titleOptions.map((t) => (
                  <option key={t.videoId} value={t.videoId}>
                    {t.title ?? t.videoId}
                  </option>
                ))}
              </select>
            </label>
            {!videoId ? (
              <p className="muted">Choose a title to see where its viewers stop watching.</p>
            ) : title.isLoading ? (
              <p className="muted">{MESSAGES.loading}</p>
            ) : title.error || !title.data ? (
              <p role="alert">{apiErrorMessage(title.error)}</p>
            ) : (
              <>
                <p className="muted" data-testid="title-summary">
                  {title.data.summary.views.toLocaleString('en-IN')} starts · average view{' '}
                  {duration(title.data.summary.avgViewSeconds)} · completion {pct(title.data.summary.completionRate)}
                </p>
                <Suspense fallback={<p className="muted">{MESSAGES.loading}</p>}>
                  <RetentionChart points={title.data.retention} />
                </Suspense>
              </>
            )}
          </div>
        </>
      )}

      <div className="placeholder-card" aria-label="Playback quality">
        <h2>Playback quality{videoId ? ' of this title' : ''}</h2>
        {qoe.isLoading ? (
          <p className="muted">{MESSAGES.loading}</p>
        ) : qoe.error || !qoe.data ? (
          <p role="alert">{apiErrorMessage(qoe.error)}</p>
        ) : (
          <>
            <QoeTable caption="Overall" rows={qoe.data.summary.sessions > 0 ? [qoe.data.summary] : []} />
            <QoeTable caption="By browser" rows={qoe.data.byBrowser} />
            <QoeTable caption="By OS" rows={qoe.data.byOs} />
            <QoeTable caption="By rendition" rows={qoe.data.byRendition} />
          </>
        )}
      </div>
    </section>
  );
}
