import { healthPattern } from '../messaging/services';

export const AnalyticsPatterns = {
  health: healthPattern('analytics'),
  /** Body: AnalyticsRangeRequest. Reply: AnalyticsOverview (daily figures, totals, top titles). Admin. */
  overview: 'analytics.overview',
  /** Body: TitleAnalyticsRequest. Reply: TitleAnalytics (summary and retention curve of one title). Admin. */
  title: 'analytics.title',
  /** Body: QoeRequest. Reply: QoeReport. Admin. */
  qoe: 'analytics.qoe',
  /** Body: TrendingRequest. Reply: RankedVideos (most started titles of the last hours). */
  trending: 'analytics.trending',
  /** Body: CoWatchedRequest. Reply: CoWatchedReply (what the profiles who watched its last title also watched). */
  coWatched: 'analytics.co-watched',
  /** Body: {}. Reply: AnalyticsStoreStats (how much is stored; benchmarks count with it). Admin. */
  stats: 'analytics.stats',
  /** Body: AdDeliveryRequest. Reply: AdDeliveryReply (a campaign's ad events per India day, docs/ads.md). Admin. */
  adDelivery: 'analytics.ad-delivery',
} as const;

/** Where the gateway puts the player's events, keyed by playback session. */
export const PLAYBACK_EVENTS_TOPIC = 'playback.events';

export const PLAYBACK_EVENT_TYPES = [
  'start',
  'heartbeat',
  'stall_start',
  'stall_end',
  'quality',
  'error',
  'end',
] as const;
export type PlaybackEventType = (typeof PLAYBACK_EVENT_TYPES)[number];

export const PLAYBACK_LIMITS = {
  maxEventsPerBatch: 100,
  /** The request body (a keepalive fetch may carry 64 KiB at most). */
  maxBodyBytes: 64 * 1024,
  heartbeatSeconds: 10,
  errorMaxLength: 200,
  /** Positions and runtimes: a day at most. */
  maxSeconds: 86_400,
  /** Played, stalled or startup time reported by one event: ten minutes at most. */
  maxIntervalMs: 600_000,
  /** A session counts as completed once it has reached this share of the runtime. */
  completedAt: 0.9,
  /** Retention curve steps, in % of the runtime. */
  retentionStepPercent: 5,
} as const;

export const AnalyticsMessages = {
  eventsRequired: 'events must be a list of 1 to 100 playback events',
  tooManyEvents: `At most ${PLAYBACK_LIMITS.maxEventsPerBatch} events can be sent at once`,
  accepted: (count: number) => `${count} playback event(s) accepted`,
  someRejected: (rejected: number, total: number, kept: number) =>
    `${rejected} of ${total} playback event(s) rejected (${kept} kept)`,
  tooManyBatches: 'Too many playback reports. Please slow down.',
  invalidRange: 'from must not be after to',
  rangeTooLong: 'The date range can be at most 366 days',
  figuresFetched: 'Analytics fetched successfully',
  titleFetched: 'Title analytics fetched successfully',
  qoeFetched: 'Playback quality fetched successfully',
  trendingFetched: 'Trending titles fetched successfully',
  becauseYouWatchedFetched: 'Recommendations fetched successfully',
  unavailable: 'Analytics are unavailable right now. Please try again in a few minutes.',
  invalidCampaign: 'campaignId must be a campaign id',
} as const;

/**
 * The account and profile every kids profile's playback event carries instead of its own
 * (docs/privacy.md, "No tracking of children"): the gateway never puts a child's identity on the
 * topic, and analytics keeps those events only for playback quality, never for trending, "Because
 * you watched" or any personalisation.
 */
export const KIDS_PLAYBACK_ID = 'kids';

/** How many titles a viewer's row shows, and how far back "Trending now" looks. */
export const RECOMMENDATION_LIMITS = { rowSize: 20, trendingHours: 24 } as const;

/**
 * Calendar days in the operators' time zone (`ANALYTICS_TZ`, IST by default), both included, as
 * YYYY-MM-DD; the service fills what is left out (the last 30 days up to today in that zone).
 */
export interface AnalyticsRangeRequest {
  from?: string;
  to?: string;
}

export interface TitleAnalyticsRequest extends AnalyticsRangeRequest {
  videoId: string;
}

export interface QoeRequest extends AnalyticsRangeRequest {
  videoId?: string;
}

export interface TrendingRequest {
  hours: number;
  limit: number;
  /** Rank only these titles (those the caller may see), so others never crowd them out of the list. */
  videoIds?: string[];
}

export interface RankedVideo {
  videoId: string;
  score: number;
}

export interface RankedVideos {
  videos: RankedVideo[];
}

export interface CoWatchedRequest {
  profileId: string;
  /** Titles per group. */
  limit: number;
}

/** Titles other profiles who watched `becauseOf` also watched (and this profile has not), most shared first. */
export interface CoWatchedGroup {
  becauseOf: string;
  videos: RankedVideo[];
}

/**
 * A group for each of the profile's most recently watched titles, newest first: the gateway shows
 * the first whose title the profile may still see (its limit may have changed since).
 */
export interface CoWatchedReply {
  groups: CoWatchedGroup[];
}

/**
 * An ad event as the gateway puts it on PLAYBACK_EVENTS_TOPIC (docs/ads.md "Measurement"), from a
 * tracking ping whose signature it checked. `id` is break instance, campaign and event: the same
 * ping sent again (a replay, a reload within the break) is stored once. It names no viewer.
 */
export interface AdEventRecord {
  kind: 'ad';
  id: string;
  campaignId: string;
  videoId: string;
  breakId: string;
  event: string;
  /** When the gateway took it (ms since the epoch). */
  receivedAt: number;
}

export interface AdDeliveryRequest {
  campaignId: string;
}

/** A campaign's reported ad events on one India day (YYYY-MM-DD), by event name. */
export interface AdDeliveryDayCounts {
  day: string;
  counts: Record<string, number>;
}

export interface AdDeliveryReply {
  days: AdDeliveryDayCounts[];
}

export interface AnalyticsStoreStats {
  events: number;
  sessions: number;
}

/** The operators' time zone when none is configured: analytics days are IST days. */
export const DEFAULT_ANALYTICS_TZ = 'Asia/Kolkata';

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The default range of the admin figures: the last `days` days up to today in the zone. */
export function defaultRange(now: Date, days = 30, timeZone = DEFAULT_ANALYTICS_TZ): Required<AnalyticsRangeRequest> {
  const to = dateIn(now, timeZone);
  return { from: daysBefore(to, days - 1), to };
}

/** A range with what was left out filled: the 30 days up to `to`, from `from` up to today, or the last 30. */
export function resolveRange(
  range: AnalyticsRangeRequest,
  now: Date,
  timeZone: string,
): Required<AnalyticsRangeRequest> {
  const fallback = defaultRange(now, 30, timeZone);
  if (range.from && range.to) return { from: range.from, to: range.to };
  if (range.to) return { from: daysBefore(range.to, 29), to: range.to };
  return { from: range.from ?? fallback.from, to: fallback.to };
}
