import { randomUUID } from 'node:crypto';
import { execa, type ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_RECORDING_GENRE,
  LiveMessages,
  NEW_STREAM_SESSION,
  STREAM_SESSION_HEADER,
  StreamMessages,
  type AdminLiveEvent,
  type AdminLiveEventDetail,
  type LiveEvent,
  type LivePlayback,
  type Video,
} from '@streamhub/contracts';
import {
  adminToken,
  api,
  createPlan,
  newViewer,
  payInSandbox,
  testEnv,
  viewerToken,
  waitFor,
  waitUntilTranscoded,
} from '@streamhub/testkit';
import { ingestHookToken } from '../src/live/live-secrets';
import { expectError } from './api-assertions';
import { order } from './billing-helpers';

/*
 * Live events (docs/live.md) against the stack's ingest (nginx-rtmp), ladder (ffmpeg, LIVE_LADDER
 * one 180p rung in tests) and media edge. The encoder is ffmpeg's lavfi test source, 320x180,
 * bounded to a few seconds of wall time per push.
 */
const edgeUrl = `http://127.0.0.1:${process.env.EDGE_PORT ?? '8088'}`;
const hook = ingestHookToken(process.env.MEDIA_URL_SECRET ?? '');
const encoders: ResultPromise[] = [];

/** An encoder pushing a small test pattern with a tone, for at most `seconds`. */
function pushTestSource(publishUrl: string, seconds = 20): ResultPromise {
  // prettier-ignore
  const encoder = execa('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-re',
    '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25',
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-t', String(seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '64k',
    '-f', 'flv', publishUrl,
  ], { reject: false, timeout: (seconds + 20) * 1000 });
  encoders.push(encoder);
  return encoder;
}

let admin: string;
let viewer: string;

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const newEvent = (overrides: Record<string, unknown> = {}) => ({
  title: `Live test ${randomUUID().slice(0, 8)}`,
  startAt: inMinutes(30),
  expectedDurationMinutes: 90,
  ageRating: 'U/A 13+',
  access: 'subscribers',
  ...overrides,
});

async function schedule(overrides: Record<string, unknown> = {}): Promise<AdminLiveEvent> {
  const res = await api('POST', '/admin/live-events', { token: admin, body: newEvent(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe(LiveMessages.created);
  return res.body.data as AdminLiveEvent;
}

async function publicEvents(): Promise<LiveEvent[]> {
  const res = await api('GET', '/live-events');
  expect(res.status).toBe(200);
  return res.body.data.events as LiveEvent[];
}

/** nginx-rtmp's notification, as the ingest sends it (it must not follow the redirect). */
const notify = (call: 'publish' | 'publish-done', name: string, token = hook) =>
  fetch(
    `${testEnv.gatewayUrl}/api/v1/live/ingest/${token}/${call}?app=live&name=${encodeURIComponent(name)}&call=${call.replace('-', '_')}`,
    { redirect: 'manual' },
  );

beforeAll(async () => {
  admin = await adminToken();
  viewer = await viewerToken();
});

afterAll(() => {
  for (const encoder of encoders) encoder.kill('SIGKILL');
});

describe('live event schedule', () => {
  it('gives an admin the event with an RTMP ingest URL and a secret stream key', async () => {
    const created = await schedule({ posterUrl: 'https://img.example.com/final.jpg' });
    expect(created.event).toMatchObject({
      state: 'scheduled',
      access: 'subscribers',
      pricePaise: null,
      ageRating: 'U/A 13+',
      posterUrl: 'https://img.example.com/final.jpg',
      expectedDurationMinutes: 90,
    });
    expect(created.ingest.rtmpUrl).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
    expect(created.ingest.streamKey).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const list = await api('GET', '/admin/live-events', { token: admin });
    expect(list.status).toBe(200);
    const mine = (list.body.data.events as AdminLiveEvent[]).find((e) => e.event._id === created.event._id);
    expect(mine?.ingest.streamKey).toBe(created.ingest.streamKey);
  });

  it('lists upcoming events publicly without any ingest detail', async () => {
    const created = await schedule({ access: 'ppv', pricePaise: 9900 });
    const listed = (await publicEvents()).find((e) => e._id === created.event._id);
    expect(listed).toMatchObject({ state: 'scheduled', access: 'ppv', pricePaise: 9900 });
    const raw = JSON.stringify(await api('GET', '/live-events'));
    expect(raw).not.toContain(created.ingest.streamKey);
  });

  it('refuses the admin routes to viewers and to anonymous callers', async () => {
    expect((await api('POST', '/admin/live-events', { token: viewer, body: newEvent() })).status).toBe(403);
    expect((await api('GET', '/admin/live-events', { token: viewer })).status).toBe(403);
    expect((await api('GET', '/admin/live-events')).status).toBe(401);
    const unknown = '0123456789abcdef01234567';
    expect((await api('POST', `/admin/live-events/${unknown}/end`, { token: viewer })).status).toBe(403);
    expectError(
      await api('POST', `/admin/live-events/${unknown}/end`, { token: admin }),
      404,
      LiveMessages.eventNotFound,
    );
  });

  it('checks the form: price only for pay-per-view, a future start, known ratings', async () => {
    expectError(
      await api('POST', '/admin/live-events', { token: admin, body: newEvent({ access: 'ppv' }) }),
      400,
      LiveMessages.priceRequired,
    );
    expectError(
      await api('POST', '/admin/live-events', { token: admin, body: newEvent({ pricePaise: 9900 }) }),
      400,
      LiveMessages.priceNotAllowed,
    );
    expectError(
      await api('POST', '/admin/live-events', { token: admin, body: newEvent({ startAt: inMinutes(-60) }) }),
      400,
      LiveMessages.startInPast,
    );
    const badRating = await api('POST', '/admin/live-events', { token: admin, body: newEvent({ ageRating: 'PG' }) });
    expect(badRating.status).toBe(400);
    expect(JSON.stringify(badRating.body)).toContain(LiveMessages.invalidAgeRating);
  });
});

describe('live ingest notifications', () => {
  it('accepts a publish with the key, renaming the stream to the event id, and shows the event live', async () => {
    const created = await schedule();
    const res = await notify('publish', created.ingest.streamKey);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(created.event._id);
    const listed = (await publicEvents()).find((e) => e._id === created.event._id);
    expect(listed?.state).toBe('live');

    // A dropped encoder leaves the event live for the reconnect grace, and may publish again.
    expect((await notify('publish-done', created.ingest.streamKey)).status).toBe(204);
    expect((await publicEvents()).find((e) => e._id === created.event._id)?.state).toBe('live');
    expect((await notify('publish', created.ingest.streamKey)).status).toBe(302);
  });

  it('refuses a wrong stream key, and notifications from anything but the ingest', async () => {
    const res = await notify('publish', `wrong-${randomUUID()}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, message: LiveMessages.streamKeyRefused });
    expect((await notify('publish', '')).status).toBe(403);

    const created = await schedule();
    expect((await notify('publish', created.ingest.streamKey, 'not-the-hook')).status).toBe(403);
    expect((await publicEvents()).find((e) => e._id === created.event._id)?.state).toBe('scheduled');
  });
});

/** A viewer with an all-titles plan (paid in the sandbox). */
async function subscriber(over: Record<string, unknown> = {}): Promise<string> {
  const plan = await createPlan(admin, { price: 149, scope: 'all', durationDays: 30, ...over });
  const buyer = await newViewer();
  const reply = await order(buyer.token, plan.code, 'all');
  await payInSandbox(reply.order!.id);
  return buyer.token;
}

describe('live stream', () => {
  /** The event the first test pushes to; ending it later makes its recording a title. */
  let streamed: AdminLiveEvent | undefined;

  it('turns an encoder push into a live manifest through the edge within 10 s, for entitled viewers only', async () => {
    const created = await schedule({ posterUrl: 'https://img.example.com/match.jpg' });
    streamed = created;
    const started = Date.now();
    void pushTestSource(`${created.ingest.rtmpUrl}/${created.ingest.streamKey}`);

    // The admin may always watch; the manifest comes through the edge with the signed URL.
    const playback = await waitFor(
      async () => {
        const res = await api('GET', `/live-events/${created.event._id}/playback`, { token: admin });
        return res.status === 200 ? (res.body.data as LivePlayback) : undefined;
      },
      { timeoutMs: 10_000, what: 'the event to go live' },
    );
    const dash = playback.sources.find((s) => s.type === 'dash')!.url;
    const manifest = await waitFor(
      async () => {
        const res = await fetch(`${edgeUrl}${dash}`);
        const text = res.ok ? await res.text() : '';
        return text.includes('type="dynamic"') && text.includes('<Representation') ? { res, text } : undefined;
      },
      { timeoutMs: Math.max(1, 10_000 - (Date.now() - started)), intervalMs: 250, what: 'the live manifest' },
    );
    expect(manifest.res.headers.get('cache-control')).toBe('public, max-age=1');
    expect(manifest.text).toContain('height="180"');

    // A segment the manifest names comes through the edge and is cacheable.
    const hls = playback.sources.find((s) => s.type === 'hls')!.url;
    const master = await (await fetch(`${edgeUrl}${hls}`)).text();
    const mediaPlaylist = master.split('\n').find((line) => line.endsWith('.m3u8'))!;
    const base = hls.slice(0, hls.lastIndexOf('/') + 1);
    const segmentName = await waitFor(
      async () => {
        const text = await (await fetch(`${edgeUrl}${base}${mediaPlaylist}`)).text();
        return text.split('\n').find((line) => line.endsWith('.m4s') && line.includes('chunk'));
      },
      { timeoutMs: 10_000, intervalMs: 250, what: 'a media segment in the HLS playlist' },
    );
    const segment = await fetch(`${edgeUrl}${base}${segmentName}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('cache-control')).toContain('immutable');
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // A tampered token gets nothing from the edge.
    const tampered = dash.replace(/\.([A-Za-z0-9_-]+)\/manifest\.mpd$/, '.x$1/manifest.mpd');
    expect((await fetch(`${edgeUrl}${tampered}`)).status).toBe(403);

    // A viewer without a plan is refused.
    const plainViewer = await api('GET', `/live-events/${created.event._id}/playback`, { token: viewer });
    expectError(plainViewer, 403, LiveMessages.subscriptionRequired, 'SUBSCRIPTION_REQUIRED');
  });

  it("shows the live-control page's figures: encoder connected, its input, the last segment and the viewers", async () => {
    const created = streamed!;
    expect((await api('GET', `/admin/live-events/${created.event._id}`, { token: viewer })).status).toBe(403);
    // The ladder reports every 2 s; the admin's player fetched the manifest through the edge above.
    const detail = await waitFor(
      async () => {
        const res = await api('GET', `/admin/live-events/${created.event._id}`, { token: admin });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const got = res.body.data as AdminLiveEventDetail;
        return got.health.reportedAt !== null && (got.health.inputKbps ?? 0) > 0 ? got : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 500, what: "the ladder's report" },
    );
    expect(detail.event.state).toBe('live');
    expect(detail.ingest.streamKey).toBe(created.ingest.streamKey);
    expect(detail.health.encoderConnected).toBe(true);
    expect(detail.health.encoderLeftAt).toBeNull();
    expect(detail.health.lastSegmentAt).not.toBeNull();
    expect(detail.health.droppedFrames).toBeGreaterThanOrEqual(0);
    expect(detail.viewers).toBeGreaterThanOrEqual(1);
    expectError(
      await api('GET', '/admin/live-events/0123456789abcdef01234567', { token: admin }),
      404,
      LiveMessages.eventNotFound,
    );
  });

  it("counts a live play against the plan's screens: a third screen is refused, a stopped one frees its screen", async () => {
    const created = streamed!;
    const token = await subscriber({ screens: 2, maxQuality: 'SD' });
    const play = (session: string) =>
      api('GET', `/live-events/${created.event._id}/playback`, {
        token,
        headers: { [STREAM_SESSION_HEADER]: session },
      });
    const first = await waitFor(
      async () => {
        const res = await play(NEW_STREAM_SESSION);
        return res.status === 200 ? (res.body.data as LivePlayback) : undefined;
      },
      { timeoutMs: 15_000, what: 'the plan to open the live event' },
    );
    // The play holds a stream session, beaten like a title's, and its URLs carry the session and the cap.
    expect(first.session).toMatchObject({ heartbeatSeconds: expect.any(Number), beat: expect.any(String) });
    const dash = first.sources.find((s) => s.type === 'dash')!.url;
    expect(dash).toContain(`.h480.s${first.session!.id}.`);
    const beat = await api('POST', `/playback/sessions/${first.session!.id}/heartbeat`, {
      token,
      body: { beat: first.session!.beat },
    });
    expect(beat.status, JSON.stringify(beat.body)).toBe(200);
    // The capped manifest keeps the rungs within SD (the test ladder's 180p).
    const capped = await fetch(`${edgeUrl}${dash}`);
    expect(capped.status).toBe(200);
    expect(await capped.text()).toContain('height="180"');

    const second = await play(NEW_STREAM_SESSION);
    expect(second.status).toBe(200);
    expectError(await play(NEW_STREAM_SESSION), 403, StreamMessages.tooManyStreams, 'TOO_MANY_STREAMS');
    const listed = await api('GET', '/playback/sessions', { token });
    expect((listed.body.data.sessions as { videoId: string }[]).map((s) => s.videoId)).toEqual([
      created.event._id,
      created.event._id,
    ]);

    // Stopping one ("Stop watching there") frees its screen for a new play.
    expect((await api('DELETE', `/playback/sessions/${first.session!.id}`, { token })).status).toBe(200);
    expect((await play(NEW_STREAM_SESSION)).status).toBe(200);
  });

  it('ends the event: the encoder is dropped, and its recording becomes a title that plays for subscribers', async () => {
    const created = streamed!;
    const ended = await api('POST', `/admin/live-events/${created.event._id}/end`, { token: admin });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.message).toBe(LiveMessages.ended);
    expect((ended.body.data as AdminLiveEvent).event.state).toBe('ended');
    // An ended event takes no encoder again.
    expect((await notify('publish', created.ingest.streamKey)).status).toBe(403);
    expectError(
      await api('GET', `/live-events/${created.event._id}/playback`, { token: admin }),
      409,
      LiveMessages.notLive,
    );

    // The ingest drops the encoder (or it has stopped), the ladder uploads the recording, catalog makes the title.
    const vodVideoId = await waitFor(
      async () => {
        const list = await api('GET', '/admin/live-events', { token: admin });
        const mine = (list.body.data.events as AdminLiveEvent[]).find((e) => e.event._id === created.event._id);
        return mine?.event.vodVideoId ?? undefined;
      },
      { timeoutMs: 45_000, intervalMs: 500, what: "the event's recording to become a title" },
    );
    // The event page (public) links the recording.
    const page = await api('GET', `/live-events/${created.event._id}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ state: 'ended', vodVideoId });
    expect(JSON.stringify(page.body)).not.toContain(created.ingest.streamKey);
    expect((await api('GET', '/live-events/0123456789abcdef01234567')).status).toBe(404);
    const video = await waitUntilTranscoded(vodVideoId, admin, 90_000);
    expect(video).toMatchObject({
      videoTitle: created.event.title.toUpperCase(),
      ageRating: created.event.ageRating,
      genre: LIVE_RECORDING_GENRE,
      poster: 'https://img.example.com/match.jpg',
    });

    // A subscriber gets signed sources; a viewer without a plan gets none.
    const token = await subscriber();
    const playable = await waitFor(
      async () => {
        const res = await api('GET', `/videos/${vodVideoId}`, { token });
        const got = res.body?.data?.video as Video | undefined;
        return got && got.sources.length > 0 ? got : undefined;
      },
      { timeoutMs: 15_000, what: 'the plan to open the recorded title' },
    );
    expect(playable.sources.map((s) => s.type).sort()).toEqual(['dash', 'hls']);
    const unpaid = await api('GET', `/videos/${vodVideoId}`, { token: viewer });
    expect(unpaid.body.data.video.sources).toEqual([]);
  });

  it('refuses an encoder with a wrong stream key at the ingest', async () => {
    const created = await schedule();
    const encoder = pushTestSource(`${created.ingest.rtmpUrl}/wrong-${randomUUID()}`, 10);
    const result = await encoder;
    expect(result.exitCode).not.toBe(0);
    expect((await publicEvents()).find((e) => e._id === created.event._id)?.state).toBe('scheduled');
  });

  it('plays a subscribers event for a viewer with an all-titles plan, and a pay-per-view one for nobody who has not bought it', async () => {
    const subscribers = await schedule();
    const ppv = await schedule({ access: 'ppv', pricePaise: 4900 });
    for (const event of [subscribers, ppv]) expect((await notify('publish', event.ingest.streamKey)).status).toBe(302);

    const buyer = await subscriber();
    await waitFor(
      async () => (await api('GET', `/live-events/${subscribers.event._id}/playback`, { token: buyer })).status === 200,
      { timeoutMs: 15_000, what: 'the plan to open the live event' },
    );
    expectError(
      await api('GET', `/live-events/${ppv.event._id}/playback`, { token: buyer }),
      403,
      LiveMessages.purchaseRequired,
      'PURCHASE_REQUIRED',
    );
    // Not live: nothing to play yet.
    const upcoming = await schedule();
    expectError(
      await api('GET', `/live-events/${upcoming.event._id}/playback`, { token: admin }),
      409,
      LiveMessages.notLive,
    );
  });
});
