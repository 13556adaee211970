import { describe, expect, it } from 'vitest';
import {
  BillingEvents,
  liveTicketTarget,
  type EpisodeDetail,
  type EventEnvelope,
  type Principal,
  type SubscriptionEvent,
  type Video,
} from '@streamhub/contracts';
import type { ProcessedEvents } from '@streamhub/nest-kit';
import { strictFake } from '@streamhub/testkit';
import type { VideosService } from '../videos/videos.service';
import type { EntitlementChange, EntitlementsRepository } from './entitlements.repository';
import type { Entitlement } from './access-rule';
import { AccessService } from './access.service';

const now = new Date('2026-06-01T12:00:00.000Z');
const viewer: Principal = { userId: 'u1', email: 'u1@test.local', role: 'user', isAdmin: false };
const admin: Principal = { userId: 'a1', email: 'a1@test.local', role: 'admin', isAdmin: true };
const VIDEO_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER_PART_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';

function service(
  options: { entitlements?: Entitlement[]; applied?: EntitlementChange[]; seen?: Set<string> } = {},
): AccessService {
  const entitlements = strictFake<EntitlementsRepository>('entitlements', {
    activeFor: async (userId, at) => {
      expect(userId).toBe(viewer.userId);
      expect(at).toBe(now);
      return options.entitlements ?? [];
    },
    apply: async (change) => {
      options.applied?.push(change);
      return true;
    },
  });
  const videos = strictFake<VideosService>('videos', {
    get: async (id) => ({ _id: id, episodeName: 'MONSOON FILES' }) as Video,
    byEpisodeName: async () =>
      ({
        episodeName: 'MONSOON FILES',
        count: 2,
        parts: [{ _id: VIDEO_ID } as Video, { _id: OTHER_PART_ID } as Video],
        series: null,
      }) as EpisodeDetail,
  });
  const seen = options.seen ?? new Set<string>();
  const processed = strictFake<ProcessedEvents>('processed', {
    once: async (event, apply) => {
      if (seen.has(event.id)) return false;
      await apply();
      seen.add(event.id);
      return true;
    },
  });
  return new AccessService(entitlements, videos, processed, () => now);
}

function subscriptionEvent(over: Partial<SubscriptionEvent> = {}, id = 'evt-1'): EventEnvelope<SubscriptionEvent> {
  return {
    id,
    type: BillingEvents.subscriptionActivated,
    key: 'sub-1',
    occurredAt: '2026-06-01T10:00:00.000Z',
    payload: {
      subscriptionId: 'sub-1',
      userId: viewer.userId,
      planCode: 'EPISODE_14DAY',
      scope: 'episode',
      episodeId: null,
      episodeName: ' monsoon files ',
      startAt: '2026-06-01T10:00:00.000Z',
      endAt: '2026-06-15T10:00:00.000Z',
      ...over,
    },
  };
}

describe('AccessService', () => {
  it('refuses a caller without a principal', async () => {
    await expect(service().checkVideo(undefined, VIDEO_ID)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lets admins watch without reading entitlements', async () => {
    await expect(service().checkVideo(admin, VIDEO_ID)).resolves.toEqual({ hasAccess: true });
    await expect(service().checkEpisode(admin, 'monsoon files')).resolves.toEqual({ hasAccess: true });
  });

  it('answers from the projection: an episode subscription by name opens that episode', async () => {
    const entitlements: Entitlement[] = [
      { scope: 'episode', episodeId: null, episodeName: 'MONSOON FILES', endAt: new Date('2026-06-15'), active: true },
    ];
    // Records from before tiers play with the defaults.
    const defaults = {
      hasAccess: true,
      maxQuality: 'HD',
      screens: 2,
      withAds: false,
      downloads: 25,
      downloadDevices: 4,
    };
    await expect(service({ entitlements }).checkVideo(viewer, VIDEO_ID)).resolves.toEqual(defaults);
    await expect(service({ entitlements }).checkEpisode(viewer, 'Monsoon Files')).resolves.toEqual(defaults);
  });

  it("plays with the best tier of the plans that open the title, not of the viewer's other plans", async () => {
    const until = new Date('2026-06-15');
    const entitlements: Entitlement[] = [
      {
        scope: 'episode',
        episodeId: null,
        episodeName: 'MONSOON FILES',
        endAt: until,
        active: true,
        maxQuality: 'SD',
        screens: 1,
      },
      { scope: 'all', episodeId: null, episodeName: null, endAt: until, active: true, maxQuality: 'HD', screens: 2 },
      {
        scope: 'episode',
        episodeId: null,
        episodeName: 'OTHER SHOW',
        endAt: until,
        active: true,
        maxQuality: '4K',
        screens: 4,
      },
    ];
    await expect(service({ entitlements }).checkVideo(viewer, VIDEO_ID)).resolves.toEqual({
      hasAccess: true,
      maxQuality: 'HD',
      screens: 2,
      withAds: false,
      downloads: 25,
      downloadDevices: 4,
    });
    await expect(service({ entitlements: entitlements.slice(0, 1) }).checkVideo(viewer, VIDEO_ID)).resolves.toEqual({
      hasAccess: true,
      maxQuality: 'SD',
      screens: 1,
      withAds: false,
      downloads: 25,
      downloadDevices: 4,
    });
  });

  it('plays with ads only when every plan that opens the title carries ads', async () => {
    const until = new Date('2026-06-15');
    const withAds: Entitlement = {
      scope: 'all',
      episodeId: null,
      episodeName: null,
      endAt: until,
      active: true,
      maxQuality: 'HD',
      screens: 1,
      withAds: true,
    };
    const adFree: Entitlement = { ...withAds, withAds: false };
    await expect(service({ entitlements: [withAds] }).checkVideo(viewer, VIDEO_ID)).resolves.toMatchObject({
      withAds: true,
    });
    // Ads target plans by code: the answer names the ads plan that opens the title.
    const coded: Entitlement[] = [
      { ...withAds, planCode: 'ZZ_ADS' },
      { ...withAds, planCode: 'ALL_30DAY_ADS' },
    ];
    await expect(service({ entitlements: coded }).checkVideo(viewer, VIDEO_ID)).resolves.toMatchObject({
      withAds: true,
      planCode: 'ALL_30DAY_ADS',
    });
    await expect(service({ entitlements: [withAds, adFree] }).checkVideo(viewer, VIDEO_ID)).resolves.toMatchObject({
      withAds: false,
    });
  });

  it('downloads with the most titles and devices of the plans that open the title', async () => {
    const until = new Date('2026-06-15');
    const plan = (downloads: number, downloadDevices: number): Entitlement => ({
      scope: 'all',
      episodeId: null,
      episodeName: null,
      endAt: until,
      active: true,
      downloads,
      downloadDevices,
    });
    await expect(service({ entitlements: [plan(0, 1)] }).checkVideo(viewer, VIDEO_ID)).resolves.toMatchObject({
      downloads: 0,
      downloadDevices: 1,
    });
    await expect(
      service({ entitlements: [plan(0, 1), plan(10, 2)] }).checkVideo(viewer, VIDEO_ID),
    ).resolves.toMatchObject({ downloads: 10, downloadDevices: 2 });
  });

  it('opens every part, per part and per episode alike, for a pass bought by one part id (no name stored)', async () => {
    const entitlements: Entitlement[] = [
      { scope: 'episode', episodeId: OTHER_PART_ID, episodeName: null, endAt: new Date('2026-06-15'), active: true },
    ];
    const defaults = {
      hasAccess: true,
      maxQuality: 'HD',
      screens: 2,
      withAds: false,
      downloads: 25,
      downloadDevices: 4,
    };
    await expect(service({ entitlements }).checkVideo(viewer, VIDEO_ID)).resolves.toEqual(defaults);
    await expect(service({ entitlements }).checkEpisode(viewer, 'Monsoon Files')).resolves.toEqual(defaults);
    const elsewhere: Entitlement[] = [{ ...entitlements[0]!, episodeId: 'cccccccccccccccccccccccc' }];
    await expect(service({ entitlements: elsewhere }).checkVideo(viewer, VIDEO_ID)).resolves.toEqual({
      hasAccess: false,
    });
  });

  it('says no when the only subscription has ended', async () => {
    const entitlements: Entitlement[] = [
      { scope: 'all', episodeId: null, episodeName: null, endAt: new Date('2026-06-01T11:59:59.999Z'), active: true },
    ];
    await expect(service({ entitlements }).checkVideo(viewer, VIDEO_ID)).resolves.toEqual({ hasAccess: false });
  });

  it('projects an activation with a normalised episode name, and a replayed event not again', async () => {
    const applied: EntitlementChange[] = [];
    const seen = new Set<string>();
    const access = service({ applied, seen });
    await expect(access.onSubscriptionEvent(subscriptionEvent(), true)).resolves.toBe(true);
    await expect(access.onSubscriptionEvent(subscriptionEvent(), true)).resolves.toBe(false);
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({
      subscriptionId: 'sub-1',
      scope: 'episode',
      episodeName: 'MONSOON FILES',
      active: true,
    });
    expect(applied[0]!.endAt).toEqual(new Date('2026-06-15T10:00:00.000Z'));
  });

  it("keeps a renewing plan's access through its grace (accessUntil), never less than its period", async () => {
    const applied: EntitlementChange[] = [];
    const access = service({ applied });
    await access.onSubscriptionEvent(subscriptionEvent({ accessUntil: '2026-06-20T10:00:00.000Z' }, 'evt-g1'), true);
    await access.onSubscriptionEvent(subscriptionEvent({ accessUntil: '2026-06-01T10:00:00.000Z' }, 'evt-g2'), true);
    expect(applied.map((change) => change.endAt)).toEqual([
      new Date('2026-06-20T10:00:00.000Z'),
      new Date('2026-06-15T10:00:00.000Z'),
    ]);
  });

  it('records an expiry as an inactive entitlement', async () => {
    const applied: EntitlementChange[] = [];
    await service({ applied }).onSubscriptionEvent(
      { ...subscriptionEvent({}, 'evt-2'), type: BillingEvents.subscriptionExpired },
      false,
    );
    expect(applied[0]).toMatchObject({ active: false });
  });

  it('ignores a malformed event instead of failing the consumer', async () => {
    const applied: EntitlementChange[] = [];
    await expect(service({ applied }).onSubscriptionEvent(subscriptionEvent({ endAt: 'never' }), true)).resolves.toBe(
      false,
    );
    expect(applied).toHaveLength(0);
  });

  it('opens a pay-per-view event only with a ticket for that event', async () => {
    const EVENT_ID = 'cccccccccccccccccccccccc';
    const ticket: Entitlement = {
      scope: 'episode',
      episodeId: null,
      episodeName: liveTicketTarget(EVENT_ID),
      endAt: new Date('2026-06-15'),
      active: true,
    };
    await expect(service({ entitlements: [ticket] }).checkLiveTicket(viewer, EVENT_ID)).resolves.toMatchObject({
      hasAccess: true,
    });
    await expect(
      service({ entitlements: [ticket] }).checkLiveTicket(viewer, 'dddddddddddddddddddddddd'),
    ).resolves.toEqual({ hasAccess: false });
    // An all-titles plan is not a ticket.
    const plan: Entitlement = { ...ticket, scope: 'all', episodeName: null };
    await expect(service({ entitlements: [plan] }).checkLiveTicket(viewer, EVENT_ID)).resolves.toEqual({
      hasAccess: false,
    });
    await expect(service().checkLiveTicket(admin, EVENT_ID)).resolves.toEqual({ hasAccess: true });
  });
});
