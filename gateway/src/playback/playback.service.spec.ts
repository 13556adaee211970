import { describe, expect, it } from 'vitest';
import { ForbiddenException } from '@nestjs/common';
import {
  CatalogMessages,
  LiveMessages,
  MediaMessages,
  ProfileMessages,
  StreamMessages,
  type ActiveProfile,
  type LiveEvent,
  type PlaybackReply,
  type Principal,
  type Video,
} from '@streamhub/contracts';
import { strictFake } from '@streamhub/testkit';
import type { GatewayConfig } from '../config';
import { LiveSigner } from '../live/live-signer';
import { MediaSigner } from '../media/media-signer';
import { verifyMediaToken } from '../media/media-token';
import type { StoredSession, StreamSessions } from '../streams/stream-sessions';
import { PlaybackService, viewerOf, type Viewer } from './playback.service';

const SECRET = 'a-test-secret-of-enough-length-for-hmac';
const config = {
  MEDIA_URL_SECRET: SECRET,
  MEDIA_URL_TTL_MINUTES: 60,
  CATALOG_CACHE_TTL_MS: 60_000,
  STREAM_HEARTBEAT_SECONDS: 5,
} as GatewayConfig;
const VIDEO_ID = '0123456789abcdef01234567';
const EVENT_ID = '1123456789abcdef01234567';

const video = (over: Partial<Video> = {}): Video =>
  ({ _id: VIDEO_ID, title: 'A film', ageRating: 'U/A 13+', trailer: null, seriesTrailerUrl: null, ...over }) as Video;
const stream = { dir: 'videos/v1', dash: 'manifest.mpd', hls: 'master.m3u8', heights: [1080, 720, 480, 240] };
const granted = (over: Partial<PlaybackReply> = {}): PlaybackReply =>
  ({ video: video(), access: 'granted', stream, tier: { maxQuality: 'SD', screens: 2 }, ...over }) as PlaybackReply;

const profile = (over: Partial<ActiveProfile> = {}): ActiveProfile => ({
  id: 'p1',
  maturityLimit: 'A',
  kids: false,
  pinNeeded: false,
  ageConfirmed: true,
  ...over,
});
const principal = (over: Partial<Principal> = {}): Principal => ({
  userId: 'u1',
  email: 'v@example.com',
  role: 'user',
  isAdmin: false,
  profile: profile(),
  ...over,
});
const viewer = (over: Partial<Viewer> = {}): Viewer & { principal: Principal } => ({
  principal: principal(),
  wanted: { kind: 'default' },
  owner: 'token-1',
  device: { id: 'device-1', name: 'Chrome on Linux' },
  ...over,
});

const session = (over: Partial<StoredSession> = {}): StoredSession => ({
  id: 'session-0001',
  owner: 'token-1',
  beat: 'beat-1',
  dflt: true,
  deviceId: 'device-1',
  deviceName: 'Chrome on Linux',
  videoId: VIDEO_ID,
  title: 'A film',
  since: 0,
  seenAt: 0,
  ...over,
});

/** Stream sessions that must not be touched: any call fails the test. */
const noSessions = () => strictFake<StreamSessions>('streams');

/** Stream sessions whose open() answers `result` and records what it was asked. */
function sessions(result: Awaited<ReturnType<StreamSessions['open']>>) {
  const calls: Parameters<StreamSessions['open']>[] = [];
  const fake = strictFake<StreamSessions>('streams', {
    open: async (...args: Parameters<StreamSessions['open']>) => {
      calls.push(args);
      return result;
    },
    grant: (s: StoredSession) => ({ id: s.id, heartbeatSeconds: 5, beat: s.beat }),
    staleAfterMs: 15_000,
  });
  return { fake, calls };
}

const service = (streams: StreamSessions) =>
  new PlaybackService(new MediaSigner(config), new LiveSigner(config), streams);

const tokenOf = (url: string) => /\/s\/([^/]+)\//.exec(url)![1]!;
const mediaGrant = (url: string) => verifyMediaToken(tokenOf(url), SECRET, Math.floor(Date.now() / 1000));

describe('PlaybackService: titles', () => {
  it('signs nothing, not even the trailer, for a title above the profile limit, so a kids profile cannot reach it', async () => {
    const reply = await service(noSessions()).title(
      granted({ video: video({ ageRating: 'A' }), trailers: { series: null, videos: [VIDEO_ID] } }),
      viewer({ principal: principal({ profile: profile({ maturityLimit: 'U', kids: true }) }) }),
    );
    expect(reply.code).toBe('PROFILE_LIMIT');
    expect(reply.message).toBe(ProfileMessages.profileLimit('A', 'U'));
    expect(reply.data.video.trailer).toBeNull();
    expect(reply.data.video.sources).toBeUndefined();
  });

  it('asks a guest to sign in but still signs the promotional trailer', async () => {
    const reply = await service(noSessions()).title(
      granted({ access: 'sign-in', stream: null, tier: null, trailers: { series: null, videos: [VIDEO_ID] } }),
      viewer({ principal: undefined }),
    );
    expect(reply.message).toBe(MediaMessages.signInRequired);
    expect(reply.data.video.trailer).toMatch(/^\/api\/v1\/media\/s\/[^/]+\/manifest\.mpd$/);
    expect(reply.data.video.sources).toBeUndefined();
  });

  it('holds back an A title until the adult confirms their age, as the ratings rules require', async () => {
    const reply = await service(noSessions()).title(
      granted({ video: video({ ageRating: 'A' }) }),
      viewer({ principal: principal({ profile: profile({ ageConfirmed: false }) }) }),
    );
    expect(reply.code).toBe('AGE_CONFIRMATION_REQUIRED');
    expect(reply.message).toBe(ProfileMessages.ageConfirmationToPlay);
  });

  it('asks for the PIN while the parental lock stands, before the plan is even looked at', async () => {
    const reply = await service(noSessions()).title(
      granted({ video: video({ ageRating: 'U/A 16+' }), access: 'subscription' }),
      viewer({ principal: principal({ profile: profile({ pinNeeded: true }) }) }),
    );
    expect(reply.code).toBe('PIN_REQUIRED');
    expect(reply.message).toBe(ProfileMessages.pinToPlay);
  });

  it('answers SUBSCRIPTION_REQUIRED without sources when no plan opens the title', async () => {
    const reply = await service(noSessions()).title(granted({ access: 'subscription', stream: null }), viewer());
    expect(reply.code).toBe('SUBSCRIPTION_REQUIRED');
    expect(reply.message).toBe(MediaMessages.subscriptionRequired);
    expect(reply.data.video.sources).toBeUndefined();
  });

  it('gives details only for a title whose stream is not ready yet', async () => {
    const reply = await service(noSessions()).title(granted({ stream: null }), viewer());
    expect(reply.code).toBeUndefined();
    expect(reply.message).toBe(CatalogMessages.videoFetched);
    expect(reply.data.video.sources).toBeUndefined();
  });

  it('signs uncapped sources without a session for an admin (no plan tier, so no screens or cap apply)', async () => {
    const reply = await service(noSessions()).title(granted({ tier: null }), viewer());
    const url = reply.data.video.sources!.find((s) => s.type === 'dash')!.url;
    expect(mediaGrant(url)).toMatchObject({ videoId: VIDEO_ID, userId: 'u1' });
    expect(mediaGrant(url)?.maxHeight).toBeUndefined();
    expect(mediaGrant(url)?.session).toBeUndefined();
    expect(reply.data.session).toBeUndefined();
  });

  it('takes no screen when the player asks for the details only (X-Stream-Session: none)', async () => {
    const reply = await service(noSessions()).title(granted(), viewer({ wanted: null }));
    expect(reply.data.video.sources).toBeUndefined();
    expect(reply.data.session).toBeUndefined();
  });

  it("opens the wanted session on the plan's screens and binds the URLs to it and to the plan's quality cap", async () => {
    const { fake, calls } = sessions({ ok: true, session: session() });
    const reply = await service(fake).title(granted(), viewer({ wanted: { kind: 'new' } }));
    expect(calls).toHaveLength(1);
    const [userId, owner, wanted, device, title, screens] = calls[0]!;
    expect({ userId, owner, wanted, device, title, screens }).toEqual({
      userId: 'u1',
      owner: 'token-1',
      wanted: { kind: 'new' },
      device: { id: 'device-1', name: 'Chrome on Linux' },
      title: { id: VIDEO_ID, title: 'A film' },
      screens: 2,
    });
    const url = reply.data.video.sources!.find((s) => s.type === 'dash')!.url;
    // SD is 480 lines: the 480p rung is the tallest this plan plays.
    expect(mediaGrant(url)).toMatchObject({ maxHeight: 480, session: 'session-0001' });
    expect(reply.data.session).toEqual({ id: 'session-0001', heartbeatSeconds: 5, beat: 'beat-1' });
  });

  it('caps at the lowest rung when every rung is taller than the plan allows, so a capped plan still plays', async () => {
    const { fake } = sessions({ ok: true, session: session() });
    const reply = await service(fake).title(
      granted({ stream: { ...stream, heights: [2160, 1440] } }),
      viewer({ wanted: { kind: 'new' } }),
    );
    expect(mediaGrant(reply.data.video.sources![0]!.url)?.maxHeight).toBe(1440);
  });

  it('refuses with TOO_MANY_STREAMS and the sessions holding every screen, so the viewer can stop one', async () => {
    const other = session({ id: 'session-0002', owner: 'token-2', deviceId: 'tv', deviceName: 'Smart TV' });
    const { fake } = sessions({ ok: false, others: [other] });
    const reply = await service(fake).title(granted(), viewer());
    expect(reply.code).toBe('TOO_MANY_STREAMS');
    expect(reply.message).toBe(StreamMessages.tooManyStreams);
    expect(reply.data.screens).toBe(2);
    expect(reply.data.streams).toEqual([
      expect.objectContaining({ id: 'session-0002', deviceName: 'Smart TV', current: false }),
    ]);
    expect(reply.data.video.sources).toBeUndefined();
  });
});

const event = (over: Partial<LiveEvent> = {}): LiveEvent => ({
  _id: EVENT_ID,
  title: 'The final',
  posterUrl: null,
  startAt: '2026-01-01T00:00:00.000Z',
  expectedDurationMinutes: 120,
  ageRating: 'U/A 13+',
  access: 'subscribers',
  pricePaise: null,
  state: 'live',
  vodVideoId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

async function refusal(promise: Promise<unknown>): Promise<{ code?: string; message?: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ForbiddenException);
  return (error as ForbiddenException).getResponse() as { code?: string; message?: string };
}

describe('PlaybackService: live events', () => {
  it("refuses a live event above the profile's limit with 403 PROFILE_LIMIT, as for titles", async () => {
    const body = await refusal(
      service(noSessions()).live(
        { event: event({ ageRating: 'A' }) },
        viewer({ principal: principal({ profile: profile({ maturityLimit: 'U/A 7+', kids: true }) }) }),
      ),
    );
    expect(body).toEqual({ code: 'PROFILE_LIMIT', message: ProfileMessages.profileLimit('A', 'U/A 7+') });
  });

  it('refuses an A event until the age is confirmed, and a locked one until the PIN is entered', async () => {
    const age = await refusal(
      service(noSessions()).live(
        { event: event({ ageRating: 'A' }) },
        viewer({ principal: principal({ profile: profile({ ageConfirmed: false }) }) }),
      ),
    );
    expect(age.code).toBe('AGE_CONFIRMATION_REQUIRED');
    const pin = await refusal(
      service(noSessions()).live(
        { event: event({ ageRating: 'U/A 16+' }) },
        viewer({ principal: principal({ profile: profile({ pinNeeded: true }) }) }),
      ),
    );
    expect(pin.code).toBe('PIN_REQUIRED');
  });

  it('signs the live manifests for the viewer when no plan limits apply (admins)', async () => {
    const reply = await service(noSessions()).live({ event: event() }, viewer());
    expect(reply.message).toBe(LiveMessages.playbackReady);
    expect(reply.data.sources.map((s) => s.type)).toEqual(['dash', 'hls']);
  });
});

describe('PlaybackService: live events on a plan', () => {
  const onPlan = { event: event(), maxQuality: 'SD' as const, screens: 2 };

  it("takes one of the plan's screens for a live play, as a title's does, and binds the URLs to it and to the cap", async () => {
    const { fake, calls } = sessions({ ok: true, session: session({ videoId: EVENT_ID }) });
    const reply = await service(fake).live(onPlan, viewer({ wanted: { kind: 'new' } }));
    expect(calls).toHaveLength(1);
    const [userId, owner, wanted, , title, screens] = calls[0]!;
    expect({ userId, owner, wanted, title, screens }).toEqual({
      userId: 'u1',
      owner: 'token-1',
      wanted: { kind: 'new' },
      // The session names the event, so the live path checks it plays this event.
      title: { id: EVENT_ID, title: 'The final' },
      screens: 2,
    });
    const grant = new LiveSigner(config).admit(tokenOf(reply.data.sources[0]!.url), 'manifest.mpd');
    // SD is 480 lines; the rungs above it leave the manifests when they are read.
    expect(grant).toMatchObject({ videoId: EVENT_ID, userId: 'u1', maxHeight: 480, session: 'session-0001' });
    expect(reply.data.session).toEqual({ id: 'session-0001', heartbeatSeconds: 5, beat: 'beat-1' });
  });

  it('plays as the default playback when the player asks for none, since a live page always plays', async () => {
    const { fake, calls } = sessions({ ok: true, session: session() });
    await service(fake).live(onPlan, viewer({ wanted: null }));
    expect(calls[0]![2]).toEqual({ kind: 'default' });
  });

  it('refuses a play past the screens limit with 403 TOO_MANY_STREAMS, signing nothing', async () => {
    const { fake } = sessions({ ok: false, others: [session({ id: 'session-0002', owner: 'token-2' })] });
    const body = await refusal(service(fake).live(onPlan, viewer()));
    expect(body).toEqual({ code: 'TOO_MANY_STREAMS', message: StreamMessages.tooManyStreams });
  });

  it('checks the profile before taking a screen, so a blocked play never holds one', async () => {
    const body = await refusal(
      service(noSessions()).live(
        { ...onPlan, event: event({ ageRating: 'A' }) },
        viewer({ principal: principal({ profile: profile({ maturityLimit: 'U', kids: true }) }) }),
      ),
    );
    expect(body.code).toBe('PROFILE_LIMIT');
  });
});

describe('viewerOf', () => {
  it('reads the wanted playback, the token binding and the device label from the request', () => {
    const v = viewerOf(
      {
        headers: { authorization: 'Bearer a.b.c', 'x-stream-session': 'new', 'user-agent': 'Mozilla/5.0 (X11; Linux)' },
      },
      principal(),
    );
    expect(v.wanted).toEqual({ kind: 'new' });
    expect(v.owner).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(v.device.id).toMatch(/^ua-/);
  });
});
