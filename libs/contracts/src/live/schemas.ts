import { z } from 'zod';
import { AGE_RATINGS } from '../catalog/constants';
import { LIVE_ACCESS_KINDS, LIVE_CONNECTION_PATTERN, LIVE_EVENT_STATES, LIVE_LIMITS, LiveMessages } from './constants';
import { dateTime } from '../http/common-schemas';
import { PaymentOrderSchema } from '../billing/schemas';
import { StreamSessionGrantSchema } from '../streams/schemas';
import type { RequestOf } from '../http/schemas';
import type { PlanQuality } from '../billing/constants';

/** A live event as anyone sees it (docs/live.md): no ingest details. */
export const LiveEventSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    posterUrl: z.string().nullable(),
    startAt: dateTime(),
    expectedDurationMinutes: z.int(),
    ageRating: z.enum(AGE_RATINGS),
    /** `subscribers`: any active all-titles plan opens it; `ppv`: only its buyers. */
    access: z.enum(LIVE_ACCESS_KINDS),
    /** Price of a pay-per-view event in paise; null for `subscribers`. */
    pricePaise: z.int().nullable(),
    /** `scheduled` (Starting at…), `live` (an encoder is publishing, or reconnecting within the grace), `ended`. */
    state: z.enum(LIVE_EVENT_STATES),
    /** The title made from the event's recording once it ended (docs/live.md, "Live to VOD"); null before. */
    vodVideoId: z.string().nullable(),
    createdAt: dateTime(),
  })
  .meta({ id: 'LiveEvent' });

/** What only admins see: where the encoder publishes, with the event's secret stream key. */
export const LiveIngestSchema = z
  .object({
    /** RTMP URL of the ingest application (OBS "Server"). */
    rtmpUrl: z.string(),
    /** Secret stream key (OBS "Stream Key"); the full publish URL is `${rtmpUrl}/${streamKey}`. */
    streamKey: z.string(),
  })
  .meta({ id: 'LiveIngest' });

export const AdminLiveEventSchema = z
  .object({ event: LiveEventSchema, ingest: LiveIngestSchema })
  .meta({ id: 'AdminLiveEvent' });

/** What the ladder last reported of its input (docs/live.md, "Live control"); null fields: not reported. */
export const LiveIngestHealthSchema = z
  .object({
    /** An encoder publishes now (it connected and has not left). */
    encoderConnected: z.boolean(),
    encoderConnectedAt: dateTime().nullable(),
    encoderLeftAt: dateTime().nullable(),
    /** What the encoder sends, kbit/s (the recording's growth over the last report). */
    inputKbps: z.number().nullable(),
    /** Frames ffmpeg dropped since the ladder started (its `drop_frames`). */
    droppedFrames: z.int().nullable(),
    /** The ladder's encode speed (1.0 = real time). */
    speed: z.number().nullable(),
    /** When the ladder last completed a segment (the manifest's rewrite). */
    lastSegmentAt: dateTime().nullable(),
    /** When the ladder last reported; null when no ladder has reported for a while. */
    reportedAt: dateTime().nullable(),
  })
  .meta({ id: 'LiveIngestHealth' });

/** One event for the admin live-control page: ingest, its health, and who watches. */
export const AdminLiveEventDetailSchema = z
  .object({
    event: LiveEventSchema,
    ingest: LiveIngestSchema,
    health: LiveIngestHealthSchema,
    /** Viewers whose players fetched the event's files in the last LIVE_VIEWER_WINDOW_SECONDS. */
    viewers: z.int(),
  })
  .meta({ id: 'AdminLiveEventDetail' });

/** The ladder's reports name their event. */
export const LiveEventIdQuerySchema = z.object({
  name: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .meta({ description: 'Event id' }),
});

/** The ladder's periodic report (every few seconds while it runs). */
export const LiveHealthReportBodySchema = z.object({
  inputKbps: z.number().min(0).max(1_000_000).nullable(),
  droppedFrames: z.int().min(0).nullable(),
  speed: z.number().min(0).max(1000).nullable(),
  lastSegmentAt: z.iso.datetime({ offset: true }).nullable(),
});

export const LiveEventListSchema = z.object({ events: z.array(LiveEventSchema) });
export const AdminLiveEventListSchema = z.object({ events: z.array(AdminLiveEventSchema) });

// ---- requests

export const CreateLiveEventBodySchema = z.strictObject({
  title: z
    .string({ error: LiveMessages.titleRequired })
    .trim()
    .min(1, { error: LiveMessages.titleRequired })
    .max(LIVE_LIMITS.titleMaxLength, { error: LiveMessages.titleTooLong }),
  posterUrl: z
    .url({ protocol: /^https?$/, error: LiveMessages.invalidPosterUrl })
    .max(LIVE_LIMITS.posterUrlMaxLength, { error: LiveMessages.invalidPosterUrl })
    .nullish(),
  startAt: z.iso.datetime({ offset: true, error: LiveMessages.invalidStartAt }),
  expectedDurationMinutes: z
    .int({ error: LiveMessages.invalidDuration })
    .min(LIVE_LIMITS.minDurationMinutes, { error: LiveMessages.invalidDuration })
    .max(LIVE_LIMITS.maxDurationMinutes, { error: LiveMessages.invalidDuration }),
  ageRating: z.enum(AGE_RATINGS, { error: LiveMessages.invalidAgeRating }),
  access: z.enum(LIVE_ACCESS_KINDS, { error: LiveMessages.invalidAccess }),
  pricePaise: z
    .int({ error: LiveMessages.invalidPrice })
    .min(LIVE_LIMITS.minPricePaise, { error: LiveMessages.invalidPrice })
    .max(LIVE_LIMITS.maxPricePaise, { error: LiveMessages.invalidPrice })
    .nullish()
    .meta({ description: 'Required (paise) when access is ppv; must be absent otherwise' }),
});

/** nginx-rtmp's publish notification (`notify_method get`): the stream name is the key the encoder sent. */
export const LiveIngestNotifyQuerySchema = z.object({
  name: z.string().max(LIVE_LIMITS.streamKeyMaxLength).optional().meta({ description: 'Stream key' }),
  app: z.string().max(100).optional(),
  call: z.string().max(40).optional(),
});

/** The ingest's upload of a connection's recording: which event and connection (the ladder's names). */
export const LiveRecordingQuerySchema = z.object({
  name: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .meta({ description: 'Event id' }),
  connection: z.string().regex(LIVE_CONNECTION_PATTERN).meta({ description: 'Encoder connection' }),
});

export const LivePlaybackSchema = z
  .object({
    event: LiveEventSchema,
    /** LL-DASH first, then HLS; signed for this viewer, valid for `expiresIn`. */
    sources: z.array(z.object({ type: z.enum(['dash', 'hls']), url: z.string() })),
    expiresIn: z.string(),
    /** On a plan with a screen limit: this play's stream session (heartbeat it, as for titles). */
    session: StreamSessionGrantSchema.optional(),
  })
  .meta({ id: 'LivePlayback' });

/** A pay-per-view ticket's order (docs/live.md, "Pay-per-view"): the Razorpay order to pay in Checkout. */
export const LiveTicketOrderSchema = z
  .object({
    /** Null when the viewer already holds a ticket (alreadyBought). */
    order: PaymentOrderSchema.nullable(),
    alreadyBought: z.boolean(),
    /** Rupees with 2 decimals, e.g. "49.00". */
    displayAmountRupees: z.string().regex(/^\d+\.\d{2}$/),
    /** Public key id for Checkout. */
    keyId: z.string(),
    /** Where the client loads the Checkout script from (Razorpay's, or the local sandbox's). */
    checkoutScriptUrl: z.string(),
    event: LiveEventSchema,
  })
  .meta({ id: 'LiveTicketOrder' });

export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveIngest = z.infer<typeof LiveIngestSchema>;
export type AdminLiveEvent = z.infer<typeof AdminLiveEventSchema>;
export type LiveEventList = z.infer<typeof LiveEventListSchema>;
export type AdminLiveEventList = z.infer<typeof AdminLiveEventListSchema>;
export type AdminLiveEventDetail = z.infer<typeof AdminLiveEventDetailSchema>;
export type LiveIngestHealth = z.infer<typeof LiveIngestHealthSchema>;
export type LiveHealthReport = z.infer<typeof LiveHealthReportBodySchema>;

/** Catalog's part of the live-control page: the event and when its encoder came and went. */
export interface AdminLiveEventState extends AdminLiveEvent {
  encoder: { connected: boolean; connectedAt: string | null; leftAt: string | null };
}

export type CreateLiveEventRequest = RequestOf<typeof CreateLiveEventBodySchema>;

/** Catalog's answer that the caller may watch the event now, and at which plan tier (admins: none). */
export interface LivePlaybackGrant {
  event: LiveEvent;
  maxQuality?: PlanQuality;
  /** With a plan tier: the screens it allows (a live play takes one, docs/live.md "Playback"). */
  screens?: number;
}

export type LivePlayback = z.infer<typeof LivePlaybackSchema>;
export type LiveTicketOrder = z.infer<typeof LiveTicketOrderSchema>;
