import { KIDS_PLAYBACK_ID } from '@streamhub/contracts';

/**
 * The tables, in SQL that DuckDB runs as it is (docs/analytics.md shows the same tables on
 * ClickHouse). Times are ms since the epoch; days and hours are UTC buckets of them.
 *
 * - `events`: every accepted player event, once (primary key: the client's event id).
 * - `sessions`: one row per playback session, folded from its events as they arrive.
 * - `hourly_title`: starts and time played per title and hour (the time-bucketed rollup that
 *   daily views, watch hours and "Trending now" read); kids profiles' plays are left out of it.
 * - `ad_events`: every reported ad event once (primary key: break instance, campaign and event),
 *   with its India day; no viewer identity (docs/ads.md "Measurement").
 * - `erased_accounts`, `erased_profiles`: accounts (erased) and profiles (deleted) whose events were
 *   deleted; late events of theirs are dropped.
 */
export const SCHEMA_SQL = [
  `CREATE TABLE IF NOT EXISTS events (
    id VARCHAR PRIMARY KEY,
    session_id VARCHAR NOT NULL,
    video_id VARCHAR NOT NULL,
    account_id VARCHAR NOT NULL,
    profile_id VARCHAR NOT NULL,
    type VARCHAR NOT NULL,
    at_ms BIGINT NOT NULL,
    received_ms BIGINT NOT NULL,
    position DOUBLE NOT NULL,
    duration DOUBLE NOT NULL,
    watched_ms BIGINT NOT NULL,
    startup_ms BIGINT,
    height INTEGER,
    bitrate BIGINT,
    buffer_sec DOUBLE,
    dropped_frames BIGINT,
    stall_ms BIGINT,
    error VARCHAR,
    fatal BOOLEAN,
    browser VARCHAR NOT NULL,
    os VARCHAR NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS sessions (
    session_id VARCHAR PRIMARY KEY,
    video_id VARCHAR NOT NULL,
    account_id VARCHAR NOT NULL,
    profile_id VARCHAR NOT NULL,
    browser VARCHAR NOT NULL,
    os VARCHAR NOT NULL,
    started_ms BIGINT NOT NULL,
    last_ms BIGINT NOT NULL,
    has_start BOOLEAN NOT NULL,
    startup_ms BIGINT,
    max_position DOUBLE NOT NULL,
    duration DOUBLE NOT NULL,
    watched_ms BIGINT NOT NULL,
    stall_ms BIGINT NOT NULL,
    stall_count BIGINT NOT NULL,
    bitrate_weighted DOUBLE NOT NULL,
    bitrate_watched_ms BIGINT NOT NULL,
    failed BOOLEAN NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS hourly_title (
    hour BIGINT NOT NULL,
    video_id VARCHAR NOT NULL,
    starts BIGINT NOT NULL,
    watched_ms BIGINT NOT NULL,
    PRIMARY KEY (hour, video_id)
  )`,
  `CREATE TABLE IF NOT EXISTS ad_events (
    id VARCHAR PRIMARY KEY,
    campaign_id VARCHAR NOT NULL,
    video_id VARCHAR NOT NULL,
    break_id VARCHAR NOT NULL,
    event VARCHAR NOT NULL,
    day VARCHAR NOT NULL,
    at_ms BIGINT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS erased_accounts (account_id VARCHAR PRIMARY KEY, erased_ms BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS erased_profiles (profile_id VARCHAR PRIMARY KEY, erased_ms BIGINT NOT NULL)`,
];

/** The columns of `events` in order, as the appender fills them. */
export const EVENT_COLUMNS = [
  'id',
  'session_id',
  'video_id',
  'account_id',
  'profile_id',
  'type',
  'at_ms',
  'received_ms',
  'position',
  'duration',
  'watched_ms',
  'startup_ms',
  'height',
  'bitrate',
  'buffer_sec',
  'dropped_frames',
  'stall_ms',
  'error',
  'fatal',
  'browser',
  'os',
] as const;

/** Folds a batch of new events (`fresh`) into the per-session rows. */
export const UPSERT_SESSIONS_SQL = `
INSERT INTO sessions
SELECT
  session_id,
  any_value(video_id),
  any_value(account_id),
  any_value(profile_id),
  any_value(browser),
  any_value(os),
  min(at_ms),
  max(at_ms),
  bool_or(type = 'start'),
  max(startup_ms) FILTER (WHERE type = 'start'),
  max(position),
  max(duration),
  sum(watched_ms),
  coalesce(sum(stall_ms) FILTER (WHERE type = 'stall_end'), 0),
  count(*) FILTER (WHERE type = 'stall_start'),
  coalesce(sum(bitrate * watched_ms) FILTER (WHERE bitrate IS NOT NULL), 0),
  coalesce(sum(watched_ms) FILTER (WHERE bitrate IS NOT NULL), 0),
  bool_or(type = 'error' AND coalesce(fatal, true))
FROM fresh
GROUP BY session_id
ON CONFLICT (session_id) DO UPDATE SET
  started_ms = least(started_ms, excluded.started_ms),
  last_ms = greatest(last_ms, excluded.last_ms),
  has_start = has_start OR excluded.has_start,
  startup_ms = coalesce(startup_ms, excluded.startup_ms),
  max_position = greatest(max_position, excluded.max_position),
  duration = greatest(duration, excluded.duration),
  watched_ms = watched_ms + excluded.watched_ms,
  stall_ms = stall_ms + excluded.stall_ms,
  stall_count = stall_count + excluded.stall_count,
  bitrate_weighted = bitrate_weighted + excluded.bitrate_weighted,
  bitrate_watched_ms = bitrate_watched_ms + excluded.bitrate_watched_ms,
  failed = failed OR excluded.failed`;

/** Adds a batch of new events (`fresh`) to the hourly rollup; kids profiles' plays never count toward trending. */
export const UPSERT_HOURLY_SQL = `
INSERT INTO hourly_title
SELECT at_ms // 3600000 AS hour, video_id, count(*) FILTER (WHERE type = 'start'), sum(watched_ms)
FROM fresh
WHERE profile_id <> '${KIDS_PLAYBACK_ID}'
GROUP BY hour, video_id
ON CONFLICT (hour, video_id) DO UPDATE SET
  starts = starts + excluded.starts,
  watched_ms = watched_ms + excluded.watched_ms`;
