import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  LIVE_CONNECTION_PATTERN,
  LIVE_LIMITS,
  LIVE_RECORDING_GENRE,
  liveRecordingExternalId,
  LiveMessages,
  type AdminLiveEvent,
  type AdminLiveEventList,
  type AdminLiveEventState,
  type LiveEvent,
  type LiveEventList,
  type LivePlaybackGrant,
  type LivePublishReply,
  type LiveRecordingNotice,
  type Principal,
} from '@streamhub/contracts';
import { ServiceError, signedIn } from '@streamhub/nest-kit';
import { AccessService } from '../access/access.service';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { MediaService } from '../media/media.service';
import { parseNewLiveEvent } from './live-event-input';
import { effectiveState, graceCutoff, recordingComplete } from './live-event-state';
import { LiveEventsRepository, type LiveEventRecord } from './live-events.repository';

/** A stream key: 192 random bits, URL- and RTMP-safe. */
const newStreamKey = (): string => randomBytes(24).toString('base64url');

/** How often events whose reconnect grace lapsed are looked at for a recording to make a title of. */
const VOD_SWEEP_MS = 15_000;
const VOD_SWEEP_BATCH = 20;

/** Live events (docs/live.md): scheduling, the public list, the ingest's publish checks, and live to VOD. */
@Injectable()
export class LiveEventsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LiveEventsService.name);
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly events: LiveEventsRepository,
    private readonly access: AccessService,
    private readonly media: MediaService,
    @Inject(CATALOG_CONFIG) private readonly config: Pick<CatalogConfig, 'LIVE_RTMP_URL'>,
  ) {}

  onApplicationBootstrap(): void {
    // An admin's end and a late recording make the title at once; this catches a lapsed reconnect grace.
    this.sweepTimer = setInterval(() => void this.sweepRecordings(), VOD_SWEEP_MS);
    this.sweepTimer.unref();
  }

  onApplicationShutdown(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }

  private clock(): Date {
    return new Date();
  }

  async create(raw: unknown): Promise<AdminLiveEvent> {
    const now = this.clock();
    const record = await this.events.create({ ...parseNewLiveEvent(raw, now), streamKey: newStreamKey() });
    return this.toAdmin(record, now);
  }

  async adminList(): Promise<AdminLiveEventList> {
    const now = this.clock();
    const records = await this.events.listAll();
    return { events: records.map((record) => this.toAdmin(record, now)) };
  }

  /** One event for the live-control page, with when its encoder came and went. */
  async adminGet(rawId: unknown): Promise<AdminLiveEventState> {
    const record = typeof rawId === 'string' ? await this.events.findById(rawId) : null;
    if (!record) throw ServiceError.notFound(LiveMessages.eventNotFound);
    const connected = record.encoderConnectedAt !== null && record.encoderLeftAt === null;
    return {
      ...this.toAdmin(record, this.clock()),
      encoder: {
        connected,
        connectedAt: record.encoderConnectedAt?.toISOString() ?? null,
        leftAt: record.encoderLeftAt?.toISOString() ?? null,
      },
    };
  }

  /** Live now, then starting soon; events that ended (or were never started long after their start) drop out. */
  async list(): Promise<LiveEventList> {
    const now = this.clock();
    const since = new Date(now.getTime() - LIVE_LIMITS.listLateStartHours * 3600 * 1000);
    const records = await this.events.listCurrent(since);
    const events = records.map((record) => toPublic(record, now)).filter((event) => event.state !== 'ended');
    events.sort((a, b) => Number(b.state === 'live') - Number(a.state === 'live'));
    return { events };
  }

  /** The ingest asks before accepting an encoder: the key must name an event that has not ended. */
  async publish(rawKey: unknown): Promise<LivePublishReply> {
    const streamKey = parseKey(rawKey);
    const now = this.clock();
    const record = await this.events.startPublishing(streamKey, now, graceCutoff(now));
    if (!record) throw ServiceError.forbidden(LiveMessages.streamKeyRefused);
    return { eventId: record._id };
  }

  /** The encoder left: the event stays live for the reconnect grace. */
  async unpublish(rawKey: unknown): Promise<LivePublishReply> {
    const streamKey = parseKey(rawKey);
    const record = await this.events.stopPublishing(streamKey, this.clock());
    if (!record) throw ServiceError.notFound(LiveMessages.eventNotFound);
    return { eventId: record._id };
  }

  /** An admin ends the event: no encoder may publish again, and its recording becomes a title. */
  async end(rawId: unknown): Promise<AdminLiveEvent> {
    const record = typeof rawId === 'string' ? await this.events.end(rawId, this.clock()) : null;
    if (!record) throw ServiceError.notFound(LiveMessages.eventNotFound);
    return this.toAdmin(await this.makeVodIfComplete(record), this.clock());
  }

  /** The ingest's periodic check of a publishing encoder: refused (and dropped) once an admin ended the event. */
  async update(rawKey: unknown): Promise<LivePublishReply> {
    const key = parseKey(rawKey);
    // nginx-rtmp names the stream by its key or, after the publish check's rename, by the event id.
    const record = (await this.events.findByStreamKey(key)) ?? (await this.events.findById(key));
    if (!record) throw ServiceError.notFound(LiveMessages.eventNotFound);
    if (record.state === 'ended') throw ServiceError.forbidden(LiveMessages.streamKeyRefused);
    return { eventId: record._id };
  }

  /** The ingest stored a connection's recording (every connection so far, in order). */
  async recorded(notice: Partial<LiveRecordingNotice> | undefined): Promise<LivePublishReply> {
    const { eventId, connection, sourceKey } = notice ?? {};
    if (
      typeof eventId !== 'string' ||
      typeof sourceKey !== 'string' ||
      typeof connection !== 'string' ||
      !LIVE_CONNECTION_PATTERN.test(connection)
    ) {
      throw ServiceError.invalid(LiveMessages.recordingRequired);
    }
    const record = await this.events.setRecording(eventId, connection, sourceKey);
    if (!record) {
      // No such event, a title made already, or a later connection's recording kept: nothing to do.
      if (!(await this.events.findById(eventId))) throw ServiceError.notFound(LiveMessages.eventNotFound);
      return { eventId };
    }
    await this.makeVodIfComplete(record);
    return { eventId };
  }

  /** Makes the titles of events whose grace lapsed since their encoder left (the timer's work). */
  async sweepRecordings(): Promise<number> {
    let made = 0;
    try {
      for (const record of await this.events.findAwaitingVod(VOD_SWEEP_BATCH)) {
        if ((await this.makeVodIfComplete(record)).vodVideoId) made++;
      }
    } catch (err) {
      this.logger.warn(`recordings not looked at: ${err instanceof Error ? err.message : String(err)}`);
    }
    return made;
  }

  /**
   * The event's recording becomes a regular title through the media pipeline once it is complete
   * (docs/live.md, "Live to VOD"): the event's title, poster and rating, for subscribers like any
   * title. The upload's external id is the event's, so a retry or a second caller gets the same title.
   */
  private async makeVodIfComplete(record: LiveEventRecord): Promise<LiveEventRecord> {
    if (!recordingComplete(record, this.clock()) || !record.recordingKey) return record;
    const video = await this.media.upload({
      videoTitle: record.title,
      description: `Recorded live on ${record.startAt.toISOString().slice(0, 10)}.`,
      genre: LIVE_RECORDING_GENRE,
      videoType: 'movie',
      ageRating: record.ageRating,
      poster: record.posterUrl,
      sourceKey: record.recordingKey,
      externalId: liveRecordingExternalId(record._id),
    });
    const linked = await this.events.setVod(record._id, video._id);
    if (linked) this.logger.log(`live event ${record._id}: recording is title ${video._id}`);
    return linked ?? { ...record, vodVideoId: video._id };
  }

  /**
   * Whether the caller may watch the event now: it must be live; a subscribers event opens with any
   * active all-titles plan (at its tier), a pay-per-view one only for the holders of a ticket bought
   * through billing's orders (docs/live.md, "Pay-per-view").
   */
  async playback(principal: Principal | undefined, rawId: unknown): Promise<LivePlaybackGrant> {
    const caller = signedIn(principal);
    const record = typeof rawId === 'string' ? await this.events.findById(rawId) : null;
    if (!record) throw ServiceError.notFound(LiveMessages.eventNotFound);
    const event = toPublic(record, this.clock());
    if (event.state !== 'live') throw ServiceError.conflict(LiveMessages.notLive);
    if (caller.isAdmin) return { event };
    if (event.access === 'ppv') {
      const ticket = await this.access.checkLiveTicket(caller, event._id);
      if (!ticket.hasAccess) throw ServiceError.forbidden(LiveMessages.purchaseRequired, 'PURCHASE_REQUIRED');
      return ticket.maxQuality ? { event, maxQuality: ticket.maxQuality, screens: ticket.screens } : { event };
    }
    const access = await this.access.checkAllTitlesPlan(caller);
    if (!access.hasAccess) throw ServiceError.forbidden(LiveMessages.subscriptionRequired, 'SUBSCRIPTION_REQUIRED');
    return access.maxQuality ? { event, maxQuality: access.maxQuality, screens: access.screens } : { event };
  }

  /** One event's public fields (billing's look-up before it sells a ticket); not found for anything else. */
  async get(rawId: unknown): Promise<LiveEvent> {
    const record = typeof rawId === 'string' ? await this.events.findById(rawId) : null;
    if (!record) throw ServiceError.notFound(LiveMessages.eventNotFound);
    return toPublic(record, this.clock());
  }

  private toAdmin(record: LiveEventRecord, now: Date): AdminLiveEvent {
    return {
      event: toPublic(record, now),
      ingest: { rtmpUrl: this.config.LIVE_RTMP_URL, streamKey: record.streamKey },
    };
  }
}

function parseKey(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > LIVE_LIMITS.streamKeyMaxLength) {
    throw ServiceError.forbidden(LiveMessages.streamKeyRefused);
  }
  return raw;
}

function toPublic(record: LiveEventRecord, now: Date): LiveEvent {
  return {
    _id: record._id,
    title: record.title,
    posterUrl: record.posterUrl,
    startAt: record.startAt.toISOString(),
    expectedDurationMinutes: record.expectedDurationMinutes,
    ageRating: record.ageRating,
    access: record.access,
    pricePaise: record.pricePaise,
    state: effectiveState(record, now),
    vodVideoId: record.vodVideoId ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}
