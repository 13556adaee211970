import { z } from 'zod';
import { OBJECT_ID_PATTERN } from '../http/constants';
import { VideoSchema } from '../catalog/schemas';
import { AnalyticsMessages, PLAYBACK_EVENT_TYPES, PLAYBACK_LIMITS } from './constants';

/** A client-made id (a UUID or similar): letters, digits, `-` and `_`, 8 to 64 of them. */
const clientId = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: `${field} must be 8 to 64 letters, digits, - or _` });

const count = (field: string, max: number) =>
  z
    .int({ error: `${field} must be a whole number` })
    .min(0, { error: `${field} must not be negative` })
    .max(max, { error: `${field} must be at most ${max}` });

const seconds = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, { error: `${field} must not be negative` })
    .max(max, { error: `${field} must be at most ${max}` });

/**
 * One playback event as the web player sends it. `watchedMs` is the time actually played (not
 * paused, not stalled) since the session's previous event, so watch time adds up across events.
 */
export const PlaybackEventInputSchema = z
  .strictObject({
    id: clientId('id'),
    sessionId: clientId('sessionId'),
    videoId: z
      .string({ error: 'videoId must be text' })
      .regex(OBJECT_ID_PATTERN, { error: 'videoId is not a video id' }),
    type: z.enum(PLAYBACK_EVENT_TYPES, { error: `type must be one of ${PLAYBACK_EVENT_TYPES.join(', ')}` }),
    /** When it happened on the client (ms since the epoch). */
    at: z.int({ error: 'at must be a time in ms since the epoch' }).min(0, { error: 'at must not be negative' }),
    position: seconds('position', PLAYBACK_LIMITS.maxSeconds),
    duration: seconds('duration', PLAYBACK_LIMITS.maxSeconds),
    watchedMs: count('watchedMs', PLAYBACK_LIMITS.maxIntervalMs).optional(),
    startupMs: count('startupMs', PLAYBACK_LIMITS.maxIntervalMs).optional(),
    height: count('height', 4320).optional(),
    bitrate: count('bitrate', 1_000_000_000).optional(),
    bufferSec: seconds('bufferSec', 3600).optional(),
    droppedFrames: count('droppedFrames', 100_000_000).optional(),
    stallMs: count('stallMs', PLAYBACK_LIMITS.maxIntervalMs).optional(),
    error: z
      .string({ error: 'error must be text' })
      .max(PLAYBACK_LIMITS.errorMaxLength, {
        error: `error must be at most ${PLAYBACK_LIMITS.errorMaxLength} characters`,
      })
      .optional(),
    fatal: z.boolean({ error: 'fatal must be true or false' }).optional(),
  })
  .superRefine((event, ctx) => {
    if (event.type === 'start' && event.startupMs === undefined)
      ctx.addIssue({ code: 'custom', path: ['startupMs'], message: 'a start event needs startupMs' });
    if (event.type === 'stall_end' && event.stallMs === undefined)
      ctx.addIssue({ code: 'custom', path: ['stallMs'], message: 'a stall_end event needs stallMs' });
    if (event.type === 'error' && !event.error)
      ctx.addIssue({ code: 'custom', path: ['error'], message: 'an error event needs error' });
  })
  .meta({ id: 'PlaybackEventInput' });

/** The body of POST /playback/events: checked as a whole here, each event on its own by `checkPlaybackBatch`. */
export const PlaybackEventsBodySchema = z.strictObject({
  events: z
    .array(z.unknown(), { error: AnalyticsMessages.eventsRequired })
    .min(1, { error: AnalyticsMessages.eventsRequired })
    .max(PLAYBACK_LIMITS.maxEventsPerBatch, { error: AnalyticsMessages.tooManyEvents })
    .meta({ description: `Up to ${PLAYBACK_LIMITS.maxEventsPerBatch} PlaybackEventInput objects` }),
});

export const RejectedPlaybackEventSchema = z.object({
  index: z.int(),
  id: z.string().optional(),
  reason: z.string(),
});

export const PlaybackEventsReplySchema = z.object({
  accepted: z.int(),
  rejected: z.array(RejectedPlaybackEventSchema),
});

// ---- admin figures ----

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const day = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ error: `${field} must be a date (YYYY-MM-DD)` })
      .regex(DAY_PATTERN, { error: `${field} must be a date (YYYY-MM-DD)` })
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: `${field} must be a date (YYYY-MM-DD)` })
      .optional(),
  );

/** `from` and `to` (days in the operators' time zone, both included); the last 30 days when left out. */
export const AnalyticsRangeQuerySchema = z.strictObject({
  from: day('from'),
  to: day('to'),
});

export const AnalyticsQoeQuerySchema = z.strictObject({
  from: day('from'),
  to: day('to'),
  videoId: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z.string().regex(OBJECT_ID_PATTERN, { error: 'videoId is not a video id' }).optional(),
    )
    .optional(),
});

export const DailyFiguresSchema = z.object({
  day: z.string(),
  views: z.int(),
  uniqueViewers: z.int(),
  watchHours: z.number(),
  completionRate: z.number().describe('0..1: sessions that reached 90 % of the runtime'),
});

export const TitleSummarySchema = z.object({
  videoId: z.string(),
  title: z.string().optional(),
  views: z.int(),
  uniqueViewers: z.int(),
  watchHours: z.number(),
  completionRate: z.number(),
  avgViewSeconds: z.number(),
});

export const AnalyticsOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string().describe("The operators' time zone whose calendar days these are (ANALYTICS_TZ)"),
  days: z.array(DailyFiguresSchema),
  totals: z.object({
    views: z.int(),
    uniqueViewers: z.int(),
    watchHours: z.number(),
    completionRate: z.number(),
    avgViewSeconds: z.number(),
  }),
  topTitles: z.array(TitleSummarySchema),
});

export const RetentionPointSchema = z.object({
  percent: z.int().describe('Position as % of the runtime (0, 5, ... 100)'),
  viewers: z.number().describe('% of starts still watching there'),
});

export const TitleAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  summary: TitleSummarySchema,
  retention: z.array(RetentionPointSchema),
});

export const QoeFiguresSchema = z.object({
  key: z.string(),
  sessions: z.int(),
  startupP50Ms: z.number().nullable(),
  startupP95Ms: z.number().nullable(),
  rebufferingRatio: z.number().describe('stalled time / (played + stalled time)'),
  avgBitrateKbps: z.number().nullable().describe('weighted by time played'),
  failureRate: z.number().describe('sessions with a fatal error / sessions'),
});

export const QoeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  videoId: z.string().optional(),
  summary: QoeFiguresSchema,
  byBrowser: z.array(QoeFiguresSchema),
  byOs: z.array(QoeFiguresSchema),
  byRendition: z.array(QoeFiguresSchema),
});

/** How far from the server's clock an event's `at` may be: a week back (queued offline), a day ahead (skew). */
export const PLAYBACK_CLOCK_WINDOW = { pastMs: 7 * 86_400_000, futureMs: 86_400_000 } as const;

/**
 * Checks each event of a batch on its own: the good ones go on, each bad one is named by its
 * place in the batch (and its id when it has a readable one) with the first thing wrong with it.
 * An id seen earlier in the same batch is dropped as a repeat, not refused.
 */
export function checkPlaybackBatch(
  events: readonly unknown[],
  now: number,
): { valid: PlaybackEventInput[]; rejected: RejectedPlaybackEvent[] } {
  const valid: PlaybackEventInput[] = [];
  const rejected: RejectedPlaybackEvent[] = [];
  const seen = new Set<string>();
  events.forEach((raw, index) => {
    const parsed = PlaybackEventInputSchema.safeParse(raw);
    const rawId = (raw as { id?: unknown } | null)?.id;
    const id = typeof rawId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(rawId) ? rawId : undefined;
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      rejected.push({ index, ...(id ? { id } : {}), reason: `${where}${issue?.message ?? 'invalid event'}` });
      return;
    }
    const event = parsed.data;
    if (event.at < now - PLAYBACK_CLOCK_WINDOW.pastMs || event.at > now + PLAYBACK_CLOCK_WINDOW.futureMs) {
      rejected.push({ index, id: event.id, reason: 'at: more than a week old or a day in the future' });
      return;
    }
    if (seen.has(event.id)) return;
    seen.add(event.id);
    valid.push(event);
  });
  return { valid, rejected };
}

/** "#2 (id abc): type: ..." for each refused event, for the 400's message. */
export function describeRejected(rejected: readonly RejectedPlaybackEvent[], max = 5): string {
  const shown = rejected
    .slice(0, max)
    .map((r) => `#${r.index}${r.id ? ` (id ${r.id})` : ''}: ${r.reason}`)
    .join('; ');
  return rejected.length > max ? `${shown}; and ${rejected.length - max} more` : shown;
}

// ---- viewers' rows ----

/** "Trending now": the titles started most in the last 24 hours that the caller may see, most first. */
export const TrendingReplySchema = z.object({ videos: z.array(VideoSchema) });

/** "Because you watched X": X (the caller's most recent title it may still see) and what others who watched it watched. */
export const BecauseYouWatchedReplySchema = z.object({
  becauseOf: VideoSchema.nullable(),
  videos: z.array(VideoSchema),
});

export type PlaybackEventInput = z.output<typeof PlaybackEventInputSchema>;
export type RejectedPlaybackEvent = z.infer<typeof RejectedPlaybackEventSchema>;
export type PlaybackEventsReply = z.infer<typeof PlaybackEventsReplySchema>;

/** A checked event as it travels on PLAYBACK_EVENTS_TOPIC: who sent it is the gateway's word, not the client's. */
export interface PlaybackEventRecord extends PlaybackEventInput {
  accountId: string;
  profileId: string;
  browser: string;
  os: string;
  /** When the gateway took it (ms since the epoch). */
  receivedAt: number;
}

export type DailyFigures = z.infer<typeof DailyFiguresSchema>;
export type TitleSummary = z.infer<typeof TitleSummarySchema>;
export type AnalyticsOverview = z.infer<typeof AnalyticsOverviewSchema>;
export type RetentionPoint = z.infer<typeof RetentionPointSchema>;
export type TitleAnalytics = z.infer<typeof TitleAnalyticsSchema>;
export type QoeFigures = z.infer<typeof QoeFiguresSchema>;
export type QoeReport = z.infer<typeof QoeReportSchema>;
export type TrendingReply = z.infer<typeof TrendingReplySchema>;
export type BecauseYouWatchedReply = z.infer<typeof BecauseYouWatchedReplySchema>;
