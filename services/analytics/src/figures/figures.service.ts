import { Inject, Injectable } from '@nestjs/common';
import { ServiceError } from '@streamhub/nest-kit';
import {
  KIDS_PLAYBACK_ID,
  resolveRange,
  PLAYBACK_LIMITS,
  type AnalyticsOverview,
  type AnalyticsRangeRequest,
  type AnalyticsStoreStats,
  type AdDeliveryReply,
  type AdDeliveryRequest,
  AnalyticsMessages,
  type CoWatchedReply,
  type CoWatchedRequest,
  type DailyFigures,
  type QoeFigures,
  type QoeReport,
  type QoeRequest,
  type RankedVideos,
  type TitleAnalytics,
  type TitleAnalyticsRequest,
  type TitleSummary,
  type TrendingRequest,
} from '@streamhub/contracts';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../config';
import { DuckStore, type Row } from '../store/duck-store';
import {
  averageKbps,
  dayString,
  fillDays,
  rangeBounds,
  ratio,
  rebufferingRatio,
  retentionCurve,
  round,
  zonedDaySql,
  type RangeBounds,
} from './rollup-math';

const HOUR_MS = 3_600_000;
const OBJECT_ID = /^[0-9a-f]{24}$/i;
const TOP_TITLES = 10;
const STEPS = 100 / PLAYBACK_LIMITS.retentionStepPercent;
/** The profile's most recent titles that "Because you watched" rows are built from. */
const RECENT_TITLES = 5;

/** A session that reached 90 % of its runtime. */
const COMPLETED = `(duration > 0 AND max_position >= ${PLAYBACK_LIMITS.completedAt} * duration)`;
/** The furthest 5 % step of the runtime a session reached (0..20); a hair below a step counts as reaching it. */
const FURTHEST_STEP = `CASE WHEN duration > 0
  THEN CAST(floor(least(greatest(max_position / duration, 0), 1) * ${STEPS} + 1e-9) AS INTEGER) ELSE 0 END`;

const n = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0)) || 0;
const nullable = (v: unknown): number | null => (v === null || v === undefined ? null : round(Number(v), 1));

/** The figures operators read: engagement, retention and playback quality, from the DuckDB tables. */
@Injectable()
export class FiguresService {
  constructor(
    private readonly store: DuckStore,
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
  ) {}

  /**
   * Days are the operators' calendar days (`ANALYTICS_TZ`, IST by default). The hourly rollup is
   * kept by UTC hour, which a half-hour zone like IST splits, so daily views and time played are
   * counted from the events themselves (the same rows the rollup folds: kids' plays left out).
   */
  async overview(range: AnalyticsRangeRequest): Promise<AnalyticsOverview> {
    const b = this.bounds(range);
    const params = { from: b.fromMs, to: b.toMs, kids: KIDS_PLAYBACK_ID };
    const [hourly, daily, totals, top] = await Promise.all([
      this.store.read(
        `SELECT ${zonedDaySql(b, 'at_ms')} AS day, count(*) FILTER (WHERE type = 'start') AS views,
                coalesce(sum(watched_ms), 0) AS watched_ms
         FROM events WHERE at_ms >= $from::BIGINT AND at_ms < $to::BIGINT AND profile_id <> $kids GROUP BY day`,
        params,
      ),
      this.store.read(
        `SELECT ${zonedDaySql(b, 'started_ms')} AS day, count(DISTINCT profile_id) AS viewers, count(*) AS starts,
                count(*) FILTER (WHERE ${COMPLETED}) AS completed
         FROM sessions WHERE has_start AND started_ms >= $from::BIGINT AND started_ms < $to::BIGINT GROUP BY day`,
        params,
      ),
      this.store.read(`SELECT ${SUMMARY_COLUMNS} FROM sessions WHERE has_start AND ${IN_RANGE}`, params),
      this.store.read(
        `SELECT video_id, ${SUMMARY_COLUMNS} FROM sessions WHERE has_start AND ${IN_RANGE}
         GROUP BY video_id ORDER BY views DESC, watched_ms DESC, video_id LIMIT ${TOP_TITLES}`,
        params,
      ),
    ]);
    const byDay = new Map<number, DailyFigures>();
    const sessionsByDay = new Map(daily.map((r) => [n(r.day), r]));
    for (const r of hourly) {
      const s = sessionsByDay.get(n(r.day));
      byDay.set(n(r.day), {
        day: dayString(n(r.day)),
        views: n(r.views),
        uniqueViewers: n(s?.viewers),
        watchHours: round(n(r.watched_ms) / HOUR_MS, 2),
        completionRate: ratio(n(s?.completed), n(s?.starts)),
      });
    }
    const days = fillDays(b, byDay, (day) => ({ day, views: 0, uniqueViewers: 0, watchHours: 0, completionRate: 0 }));
    const t = summaryOf('', totals[0] ?? {});
    return {
      ...b.range,
      timeZone: this.config.ANALYTICS_TZ,
      days,
      totals: {
        views: days.reduce((sum, d) => sum + d.views, 0),
        uniqueViewers: t.uniqueViewers,
        watchHours: round(
          days.reduce((sum, d) => sum + d.watchHours, 0),
          2,
        ),
        completionRate: t.completionRate,
        avgViewSeconds: t.avgViewSeconds,
      },
      topTitles: top.map((r) => summaryOf(String(r.video_id), r)),
    };
  }

  async title(request: TitleAnalyticsRequest): Promise<TitleAnalytics> {
    const b = this.bounds(request);
    const params = { from: b.fromMs, to: b.toMs, video: request.videoId };
    // One statement, so the summary and the curve come from one snapshot (a batch or an erasure
    // committing between two reads would make them disagree): the empty grouping set is the summary,
    // the `step` set the curve.
    const rows = await this.store.read(
      `SELECT grouping(step) AS whole, step, ${SUMMARY_COLUMNS}
       FROM (SELECT *, ${FURTHEST_STEP} AS step FROM sessions WHERE has_start AND video_id = $video AND ${IN_RANGE})
       GROUP BY GROUPING SETS ((), (step))`,
      params,
    );
    const summary = rows.filter((r) => n(r.whole) === 1);
    const steps = rows.filter((r) => n(r.whole) === 0).map((r) => ({ step: r.step, sessions: r.views }));
    return {
      ...b.range,
      summary: summaryOf(request.videoId, summary[0] ?? {}),
      retention: retentionCurve(new Map(steps.map((r) => [n(r.step), n(r.sessions)]))),
    };
  }

  async qoe(request: QoeRequest): Promise<QoeReport> {
    const b = this.bounds(request);
    const params = { from: b.fromMs, to: b.toMs, ...(request.videoId ? { video: request.videoId } : {}) };
    const video = request.videoId ? 'AND video_id = $video' : '';
    const sessions = (key: string) =>
      this.store.read(
        `SELECT ${key} AS key, count(*) AS sessions,
                quantile_cont(startup_ms, 0.5) AS p50, quantile_cont(startup_ms, 0.95) AS p95,
                sum(stall_ms) AS stall_ms, sum(watched_ms) AS watched_ms,
                sum(bitrate_weighted) AS bitrate_weighted, sum(bitrate_watched_ms) AS bitrate_watched_ms,
                count(*) FILTER (WHERE failed) AS failed
         FROM sessions WHERE ${IN_RANGE} ${video} GROUP BY key ORDER BY sessions DESC, key`,
        params,
      );
    const [all, browsers, systems, renditions] = await Promise.all([
      sessions(`'all'`),
      sessions('browser'),
      sessions('os'),
      this.store.read(
        `SELECT height || 'p' AS key, count(DISTINCT session_id) AS sessions,
                quantile_cont(startup_ms, 0.5) FILTER (WHERE type = 'start') AS p50,
                quantile_cont(startup_ms, 0.95) FILTER (WHERE type = 'start') AS p95,
                coalesce(sum(stall_ms) FILTER (WHERE type = 'stall_end'), 0) AS stall_ms, sum(watched_ms) AS watched_ms,
                coalesce(sum(bitrate * watched_ms) FILTER (WHERE bitrate IS NOT NULL), 0) AS bitrate_weighted,
                coalesce(sum(watched_ms) FILTER (WHERE bitrate IS NOT NULL), 0) AS bitrate_watched_ms,
                count(DISTINCT session_id) FILTER (WHERE type = 'error' AND coalesce(fatal, true)) AS failed
         FROM events WHERE at_ms >= $from::BIGINT AND at_ms < $to::BIGINT AND height IS NOT NULL ${video}
         GROUP BY height ORDER BY height DESC`,
        params,
      ),
    ]);
    return {
      ...b.range,
      ...(request.videoId ? { videoId: request.videoId } : {}),
      summary: qoeOf(all[0] ?? { key: 'all' }),
      byBrowser: browsers.map(qoeOf),
      byOs: systems.map(qoeOf),
      byRendition: renditions.map(qoeOf),
    };
  }

  /** A campaign's reported ad events per India day (docs/ads.md "Measurement"), oldest day first. */
  async adDelivery(request: AdDeliveryRequest): Promise<AdDeliveryReply> {
    const campaignId = String(request?.campaignId ?? '').toLowerCase();
    if (!/^[a-f0-9]{24}$/.test(campaignId)) throw ServiceError.invalid(AnalyticsMessages.invalidCampaign);
    const rows = await this.store.read(
      'SELECT day, event, count(*) AS n FROM ad_events WHERE campaign_id = $campaign GROUP BY day, event ORDER BY day',
      { campaign: campaignId },
    );
    const days = new Map<string, Record<string, number>>();
    for (const row of rows) {
      const day = String(row.day);
      const counts = days.get(day) ?? {};
      counts[String(row.event)] = n(row.n);
      days.set(day, counts);
    }
    return { days: [...days.entries()].map(([day, counts]) => ({ day, counts })) };
  }

  async stats(): Promise<AnalyticsStoreStats> {
    const [row] = await this.store.read(
      'SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM sessions) AS sessions',
    );
    return { events: n(row?.events), sessions: n(row?.sessions) };
  }

  /** The range with its defaults filled in the operators' zone, and its bounds in ms. */
  private bounds(asked: AnalyticsRangeRequest): RangeBounds & { range: { from: string; to: string } } {
    const range = resolveRange(asked, new Date(), this.config.ANALYTICS_TZ);
    const b = rangeBounds(range, this.config.ANALYTICS_TZ);
    if ('error' in b) throw ServiceError.invalid(b.error);
    return { ...b, range };
  }

  async trending(request: TrendingRequest): Promise<RankedVideos> {
    const since = Math.floor(Date.now() / HOUR_MS) - Math.max(1, Math.floor(request.hours)) + 1;
    const ids = (request.videoIds ?? []).filter((id) => OBJECT_ID.test(id));
    const only = request.videoIds ? `AND list_contains(string_split($ids, ','), video_id)` : '';
    const rows = await this.store.read(
      `SELECT video_id, sum(starts) AS views FROM hourly_title WHERE hour >= $since::BIGINT ${only}
       GROUP BY video_id HAVING sum(starts) > 0 ORDER BY views DESC, video_id LIMIT $limit::INTEGER`,
      { since, limit: clampLimit(request.limit), ids: ids.join(',') },
    );
    return { videos: rows.map((r) => ({ videoId: String(r.video_id), score: n(r.views) })) };
  }

  /** Kids profiles' plays are stored without their profile (KIDS_PLAYBACK_ID) and never feed this. */
  async coWatched(request: CoWatchedRequest): Promise<CoWatchedReply> {
    if (request.profileId === KIDS_PLAYBACK_ID) return { groups: [] };
    const rows = await this.store.read(
      `WITH recent AS (
         SELECT video_id, max(started_ms) AS last FROM sessions WHERE profile_id = $profile AND has_start
         GROUP BY video_id ORDER BY last DESC LIMIT ${RECENT_TITLES}),
       mine AS (SELECT DISTINCT video_id FROM sessions WHERE profile_id = $profile),
       peers AS (
         SELECT DISTINCT s.profile_id, r.video_id AS because, r.last FROM sessions s JOIN recent r USING (video_id)
         WHERE s.has_start AND s.profile_id <> $profile AND s.profile_id <> $kids),
       shared AS (
         SELECT p.because, any_value(p.last) AS last, s.video_id, count(DISTINCT s.profile_id) AS score
         FROM peers p JOIN sessions s ON s.profile_id = p.profile_id AND s.has_start
         WHERE s.video_id NOT IN (SELECT video_id FROM mine)
         GROUP BY p.because, s.video_id)
       SELECT r.video_id AS because, r.last, s.video_id, s.score FROM recent r LEFT JOIN shared s ON s.because = r.video_id
       ORDER BY r.last DESC, s.score DESC NULLS LAST, s.video_id`,
      { profile: request.profileId, kids: KIDS_PLAYBACK_ID },
    );
    const limit = clampLimit(request.limit);
    const groups = new Map<string, CoWatchedReply['groups'][number]>();
    for (const r of rows) {
      const because = String(r.because);
      let group = groups.get(because);
      if (!group) groups.set(because, (group = { becauseOf: because, videos: [] }));
      if (r.video_id !== null && r.video_id !== undefined && group.videos.length < limit)
        group.videos.push({ videoId: String(r.video_id), score: n(r.score) });
    }
    return { groups: [...groups.values()] };
  }
}

const IN_RANGE = 'started_ms >= $from::BIGINT AND started_ms < $to::BIGINT';
const SUMMARY_COLUMNS = `count(*) AS views, count(DISTINCT profile_id) AS viewers, coalesce(sum(watched_ms), 0) AS watched_ms,
  count(*) FILTER (WHERE ${COMPLETED}) AS completed, coalesce(avg(watched_ms), 0) AS avg_watched_ms`;

function clampLimit(limit: number): number {
  return Math.min(Math.max(Math.floor(limit) || 20, 1), 50);
}

function summaryOf(videoId: string, r: Row): TitleSummary {
  return {
    videoId,
    views: n(r.views),
    uniqueViewers: n(r.viewers),
    watchHours: round(n(r.watched_ms) / HOUR_MS, 2),
    completionRate: ratio(n(r.completed), n(r.views)),
    avgViewSeconds: round(n(r.avg_watched_ms) / 1000, 1),
  };
}

function qoeOf(r: Row): QoeFigures {
  return {
    key: String(r.key),
    sessions: n(r.sessions),
    startupP50Ms: nullable(r.p50),
    startupP95Ms: nullable(r.p95),
    rebufferingRatio: rebufferingRatio(n(r.stall_ms), n(r.watched_ms)),
    avgBitrateKbps: averageKbps(n(r.bitrate_weighted), n(r.bitrate_watched_ms)),
    failureRate: ratio(n(r.failed), n(r.sessions)),
  };
}
