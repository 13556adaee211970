import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyFigures, RetentionPoint } from '@streamhub/contracts';
import { formatNumber } from '../../shared/i18n/format';
import { useI18n } from '../../shared/i18n/i18n';

const CHART_MARGIN = { top: 8, right: 24, bottom: 0, left: 0 };

/** Daily views and watch hours over the chosen range (loaded apart from the page: recharts is large). */
export function DailyCharts({ days }: { days: DailyFigures[] }) {
  const { t, intl } = useI18n();
  // "Mar 10" for a YYYY-MM-DD calendar day (read as a date, whatever the zone), in the active language.
  const dayLabel = (date: string) =>
    intl.formatDate(new Date(`${date}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const data = days.map((d) => ({ ...d, label: dayLabel(d.day) }));
  const interval = Math.max(0, Math.ceil(data.length / 6) - 1);
  return (
    <>
      <div className="placeholder-card" aria-label={t('analytics.dailyViews')}>
        <h2>{t('analytics.viewsAndViewers')}</h2>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={data} margin={CHART_MARGIN}>
            <CartesianGrid strokeDasharray="3 3" stroke="#333" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={interval} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={40} />
            <Tooltip />
            <Line type="monotone" dataKey="views" name={t('analytics.views')} stroke="#e50914" dot={false} />
            <Line
              type="monotone"
              dataKey="uniqueViewers"
              name={t('analytics.uniqueViewers')}
              stroke="#3b82f6"
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="placeholder-card" aria-label={t('analytics.dailyWatchHours')}>
        <h2>{t('analytics.watchHours')}</h2>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={data} margin={CHART_MARGIN}>
            <CartesianGrid strokeDasharray="3 3" stroke="#333" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={interval} />
            <YAxis tick={{ fontSize: 11 }} width={40} />
            <Tooltip />
            <Bar dataKey="watchHours" name={t('analytics.watchHours')} fill="#22c55e" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </>
  );
}

/** % of starts still watching at each 5 % of the runtime. */
export function RetentionChart({ points }: { points: RetentionPoint[] }) {
  const { t } = useI18n();
  return (
    <div data-testid="retention-chart">
      <ResponsiveContainer width="100%" height={240}>
        <AreaChart data={points} margin={CHART_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" stroke="#333" />
          <XAxis dataKey="percent" tick={{ fontSize: 11 }} unit="%" />
          <YAxis domain={[0, 100]} tick={{ fontSize: 11 }} unit="%" width={48} />
          <Tooltip
            formatter={(value) => `${formatNumber(Number(value))}%`}
            labelFormatter={(label) => t('analytics.ofRuntime', { percent: formatNumber(Number(label)) })}
          />
          <Area
            type="stepAfter"
            dataKey="viewers"
            name={t('analytics.stillWatching')}
            stroke="#e50914"
            fill="#e5091433"
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
