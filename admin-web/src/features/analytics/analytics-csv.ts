import type { AnalyticsOverview, QoeFigures, QoeReport, TitleAnalytics } from '@streamhub/contracts';

type Cell = string | number | null | undefined;

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRows(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const qoeRow = (group: string, q: QoeFigures): Cell[] => [
  group,
  q.key,
  q.sessions,
  q.startupP50Ms,
  q.startupP95Ms,
  q.rebufferingRatio,
  q.avgBitrateKbps,
  q.failureRate,
];

/** Everything the page shows for a range, as sections of one CSV file. */
export function analyticsCsv(overview: AnalyticsOverview, qoe?: QoeReport, title?: TitleAnalytics): string {
  const rows: Cell[][] = [
    ['Daily figures', `${overview.from} to ${overview.to}`],
    ['day', 'views', 'unique viewers', 'watch hours', 'completion rate'],
    ...overview.days.map((d) => [d.day, d.views, d.uniqueViewers, d.watchHours, d.completionRate]),
    [],
    ['Top titles'],
    ['video id', 'title', 'views', 'unique viewers', 'watch hours', 'completion rate', 'average view (s)'],
    ...overview.topTitles.map((t) => [
      t.videoId,
      t.title,
      t.views,
      t.uniqueViewers,
      t.watchHours,
      t.completionRate,
      t.avgViewSeconds,
    ]),
  ];
  if (title) {
    rows.push(
      [],
      ['Retention', title.summary.title ?? title.summary.videoId],
      ['% of runtime', '% of starts still watching'],
      ...title.retention.map((p) => [p.percent, p.viewers]),
    );
  }
  if (qoe) {
    rows.push(
      [],
      ['Playback quality'],
      [
        'group',
        'key',
        'sessions',
        'startup p50 (ms)',
        'startup p95 (ms)',
        'rebuffering ratio',
        'avg bitrate (kbps)',
        'failure rate',
      ],
      qoeRow('all', qoe.summary),
      ...qoe.byBrowser.map((q) => qoeRow('browser', q)),
      ...qoe.byOs.map((q) => qoeRow('os', q)),
      ...qoe.byRendition.map((q) => qoeRow('rendition', q)),
    );
  }
  return csvRows(rows);
}

/** The last `days` UTC days up to `now`, as the date inputs hold them. */
export function lastDays(now: Date, days: number): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
