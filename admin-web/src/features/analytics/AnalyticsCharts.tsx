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

const CHART_MARGIN = { top: 8, right: 24, bottom: 0, left: 0 };

/** "Mar 10" for a YYYY-MM-DD calendar day (read as a date, whatever the zone). */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Daily views and watch hours over the chosen range (loaded apart from the page: recharts is large). */
export function DailyCharts({ days }: { days: DailyFigures[] }) {
  const data = days.map((d) => ({ ...d, label: dayLabel(d.day) }));
  const interval = Math.max(0, Math.ceil(data.length / 6) - 1);
  return (
    <>
      <div className="placeholder-card" aria-label="Daily views">
        <h2>Views and unique viewers</h2>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={data} margin={CHART_MARGIN}>
            <CartesianGrid strokeDasharray="3 3" stroke="#333" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={interval} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={40} />
            <Tooltip />
            <Line type="monotone" dataKey="views" name="Views" stroke="#e50914" dot={false} />
            <Line type="monotone" dataKey="uniqueViewers" name="Unique viewers" stroke="#3b82f6" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="placeholder-card" aria-label="Daily watch hours">
        <h2>Watch hours</h2>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={data} margin={CHART_MARGIN}>
            <CartesianGrid strokeDasharray="3 3" stroke="#333" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={interval} />
            <YAxis tick={{ fontSize: 11 }} width={40} />
            <Tooltip />
            <Bar dataKey="watchHours" name="Watch hours" fill="#22c55e" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </>
  );
}

/** % of starts still watching at each 5 % of the runtime. */
export function RetentionChart({ points }: { points: RetentionPoint[] }) {
  return (
    <div data-testid="retention-chart">
      <ResponsiveContainer width="100%" height={240}>
        <AreaChart data={points} margin={CHART_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" stroke="#333" />
          <XAxis dataKey="percent" tick={{ fontSize: 11 }} unit="%" />
          <YAxis domain={[0, 100]} tick={{ fontSize: 11 }} unit="%" width={48} />
          <Tooltip
            formatter={(value) => `${Number(value)}%`}
            labelFormatter={(label) => `${String(label)}% of the runtime`}
          />
          <Area type="stepAfter" dataKey="viewers" name="Still watching" stroke="#e50914" fill="#e5091433" />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
