/** Live events are a module of the catalog service (docs/live.md), so their patterns carry its prefix. */
export const LivePatterns = {
  /** Body: CreateLiveEventRequest. Reply: AdminLiveEvent (with the new stream key). Admin. */
  create: 'catalog.live.create',
  /** Body: {}. Reply: AdminLiveEventList (every event, soonest first, with ingest). Admin. */
  adminList: 'catalog.live.admin-list',
  /** Body: {}. Reply: LiveEventList (live and upcoming events; no ingest). Public. */
  list: 'catalog.live.list',
  /** Body: LiveIngestRequest. Reply: LivePublishReply; forbidden for an unknown or ended event's key. */
  publish: 'catalog.live.publish',
  /** Body: LiveIngestRequest. Reply: LivePublishReply (the encoder left; the grace starts). */
  unpublish: 'catalog.live.unpublish',
  /**
   * Body: { id }. Needs a principal. Reply: LivePlaybackGrant for a live event the caller may watch;
   * forbidden (SUBSCRIPTION_REQUIRED / PURCHASE_REQUIRED) or conflict (not live) otherwise.
   */
  playback: 'catalog.live.playback',
  /** Body: { id }. Reply: LiveEvent (public fields). Billing's look-up of a pay-per-view event it sells a ticket for. */
  get: 'catalog.live.get',
  /** Body: { id }. Admin. Reply: AdminLiveEvent, ended (no encoder may publish again; the recording becomes a title). */
  end: 'catalog.live.end',
  /** Body: LiveRecordingNotice. Reply: LivePublishReply. The ingest stored a connection's recording (docs/live.md, "Live to VOD"). */
  recorded: 'catalog.live.recorded',
  /** Body: { id }. Admin. Reply: AdminLiveEventState (the event, its ingest and its encoder's times). */
  adminGet: 'catalog.live.admin-get',
  /** Body: LiveIngestRequest. Reply: LivePublishReply; forbidden once the event was ended (the ingest drops the encoder). */
  update: 'catalog.live.update',
} as const;

/**
 * A pay-per-view ticket (docs/live.md, "Pay-per-view") is bought through the orders flow like a
 * plan and kept as a subscription of this plan code whose target is the event: receipts, refunds
 * and Manage Subscriptions treat it as any purchase, and catalog's entitlement projection opens it.
 */
export const LIVE_TICKET_PLAN_CODE = 'LIVE_PPV';
/** How long a ticket opens its event (and, later, the event's recording). */
export const LIVE_TICKET_ACCESS_DAYS = 30;

/** The entitlement target of a ticket for `eventId`, as catalog's projection stores targets (upper case). */
export function liveTicketTarget(eventId: string): string {
  return `LIVE EVENT ${eventId.trim().toUpperCase()}`;
}

export const LIVE_ACCESS_KINDS = ['subscribers', 'ppv'] as const;
export type LiveAccessKind = (typeof LIVE_ACCESS_KINDS)[number];

export const LIVE_EVENT_STATES = ['scheduled', 'live', 'ended'] as const;
export type LiveEventState = (typeof LIVE_EVENT_STATES)[number];

export const LIVE_LIMITS = {
  titleMaxLength: 120,
  posterUrlMaxLength: 500,
  minDurationMinutes: 5,
  maxDurationMinutes: 24 * 60,
  /** ₹10. */
  minPricePaise: 1000,
  /** ₹10,000. */
  maxPricePaise: 1_000_000,
  streamKeyMaxLength: 100,
  /** How long an event may sit without an encoder before it ends (a dropped encoder may reconnect meanwhile). */
  reconnectGraceSeconds: 120,
  /** The list shows events that started at most this long ago when nobody published (a late start). */
  listLateStartHours: 6,
} as const;

export const LiveMessages = {
  titleRequired: 'Please enter the event title',
  titleTooLong: 'Event title must be at most 120 characters',
  invalidPosterUrl: 'Poster must be an http(s) URL of at most 500 characters',
  invalidStartAt: 'Start must be a date and time with its time zone',
  invalidDuration: 'Expected duration must be whole minutes between 5 and 1440',
  invalidAgeRating: 'Age rating must be one of U, U/A 7+, U/A 13+, U/A 16+, A',
  invalidAccess: 'Access must be subscribers or ppv',
  invalidPrice: 'Pay-per-view price must be whole paise between ₹10 and ₹10,000',
  priceRequired: 'A pay-per-view event needs its price',
  priceNotAllowed: 'Only a pay-per-view event has a price',
  startInPast: 'Start must not be in the past',
  created: 'Live event scheduled',
  fetched: 'Live events fetched successfully',
  eventNotFound: 'Live event not found',
  streamKeyRefused: 'Stream key refused',
  notLive: 'This event is not live right now',
  subscriptionRequired: 'Subscribe to a plan to watch this live event',
  purchaseRequired: 'Buy this pay-per-view event to watch it',
  playbackReady: 'Live stream ready',
  notPayPerView: 'Only a pay-per-view event is bought; this one comes with a plan',
  eventEnded: 'This event has ended',
  ticketOrderCreated: 'Order created; pay to watch the event',
  alreadyBought: 'You have already bought this event',
  ended: 'Live event ended; its recording becomes a title',
  recordingStored: 'Recording stored',
  recordingRequired: 'A recording file is required',
  healthStored: 'Health recorded',
  manifestNotReady: 'The live stream is not ready yet',
} as const;

/** A viewer counts as watching while their player fetched a file of the event this recently. */
export const LIVE_VIEWER_WINDOW_SECONDS = 30;
/** A ladder report older than this is not shown (the ladder reports every 2 s while it runs). */
export const LIVE_HEALTH_TTL_SECONDS = 20;

/** The ingest's notification: the stream key the encoder published with. */
export interface LiveIngestRequest {
  streamKey: string;
}

/** The ingest stored what one encoder connection sent (`connection` orders them: later is longer). */
export interface LiveRecordingNotice {
  eventId: string;
  connection: string;
  sourceKey: string;
}

/** The genre of the titles recorded from live events (docs/live.md, "Live to VOD"). */
export const LIVE_RECORDING_GENRE = 'LIVE EVENTS';
/** A recording's external id: one title per event, however often its making is retried. */
export const liveRecordingExternalId = (eventId: string): string => `live:${eventId}`;
/** An encoder connection's name, as the ladder makes it (`c` + base-36 milliseconds). */
export const LIVE_CONNECTION_PATTERN = /^c[0-9a-z]{1,12}$/;

/** Which event a publish belongs to: the ingest renames the stream to the event id. */
export interface LivePublishReply {
  eventId: string;
}

/** Billing's request for a ticket order. */
export interface LiveTicketOrderRequest {
  eventId: string;
}

/** The packaged files of a live event (ffmpeg's dash muxer; docs/live.md). */
export const LIVE_MANIFESTS = { dash: 'manifest.mpd', hls: 'master.m3u8' } as const;
/** A file of a live event's directory: manifests, playlists, init and media segments. */
export const LIVE_FILE_PATTERN = /^[A-Za-z0-9_-]{1,80}\.(mpd|m3u8|m4s)$/;
