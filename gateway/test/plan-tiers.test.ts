import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_ID_HEADER,
  MediaMessages,
  NEW_STREAM_SESSION,
  STREAM_SESSION_HEADER,
  StreamMessages,
  type PlanQuality,
  type StreamSessionView,
  type Video,
} from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  api,
  type ApiCall,
  closeTestKafka,
  makeTestClip,
  signInAs,
  testEnv,
  unique,
  waitFor,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';
import { subscribedViewer, uploadTranscodedVideo } from './media-helpers';

/*
 * A plan's tier on the real stack: the quality cap is enforced on the media path (manifests without
 * the taller renditions, their files refused), and its screens by stream sessions (one per playback,
 * kept alive by a heartbeat; one playback too many is refused until another stops).
 */

let dir: string;
let admin: string;
let video: Video;

async function viewerWith(maxQuality: PlanQuality, screens: number): Promise<{ token: string; userId: string }> {
  return subscribedViewer('Tier Viewer', 'tier', `TEST_${maxQuality}`, { maxQuality, screens });
}

/**
 * GET /videos/{id} from one device, once the subscription has reached catalog: a new playback, or
 * the renewal of the session `session` names.
 */
async function play(token: string, device: string, session = NEW_STREAM_SESSION): Promise<ApiCall> {
  return waitFor(
    async () => {
      const res = await api('GET', `/videos/${video._id}`, {
        token,
        headers: { [DEVICE_ID_HEADER]: device, [STREAM_SESSION_HEADER]: session },
      });
      return res.body?.code === 'SUBSCRIPTION_REQUIRED' ? undefined : res;
    },
    { timeoutMs: 20_000, what: 'the subscription to reach the access check' },
  );
}

const mediaBase = (v: Video) => `${testEnv.gatewayUrl}${v.sources[0]!.url.replace(/[^/]+$/, '')}`;
const get = (url: string) => fetch(url).then(async (res) => ({ status: res.status, text: await res.text() }));
const heightsOf = (mpd: string) =>
  [...mpd.matchAll(/<Representation\b[^>]*\sheight="(\d+)"/g)].map((m) => Number(m[1]));
const hlsHeights = (master: string) => [...master.matchAll(/RESOLUTION=\d+x(\d+)/g)].map((m) => Number(m[1]));

/** The Representation id of each video height, from the uncapped MPD. */
let idOfHeight: Map<number, string>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-tiers-test-'));
  // 720p: a three-rung ladder (720, 480, 360).
  const source = await makeTestClip(join(dir, 'source.mp4'), { width: 1280, height: 720, seconds: 4 });
  admin = (await signInAs(DEMO_ADMIN)).token;
  video = await uploadTranscodedVideo(
    { videoTitle: unique('Tiered'), genre: 'Drama', languages: 'English' },
    source,
    admin,
  );
  const mpd = await get(`${mediaBase(video)}manifest.mpd`);
  idOfHeight = new Map(
    [...mpd.text.matchAll(/<Representation\b[^>]*\sid="([^"]+)"[^>]*\sheight="(\d+)"/g)].map((m) => [
      Number(m[2]),
      m[1]!,
    ]),
  );
}, 200_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await closeTestKafka();
});

describe('quality tiers on the media path', () => {
  it('an admin is uncapped and opens no stream session', async () => {
    expect([...idOfHeight.keys()].sort((a, b) => b - a)).toEqual([720, 480, 360]);
    const res = await api('GET', `/videos/${video._id}`, { token: admin });
    expect(res.body.data.session).toBeUndefined();
    expect(res.body.data.video.sources[0].quality).toBe('720p');
  });

  it("an SD viewer's master playlist and MPD list no rung above 480, and a 720 file is refused", async () => {
    const viewer = await viewerWith('SD', 1);
    const res = await play(viewer.token, unique('device'));
    expect(res.status).toBe(200);
    const signed = res.body.data.video as Video;
    expect(signed.sources.map((s) => s.quality)).toEqual(['480p', '480p']);
    expect(res.body.data.session).toEqual({
      id: expect.any(String),
      heartbeatSeconds: Number(process.env.STREAM_HEARTBEAT_SECONDS ?? 30),
      beat: expect.any(String),
    });
    const base = mediaBase(signed);

    const mpd = await get(`${base}manifest.mpd`);
    expect(mpd.status).toBe(200);
    expect(heightsOf(mpd.text)).toEqual([480, 360]);
    expect(mpd.text).toContain('maxHeight="480"');
    const master = await get(`${base}master.m3u8`);
    expect(master.status).toBe(200);
    expect(hlsHeights(master.text).sort((a, b) => b - a)).toEqual([480, 360]);
    expect(master.text).not.toContain(`media_${idOfHeight.get(720)}.m3u8`);

    const tall = idOfHeight.get(720)!;
    for (const file of [`init-${tall}.m4s`, `chunk-${tall}-00001.m4s`, `media_${tall}.m3u8`]) {
      const refused = await fetch(`${base}${file}`);
      expect(refused.status, file).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(MediaMessages.aboveQualityCap);
    }
    const allowed = idOfHeight.get(480)!;
    expect((await fetch(`${base}init-${allowed}.m4s`)).status).toBe(200);
    expect((await fetch(`${base}chunk-${allowed}-00001.m4s`)).status).toBe(200);
  });

  it('an HD viewer plays the 720 rendition', async () => {
    const viewer = await viewerWith('HD', 2);
    const res = await play(viewer.token, unique('device'));
    const base = mediaBase(res.body.data.video);
    expect(heightsOf((await get(`${base}manifest.mpd`)).text)).toEqual([720, 480, 360]);
    expect((await fetch(`${base}chunk-${idOfHeight.get(720)}-00001.m4s`)).status).toBe(200);
  });
});

describe('screens', () => {
  it('refuses a third playback on a 2-screen plan with the devices watching, until one stops there', async () => {
    const viewer = await viewerWith('HD', 2);
    const [tv, laptop, phone] = [unique('tv'), unique('laptop'), unique('phone')];
    const first = await play(viewer.token, tv);
    const second = await play(viewer.token, laptop);
    expect(first.body.data.session.id).not.toBe(second.body.data.session.id);
    // The player renewing its own session is the same screen (a refetch, the next episode).
    const again = await play(viewer.token, tv, first.body.data.session.id);
    expect(again.body.data.session.id).toBe(first.body.data.session.id);

    const third = await play(viewer.token, phone);
    expect(third.status).toBe(200);
    expect(third.body.code).toBe('TOO_MANY_STREAMS');
    expect(third.body.message).toBe(StreamMessages.tooManyStreams);
    expect(third.body.data.video.sources).toEqual([]);
    expect(third.body.data.session).toBeUndefined();
    expect(third.body.data.screens).toBe(2);
    const streams = third.body.data.streams as StreamSessionView[];
    expect(streams.map((s) => s.id).sort()).toEqual([first.body.data.session.id, second.body.data.session.id].sort());
    expect(streams[0]).toEqual({
      id: expect.any(String),
      deviceName: expect.any(String),
      videoId: video._id,
      title: video.videoTitle,
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastSeen: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      current: false,
      stale: false,
    });

    // Another account cannot stop this account's sessions.
    const stranger = await viewerWith('HD', 2);
    const foreign = await api('DELETE', `/playback/sessions/${first.body.data.session.id}`, { token: stranger.token });
    expectError(foreign, 404, StreamMessages.sessionNotFound);

    // "Stop watching there" on the TV: the phone gets the screen, the TV is told at its next heartbeat.
    const tvBase = mediaBase(first.body.data.video);
    expect((await fetch(`${tvBase}manifest.mpd`)).status).toBe(200);
    const stopped = await api('DELETE', `/playback/sessions/${first.body.data.session.id}`, {
      token: viewer.token,
      headers: { [DEVICE_ID_HEADER]: phone },
    });
    expect(stopped.status).toBe(200);
    expect(stopped.body.message).toBe(StreamMessages.sessionStopped);
    expect((stopped.body.data.sessions as StreamSessionView[]).map((s) => s.id)).toEqual([second.body.data.session.id]);
    const beat = await api('POST', `/playback/sessions/${first.body.data.session.id}/heartbeat`, {
      token: viewer.token,
      body: { beat: first.body.data.session.beat },
    });
    expectError(beat, 409, StreamMessages.sessionEnded, 'STREAM_ENDED');
    // Its links die with it (no bypass by skipping the heartbeat): within the media path's few seconds of trust.
    await waitFor(async () => ((await fetch(`${tvBase}manifest.mpd`)).status === 403 ? true : undefined), {
      timeoutMs: 10_000,
      what: 'the stopped session to lose its stream',
    });
    const refused = await fetch(`${tvBase}chunk-${idOfHeight.get(480)}-00001.m4s`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('STREAM_ENDED');

    const now = await play(viewer.token, phone);
    expect(now.body.code).toBeUndefined();
    expect(now.body.data.video.sources).toHaveLength(2);
    // The TV cannot take a screen back while both are in use, not even by naming its old session.
    expect((await play(viewer.token, tv)).body.code).toBe('TOO_MANY_STREAMS');
    expect((await play(viewer.token, tv, first.body.data.session.id)).body.code).toBe('TOO_MANY_STREAMS');
  });

  it('keeps a session alive with its heartbeat and lists the devices watching', async () => {
    const viewer = await viewerWith('SD', 1);
    const device = unique('device');
    const res = await play(viewer.token, device);
    const id = res.body.data.session.id as string;
    const beat = await api('POST', `/playback/sessions/${id}/heartbeat`, {
      token: viewer.token,
      body: { beat: res.body.data.session.beat },
    });
    expect(beat.status).toBe(200);
    expect(beat.body.data).toEqual({ id, expiresInSeconds: 120, beat: expect.any(String) });
    expect(beat.body.data.beat).not.toBe(res.body.data.session.beat);
    const list = await api('GET', '/playback/sessions', {
      token: viewer.token,
      headers: { [DEVICE_ID_HEADER]: device },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.sessions).toEqual([expect.objectContaining({ id, current: true, videoId: video._id })]);
    // The player closing frees the screen at once.
    expect((await api('DELETE', `/playback/sessions/${id}`, { token: viewer.token })).status).toBe(200);
    expect((await api('GET', '/playback/sessions', { token: viewer.token })).body.data.sessions).toEqual([]);
    expectError(
      await api('POST', '/playback/sessions/not-a-session!/heartbeat', { token: viewer.token, body: { beat: 'x' } }),
      409,
      StreamMessages.sessionEnded,
      'STREAM_ENDED',
    );
    expect((await api('GET', '/playback/sessions')).status).toBe(401);
  });
});
