import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { apiErrorMessage } from '../../shared/api-error';
import { MESSAGES } from '../../shared/messages';
import { formatInr } from '../subscriptions/plan-form';
import { useDashboardQuery } from '../subscriptions/billing-api';
import { formatDate } from '../users/users-query';

const QUICK_ACTIONS = [
  { to: '/admin/movies', label: 'Upload Video' },
  { to: '/admin/users', label: 'Manage Users' },
  { to: '/admin/subscriptions', label: 'Subscription Plans' },
  { to: '/admin/queries', label: 'Support Queries' },
  { to: '/admin/banners', label: 'Banners' },
];

/** "Mar 10" for a YYYY-MM-DD (UTC) day. */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** /admin: figures from GET /admin/dashboard, gathered by the gateway from auth, catalog and billing. */
/** Room on the right for the last day's label, which the chart would otherwise cut in half. */
const CHART_MARGIN = { top: 8, right: 24, bottom: 0, left: 0 };

export function DashboardPage() {
  const { data, error, isLoading, refetch } = useDashboardQuery();

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
    { label: 'Total Revenue', value: formatInr(data.totalEarning) },
    { label: 'Active Subscriptions', value: data.activeSubscriptionCount.toLocaleString('en-IN') },
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
          </div>
        ))}
      </div>
      <div className="dashboard-grid">
        <div className="placeholder-card" aria-label="User Growth">
          <h2>User Growth</h2>
          <p className="muted">New users per day, last 30 days</p>
          <ResponsiveContainer width="100%" height={220}>
            <LineChart data={growth} margin={CHART_MARGIN}>
              <CartesianGrid strokeDasharray="3 3" stroke="#333" />
              <XAxis dataKey="day" tick={{ fontSize: 11 }} interval={6} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={32} />
              <Tooltip />
              <Line type="monotone" dataKey="users" stroke="#3b82f6" dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <div className="placeholder-card" aria-label="Revenue Overview">
          <h2>Revenue Overview</h2>
          <p className="muted">Revenue per day (₹), last 30 days</p>
          <ResponsiveContainer width="100%" height={220}>
            <BarChart data={revenue} margin={CHART_MARGIN}>
              <CartesianGrid strokeDasharray="3 3" stroke="#333" />
              <XAxis dataKey="day" tick={{ fontSize: 11 }} interval={6} />
              <YAxis tick={{ fontSize: 11 }} width={48} />
              <Tooltip formatter={(value) => formatInr(Number(value))} />
              <Bar dataKey="revenue" fill="#e50914" />
            </BarChart>
          </ResponsiveContainer>
        </div>
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
