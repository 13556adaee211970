import { Link } from 'react-router-dom';
import { lazy, Suspense, useState } from 'react';
import { apiErrorMessage } from '../../shared/api-error';
import { MESSAGES } from '../../shared/messages';
import { formatInr } from '../subscriptions/plan-form';
import { useDashboardQuery } from '../subscriptions/billing-api';
import { formatDate } from '../users/users-query';
import { useAnalyticsOverviewQuery } from '../analytics/analytics-api';
import { lastDays } from '../analytics/analytics-csv';
import { useAdRevenueQuery } from '../ads/ads-api';

const QUICK_ACTIONS = [
  { to: '/admin/movies', label: 'Upload Video' },
  { to: '/admin/users', label: 'Manage Users' },
  { to: '/admin/subscriptions', label: 'Subscription Plans' },
  { to: '/admin/queries', label: 'Support Queries' },
  { to: '/admin/banners', label: 'Banners' },
  { to: '/admin/analytics', label: 'Analytics' },
];

/** "Mar 10" for a YYYY-MM-DD (UTC) day. */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const DashboardCharts = lazy(async () => ({ default: (await import('./DashboardCharts')).DashboardCharts }));

/** The two chart cards while their code loads. */
function ChartPlaceholders() {
  return (
    <>
      <div className="placeholder-card" aria-hidden="true">
        <h2>User Growth</h2>
        <p className="muted">{MESSAGES.loading}</p>
      </div>
      <div className="placeholder-card" aria-hidden="true">
        <h2>Revenue Overview</h2>
        <p className="muted">{MESSAGES.loading}</p>
      </div>
    </>
  );
}

/** /admin: figures from GET /admin/dashboard, gathered by the gateway from auth, catalog and billing. */
export function DashboardPage() {
  const { data, error, isLoading, refetch } = useDashboardQuery();
  const [range] = useState(() => lastDays(new Date(), 30));
  // Watch time from the players' events; the rest of the dashboard does not wait for it.
  const watch = useAnalyticsOverviewQuery(range);
  // Ad revenue from the ads service (CPM × reported impressions), beside the subscriptions'.
  const ads = useAdRevenueQuery();

  if (isLoading) return <p className="muted">{MESSAGES.loading}</p>;
  if (error || !data) {
    return (
      <section>
        <h1 className="page-title">Dashboard</h1>
        <p>{apiErrorMessage(error)}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void refetch()}>
          Retry
        </button>
      </section>
    );
  }

  const cards = [
    { label: 'Total Users', value: data.totalClients.toLocaleString('en-IN') },
    { label: 'Total Videos', value: data.totalVideos.toLocaleString('en-IN') },
    { label: 'Total Revenue', value: formatInr(data.totalEarning), hint: 'Subscriptions' },
    {
      label: 'Ad Revenue',
      value: ads.data ? formatInr(ads.data.totalPaise / 100) : ads.isLoading ? '…' : '—',
      hint: ads.data ? `${ads.data.impressions.toLocaleString('en-IN')} impressions` : 'CPM × impressions',
    },
    { label: 'Active Subscriptions', value: data.activeSubscriptionCount.toLocaleString('en-IN') },
    {
      label: 'Watch Time',
      value: watch.data ? `${watch.data.totals.watchHours.toLocaleString('en-IN')} h` : watch.isLoading ? '…' : '—',
      hint: 'Last 30 days',
    },
  ];
  const growth = data.userGrowthByDay.map((d) => ({ day: dayLabel(d.date), users: d.value }));
  const revenue = data.revenueByDay.map((d) => ({ day: dayLabel(d.date), revenue: d.value }));

  return (
    <section className="dashboard-page">
      <h1 className="page-title">Dashboard</h1>
      <div className="stat-grid">
        {cards.map((card) => (
          <div key={card.label} className="stat-card" data-testid={`card-${card.label}`}>
            <span className="muted">{card.label}</span>
            <strong>{card.value}</strong>
            {'hint' in card && <small className="muted">{card.hint}</small>}
          </div>
        ))}
      </div>
      <div className="dashboard-grid">
        {/* recharts is most of the admin app's code: the figures above paint without waiting for it. */}
        <Suspense fallback={<ChartPlaceholders />}>
          <DashboardCharts growth={growth} revenue={revenue} />
        </Suspense>
        <div className="placeholder-card" aria-label="Recent Activity">
          <h2>Recent Activity</h2>
          {data.recentSubscriptions.length === 0 ? (
            <p className="muted">No subscriptions in the last 30 days.</p>
          ) : (
            <ul className="activity-list">
              {data.recentSubscriptions.map((sub) => (
                <li key={sub._id}>
                  <strong>{sub.userName ?? sub.userEmail ?? 'A user'}</strong> subscribed to {sub.planTitle} (
                  {formatInr(sub.price)}) <span className="muted">· {formatDate(sub.startDate)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="placeholder-card" aria-label="Quick Actions">
          <h2>Quick Actions</h2>
          <div className="quick-actions">
            {QUICK_ACTIONS.map((action) => (
              <Link key={action.to} to={action.to} className="btn btn-ghost">
                {action.label}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
