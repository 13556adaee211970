import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInr } from '../subscriptions/plan-form';
import { useT } from '../../shared/i18n/i18n';

/** Room on the right for the last day's label, which the chart would otherwise cut in half. */
const CHART_MARGIN = { top: 8, right: 24, bottom: 0, left: 0 };

/** User growth and revenue over the last 30 days (loaded apart from the dashboard: recharts is large). */
export function DashboardCharts({
  growth,
  revenue,
}: {
  growth: { day: string; users: number }[];
  revenue: { day: string; revenue: number }[];
}) {
  const t = useT();
  return (
    <>
      <div className="placeholder-card" aria-label={t('dashboard.userGrowth')}>
        <h2>{t('dashboard.userGrowth')}</h2>
        <p className="muted">{t('dashboard.userGrowthHint')}</p>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={growth} margin={CHART_MARGIN}>
            <CartesianGrid strokeDasharray="3 3" stroke="#333" />
            <XAxis dataKey="day" tick={{ fontSize: 11 }} interval={6} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={32} />
            <Tooltip />
            <Line type="monotone" dataKey="users" name={t('dashboard.usersSeries')} stroke="#3b82f6" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="placeholder-card" aria-label={t('dashboard.revenueOverview')}>
        <h2>{t('dashboard.revenueOverview')}</h2>
        <p className="muted">{t('dashboard.revenueHint')}</p>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={revenue} margin={CHART_MARGIN}>
            <CartesianGrid strokeDasharray="3 3" stroke="#333" />
            <XAxis dataKey="day" tick={{ fontSize: 11 }} interval={6} />
            <YAxis tick={{ fontSize: 11 }} width={48} />
            <Tooltip formatter={(value) => formatInr(Number(value))} />
            <Bar dataKey="revenue" name={t('dashboard.revenueSeries')} fill="#e50914" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </>
  );
}
