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
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { formatNumber } from '../../shared/i18n/format';

const QUICK_ACTIONS: { to: string; label: MessageKey }[] = [
  { to: '/admin/movies', label: 'dashboard.action.upload' },
  { to: '/admin/users', label: 'nav.users' },
  { to: '/admin/subscriptions', label: 'dashboard.action.plans' },
  { to: '/admin/queries', label: 'dashboard.action.queries' },
  { to: '/admin/banners', label: 'nav.banners' },
  { to: '/admin/analytics', label: 'nav.analytics' },
];

/** "Mar 10" (in Hindi "10 मार्च") for a YYYY-MM-DD (UTC) day. */
const dayLabel = (date: string, language: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(language === 'en' ? 'en-US' : 'hi-IN', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const DashboardCharts = lazy(async () => ({ default: (await import('./DashboardCharts')).DashboardCharts }));

/** The two chart cards while their code loads. */
function ChartPlaceholders() {
  const { t } = useI18n();
  return (
    <>
      <div className="placeholder-card" aria-hidden="true">
        <h2>{t('dashboard.userGrowth')}</h2>
        <p className="muted">{MESSAGES.loading}</p>
      </div>
      <div className="placeholder-card" aria-hidden="true">
        <h2>{t('dashboard.revenueOverview')}</h2>
        <p className="muted">{MESSAGES.loading}</p>
      </div>
    </>
  );
}

/** /admin: figures from GET /admin/dashboard, gathered by the gateway from auth, catalog and billing. */
export function DashboardPage() {
  const { t, language } = useI18n();
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
        <h1 className="page-title">{t('nav.dashboard')}</h1>
        <p>{apiErrorMessage(error)}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }

  // `id` names the card for tests in every language (data-testid="card-Total Users").
  const cards = [
    { id: 'Total Users', label: t('dashboard.totalUsers'), value: formatNumber(data.totalClients) },
    { id: 'Total Videos', label: t('dashboard.totalVideos'), value: formatNumber(data.totalVideos) },
    {
      id: 'Total Revenue',
      label: t('dashboard.totalRevenue'),
      value: formatInr(data.totalEarning),
      hint: t('nav.subscriptions'),
    },
    {
      id: 'Ad Revenue',
      label: t('dashboard.adRevenue'),
      value: ads.data ? formatInr(ads.data.totalPaise / 100) : ads.isLoading ? '…' : '—',
      hint: ads.data ? t('dashboard.impressions', { count: ads.data.impressions }) : t('dashboard.adRevenueHint'),
    },
    {
      id: 'Active Subscriptions',
      label: t('dashboard.activeSubscriptions'),
      value: formatNumber(data.activeSubscriptionCount),
    },
    {
      id: 'Watch Time',
      label: t('dashboard.watchTime'),
      value: watch.data
        ? t('dashboard.watchHours', { hours: watch.data.totals.watchHours })
        : watch.isLoading
          ? '…'
          : '—',
      hint: t('dashboard.last30Days'),
    },
  ];
  const growth = data.userGrowthByDay.map((d) => ({ day: dayLabel(d.date, language), users: d.value }));
  const revenue = data.revenueByDay.map((d) => ({ day: dayLabel(d.date, language), revenue: d.value }));

  return (
    <section className="dashboard-page">
      <h1 className="page-title">{t('nav.dashboard')}</h1>
      <div className="stat-grid">
        {cards.map((card) => (
          <div key={card.id} className="stat-card" data-testid={`card-${card.id}`}>
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
        <div className="placeholder-card" aria-label={t('dashboard.recentActivity')}>
          <h2>{t('dashboard.recentActivity')}</h2>
          {data.recentSubscriptions.length === 0 ? (
            <p className="muted">{t('dashboard.noRecent')}</p>
          ) : (
            <ul className="activity-list">
              {data.recentSubscriptions.map((sub) => (
                <li key={sub._id}>
                  <strong>{sub.userName ?? sub.userEmail ?? t('dashboard.aUser')}</strong>{' '}
                  {t('dashboard.subscribedTo', { plan: sub.planTitle, price: formatInr(sub.price) })}{' '}
                  <span className="muted">· {formatDate(sub.startDate)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="placeholder-card" aria-label={t('dashboard.quickActions')}>
          <h2>{t('dashboard.quickActions')}</h2>
          <div className="quick-actions">
            {QUICK_ACTIONS.map((action) => (
              <Link key={action.to} to={action.to} className="btn btn-ghost">
                {t(action.label)}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
