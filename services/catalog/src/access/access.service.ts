import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DEFAULT_PLAN_DOWNLOAD_DEVICES,
  DEFAULT_PLAN_DOWNLOADS,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  MAX_PLAN_DOWNLOAD_DEVICES,
  MAX_PLAN_DOWNLOADS,
  MAX_PLAN_SCREENS,
  PLAN_QUALITIES,
  liveTicketTarget,
  type AccessReply,
  type EventEnvelope,
  type Principal,
  subscriptionAccessEnd,
  type SubscriptionEvent,
} from '@streamhub/contracts';
import { ProcessedEvents, signedIn } from '@streamhub/nest-kit';
import { VideosService } from '../videos/videos.service';
import { bestTier, covering, type AccessTarget } from './access-rule';
import { EntitlementsRepository } from './entitlements.repository';

/** "Now" for expiry checks; a provider so tests can freeze it. */
export const CLOCK = Symbol('CLOCK');
export type Clock = () => Date;

/** Access checks answered from catalog's own entitlement projection (built from billing's events). */
@Injectable()
export class AccessService {
  private readonly logger = new Logger(AccessService.name);

  constructor(
    private readonly entitlements: EntitlementsRepository,
    private readonly videos: VideosService,
    private readonly processed: ProcessedEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async checkVideo(principal: Principal | undefined, videoId: unknown): Promise<AccessReply> {
    const caller = signedIn(principal);
    const video = await this.videos.get(videoId, caller);
    return this.decide(caller, { videoIds: [video._id], episodeName: video.episodeName }, async () =>
      (await this.videos.byEpisodeName(video.episodeName)).parts.map((p) => p._id),
    );
  }

  async checkEpisode(principal: Principal | undefined, name: unknown): Promise<AccessReply> {
    const caller = signedIn(principal);
    const episode = await this.videos.byEpisodeName(name);
    return this.decide(caller, { videoIds: episode.parts.map((p) => p._id), episodeName: episode.episodeName });
  }

  /** What opens a live event for subscribers (docs/live.md): any active all-titles plan, at its tier. */
  async checkAllTitlesPlan(principal: Principal | undefined): Promise<AccessReply> {
    const caller = signedIn(principal);
    if (caller.isAdmin) return { hasAccess: true };
    const now = this.clock();
    const opening = (await this.entitlements.activeFor(caller.userId, now)).filter(
      (e) => e.active && e.scope === 'all' && e.endAt.getTime() > now.getTime(),
    );
    return opening.length > 0 ? { hasAccess: true, ...bestTier(opening) } : { hasAccess: false };
  }

  /**
   * Whether the caller holds a ticket for a pay-per-view event (docs/live.md, "Pay-per-view"): a
   * purchase whose target is the event, active now. Admins always do.
   */
  async checkLiveTicket(principal: Principal | undefined, eventId: string): Promise<AccessReply> {
    const caller = signedIn(principal);
    if (caller.isAdmin) return { hasAccess: true };
    const now = this.clock();
    const target = liveTicketTarget(eventId);
    const tickets = (await this.entitlements.activeFor(caller.userId, now)).filter(
      (e) => e.active && e.scope === 'episode' && e.episodeName === target && e.endAt.getTime() > now.getTime(),
    );
    return tickets.length > 0 ? { hasAccess: true, ...bestTier(tickets) } : { hasAccess: false };
  }

  /** Applies a subscription event once (by event id); `active` is false for expired and cancelled. */
  async onSubscriptionEvent(event: EventEnvelope<SubscriptionEvent>, active: boolean): Promise<boolean> {
    const sub = event.payload;
    const startAt = new Date(sub?.startAt);
    // Access ends at the period's end, or later while a renewing plan's charge is taken or retried.
    const endAt = sub ? subscriptionAccessEnd(sub) : new Date(NaN);
    const occurredAt = new Date(event.occurredAt);
    if (
      !sub?.subscriptionId ||
      !sub.userId ||
      Number.isNaN(startAt.getTime()) ||
      Number.isNaN(endAt.getTime()) ||
      Number.isNaN(occurredAt.getTime())
    ) {
      this.logger.warn(`ignored malformed ${event.type} event ${event.id}`);
      return false;
    }
    return this.processed.once(event, async () => {
      await this.entitlements.apply({
        subscriptionId: sub.subscriptionId,
        userId: sub.userId,
        planCode: sub.planCode,
        scope: sub.scope === 'all' ? 'all' : 'episode',
        episodeId: sub.episodeId ? sub.episodeId.toLowerCase() : null,
        episodeName: sub.episodeName ? sub.episodeName.trim().toUpperCase() : null,
        startAt,
        endAt,
        active,
        occurredAt,
        maxQuality: sub.maxQuality && PLAN_QUALITIES.includes(sub.maxQuality) ? sub.maxQuality : DEFAULT_PLAN_QUALITY,
        screens:
          Number.isInteger(sub.screens) && sub.screens! >= 1 && sub.screens! <= MAX_PLAN_SCREENS
            ? sub.screens!
            : DEFAULT_PLAN_SCREENS,
        withAds: sub.withAds === true,
        downloads:
          Number.isInteger(sub.downloads) && sub.downloads! >= 0 && sub.downloads! <= MAX_PLAN_DOWNLOADS
            ? sub.downloads!
            : DEFAULT_PLAN_DOWNLOADS,
        downloadDevices:
          Number.isInteger(sub.downloadDevices) &&
          sub.downloadDevices! >= 1 &&
          sub.downloadDevices! <= MAX_PLAN_DOWNLOAD_DEVICES
            ? sub.downloadDevices!
            : DEFAULT_PLAN_DOWNLOAD_DEVICES,
      });
    });
  }

  /**
   * `partsOfGroup` widens a one-part check to the part's whole episode group, for passes bought by
   * a part id (before orders named the group): so the per-part and the per-episode checks agree
   * for every part. Read only when such a pass would decide it.
   */
  private async decide(
    caller: Principal,
    target: AccessTarget,
    partsOfGroup?: () => Promise<string[]>,
  ): Promise<AccessReply> {
    if (caller.isAdmin) return { hasAccess: true };
    const now = this.clock();
    const entitlements = await this.entitlements.activeFor(caller.userId, now);
    let opening = covering(entitlements, target, now);
    if (opening.length === 0 && partsOfGroup) {
      const boughtByPart = entitlements.filter((e) => e.scope === 'episode' && e.episodeId !== null);
      if (boughtByPart.length > 0) opening = covering(boughtByPart, { ...target, videoIds: await partsOfGroup() }, now);
    }
    return opening.length > 0 ? { hasAccess: true, ...bestTier(opening) } : { hasAccess: false };
  }
}
