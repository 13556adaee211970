import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  LIVE_LIMITS,
  LiveMessages,
  type AdminLiveEvent,
  type AdminLiveEventList,
  type LiveEvent,
  type LiveEventList,
  type LivePlaybackGrant,
  type LivePublishReply,
  type Principal,
} from '@streamhub/contracts';
import { ServiceError, signedIn } from '@streamhub/nest-kit';
import { AccessService } from '../access/access.service';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { parseNewLiveEvent } from './live-event-input';
import { effectiveState, graceCutoff } from './live-event-state';
import { LiveEventsRepository, type LiveEventRecord } from './live-events.repository';

/** A stream key: 192 random bits, URL- and RTMP-safe. */
const newStreamKey = (): string => randomBytes(24).toString('base64url');

/** Live events (docs/live.md): scheduling, the public list, and the ingest's publish checks. */
@Injectable()
export class LiveEventsService {
  constructor(
    private readonly events: LiveEventsRepository,
    private readonly access: AccessService,
    @Inject(CATALOG_CONFIG) private readonly config: Pick<CatalogConfig, 'LIVE_RTMP_URL'>,
  ) {}

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
      return ticket.maxQuality ? { event, maxQuality: ticket.maxQuality } : { event };
    }
    const access = await this.access.checkAllTitlesPlan(caller);
    if (!access.hasAccess) throw ServiceError.forbidden(LiveMessages.subscriptionRequired, 'SUBSCRIPTION_REQUIRED');
    return access.maxQuality ? { event, maxQuality: access.maxQuality } : { event };
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
    createdAt: record.createdAt.toISOString(),
  };
}
