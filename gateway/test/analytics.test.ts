import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AnalyticsPatterns,
  type AnalyticsOverview,
  AuthMessages,
  dateIn,
  type HouseholdReply,
  type SelectProfileReply,
  type PlaybackEventInput,
  type QoeReport,
  type TitleAnalytics,
} from '@streamhub/contracts';
import { adminToken, api, closeRpc, newViewer, rpc, RpcError, waitFor, type TestViewer } from '@streamhub/testkit';
import { expectError } from './api-assertions';

afterAll(async () => {
  await closeRpc();
});

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);
/** A video id of its own per test: the figures of one test are never another's. */
const newVideoId = () => randomBytes(12).toString('hex');

/** One session's events: a start, heartbeats every 10 s of play up to `reach` of a 100 s runtime, an end. */
function session(videoId: string, reach: number, opts: { startupMs?: number; height?: number; at?: number } = {}) {
  const sessionId = randomUUID();
  const at = opts.at ?? Date.now();
  const base = { sessionId, videoId, duration: 100, height: opts.height ?? 720, bitrate: 2_000_000 };
  const events: PlaybackEventInput[] = [
    { ...base, id: randomUUID(), type: 'start', at, position: 0, startupMs: opts.startupMs ?? 400, watchedMs: 0 },
  ];
  for (let p = 10; p <= reach; p += 10)
    events.push({ ...base, id: randomUUID(), type: 'heartbeat', at: at + p * 1000, position: p, watchedMs: 10_000 });
  events.push({ ...base, id: randomUUID(), type: 'end', at: at + reach * 1000 + 1, position: reach, watchedMs: 0 });
  return { sessionId, events };
}

function post(viewer: TestViewer, events: unknown[], headers: Record<string, string> = {}) {
  return api('POST', '/playback/events', {
    token: viewer.token,
    body: { events },
    headers: { 'user-agent': CHROME_LINUX, ...headers },
  });
}

async function titleFigures(videoId: string): Promise<TitleAnalytics> {
  const res = await api('GET', `/analytics/titles/${videoId}`, {
    token: await adminToken(),
  });
  expect(res.status).toBe(200);
  return res.body.data as TitleAnalytics;
}

const viewsOf = async (videoId: string) => (await titleFigures(videoId)).summary.views;

/**
 * The title's figures once `accept` holds and two reads in a row agree: one post's events may be
 * stored over more than one consumer batch, so a read can fall between two of them.
 */
function settledFigures(
  videoId: string,
  accept: (f: TitleAnalytics) => boolean,
  what: string,
  timeoutMs?: number,
): Promise<TitleAnalytics> {
  return waitFor(
    async () => {
      const first = await titleFigures(videoId);
      if (!accept(first)) return undefined;
      const second = await titleFigures(videoId);
      return JSON.stringify(first) === JSON.stringify(second) ? second : undefined;
    },
    { what, ...(timeoutMs ? { timeoutMs } : {}) },
  );
}

describe('playback events → analytics', () => {
  it('turns posted sessions into views, watch time, a retention curve and playback quality', async () => {
    const [a, b] = await Promise.all([newViewer(), newViewer()]);
    const videoId = newVideoId();
    const full = session(videoId, 100, { startupMs: 300, height: 1080 });
    const half = session(videoId, 50, { startupMs: 900, height: 480 });
    // A stall of 2 s in the half session.
    const at = Date.now() + 20_000;
    const stall = { sessionId: half.sessionId, videoId, duration: 100, position: 20, height: 480 };
    half.events.push(
      { ...stall, id: randomUUID(), type: 'stall_start', at },
      { ...stall, id: randomUUID(), type: 'stall_end', at: at + 2_000, stallMs: 2_000 },
    );
    const first = await post(a, full.events);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ success: true, data: { accepted: full.events.length, rejected: [] } });
    expect((await post(b, half.events)).status).toBe(202);

    const figures = await settledFigures(
      videoId,
      (f) => f.summary.views === 2 && f.summary.watchHours > 0,
      'both sessions in the title figures',
    );
    expect(figures.summary).toMatchObject({ videoId, views: 2, uniqueViewers: 2, completionRate: 0.5 });
    // 100 s and 50 s played: 75 s on average.
    expect(figures.summary.avgViewSeconds).toBe(75);
    const curve = new Map(figures.retention.map((p) => [p.percent, p.viewers]));
    expect(figures.retention).toHaveLength(21);
    expect(curve.get(0)).toBe(100);
    expect(curve.get(50)).toBe(100);
    expect(curve.get(55)).toBe(50);
    expect(curve.get(100)).toBe(50);

    const qoe = await api('GET', `/analytics/qoe?videoId=${videoId}`, {
      token: await adminToken(),
    });
    expect(qoe.status).toBe(200);
    const report = qoe.body.data as QoeReport;
    expect(report.summary).toMatchObject({ sessions: 2, startupP50Ms: 600, failureRate: 0, avgBitrateKbps: 2000 });
    // 2 s stalled against 150 s played.
    expect(report.summary.rebufferingRatio).toBe(Number((2 / 152).toFixed(4)));
    expect(report.byBrowser).toEqual([expect.objectContaining({ key: 'Chrome', sessions: 2 })]);
    expect(report.byOs).toEqual([expect.objectContaining({ key: 'Linux', sessions: 2 })]);
    expect(report.byRendition.map((r) => r.key)).toEqual(['1080p', '480p']);
    expect(report.byRendition[1]).toMatchObject({ sessions: 1, startupP50Ms: 900 });
    expect(report.byRendition[1]!.rebufferingRatio).toBeGreaterThan(0);
  });

  it('counts a batch delivered twice once', async () => {
    const viewer = await newViewer();
    const videoId = newVideoId();
    const { sessionId, events } = session(videoId, 30);
    expect((await post(viewer, events)).status).toBe(202);
    expect((await post(viewer, events)).status).toBe(202);
    // A later event of the same session (same key, so read after both copies) marks that both were read.
    const marker: PlaybackEventInput = {
      id: randomUUID(),
      sessionId,
      videoId,
      type: 'heartbeat',
      at: Date.now() + 60_000,
      position: 31,
      duration: 100,
      watchedMs: 1_000,
    };
    expect((await post(viewer, [marker])).status).toBe(202);
    const figures = await waitFor(
      async () => {
        const f = await titleFigures(videoId);
        // 30 s once plus the marker's 1 s: 31 s of play.
        return f.summary.avgViewSeconds >= 31 ? f : undefined;
      },
      { what: 'the marker event' },
    );
    expect(figures.summary).toMatchObject({ views: 1, avgViewSeconds: 31 });
  });

  it('refuses malformed events with a 400 naming them, and keeps the valid ones of the batch', async () => {
    const viewer = await newViewer();
    const videoId = newVideoId();
    const good = session(videoId, 10).events[0]!;
    const badType = { ...good, id: randomUUID(), type: 'teleport' };
    const noVideo = { ...good, id: 'bad-video-event', videoId: undefined };
    const res = await post(viewer, [good, badType, noVideo]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400, code: 'BAD_REQUEST' });
    expect(res.body.message).toBe(
      `2 of 3 playback event(s) rejected (1 kept): #1 (id ${badType.id}): type: type must be one of ` +
        'start, heartbeat, stall_start, stall_end, quality, error, end; #2 (id bad-video-event): videoId: videoId must be text',
    );
    await waitFor(async () => (await viewsOf(videoId)) === 1, { what: 'the valid event to be stored' });
  });

  it('refuses bodies that are not a batch, too large, or unsigned', async () => {
    const viewer = await newViewer();
    expect((await post(viewer, [])).status).toBe(400);
    expect((await api('POST', '/playback/events', { token: viewer.token, body: { events: 'x' } })).status).toBe(400);
    const big = Array.from({ length: 100 }, () => ({
      ...session(newVideoId(), 0).events[0]!,
      error: 'x'.repeat(1_000),
    }));
    expect((await post(viewer, big)).status).toBe(413);
    const unsigned = await api('POST', '/playback/events', { body: { events: [session(newVideoId(), 0).events[0]] } });
    expect(unsigned.status).toBe(401);
  });

  it('deletes the events of an erased account', async () => {
    const viewer = await newViewer();
    const videoId = newVideoId();
    expect((await post(viewer, session(videoId, 20).events)).status).toBe(202);
    await waitFor(async () => (await viewsOf(videoId)) === 1, { what: 'the session to be stored' });
    const deletion = await api('POST', '/auth/account/deletion', {
      token: viewer.token,
      body: { password: viewer.password },
    });
    expect(deletion.status).toBe(201);
    // Erased after the stack's short grace period (ACCOUNT_DELETION_GRACE_SECONDS).
    const figures = await settledFigures(
      videoId,
      (f) => f.summary.views === 0,
      "the erased account's events to be deleted",
      30_000,
    );
    expect(figures.summary.watchHours).toBe(0);
    expect(figures.retention[0]!.viewers).toBe(0);
  });
});

describe('a deleted profile', () => {
  it("takes its playback events with it, and leaves the account holder's", async () => {
    const viewer = await newViewer();
    const videoId = newVideoId();
    const created = await api('POST', '/profiles', { token: viewer.token, body: { name: 'Guest room' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const profile = (created.body.data as HouseholdReply).profiles.find((p) => p.name === 'Guest room')!;
    const selected = await api('POST', `/profiles/${profile.id}/select`, { token: viewer.token, body: {} });
    expect(selected.status).toBe(200);
    const asProfile = { 'x-profile-token': (selected.body.data as SelectProfileReply).profileToken };
    expect((await post(viewer, session(videoId, 20).events, asProfile)).status).toBe(202);
    expect((await post(viewer, session(videoId, 10).events)).status).toBe(202);
    await waitFor(async () => (await viewsOf(videoId)) === 2, { what: 'both sessions to be stored' });

    const deleted = await api('DELETE', `/profiles/${profile.id}`, { token: viewer.token, body: {} });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const figures = await waitFor(
      async () => {
        const f = await titleFigures(videoId);
        return f.summary.views === 1 ? f : undefined;
      },
      { what: "the deleted profile's session to be deleted" },
    );
    // What is left is the account holder's 10 s session.
    expect(figures.summary).toMatchObject({ views: 1, uniqueViewers: 1, avgViewSeconds: 10 });
  });
});

describe('analytics figures are for admins', () => {
  it('refuses viewers and anonymous callers at the gateway and at the service', async () => {
    const viewer = await newViewer();
    for (const path of ['/analytics/overview', `/analytics/titles/${newVideoId()}`, '/analytics/qoe']) {
      expectError(await api('GET', path, { token: viewer.token }), 403, AuthMessages.adminRequired);
      expect((await api('GET', path)).status).toBe(401);
    }
    const principal = { userId: viewer.userId, email: viewer.email, role: 'user' as const, isAdmin: false };
    await expect(rpc(AnalyticsPatterns.overview, { from: today(), to: today() }, principal)).rejects.toBeInstanceOf(
      RpcError,
    );
  });

  it('counts days in IST: a play at 19:00 UTC is on the next day, one at 18:29 UTC on the same', async () => {
    const viewer = await newViewer();
    const admin = await adminToken();
    const videoId = newVideoId();
    // Two days back in UTC (inside the week the intake accepts, and before any other test's plays).
    const d0 = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const d1 = new Date(Date.parse(`${d0}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const views = async (from: string, to: string) => {
      const res = await api('GET', `/analytics/titles/${videoId}?from=${from}&to=${to}`, { token: admin });
      expect(res.status).toBe(200);
      return (res.body.data as TitleAnalytics).summary.views;
    };
    const daily = async () => {
      const res = await api('GET', `/analytics/overview?from=${d0}&to=${d1}`, { token: admin });
      expect(res.status).toBe(200);
      const overview = res.body.data as AnalyticsOverview;
      expect(overview.timeZone).toBe('Asia/Kolkata');
      return overview.days.map((d) => [d.day, d.views]);
    };
    const before = await daily();
    const late = session(videoId, 0, { at: Date.parse(`${d0}T18:29:00Z`) }); // 23:59 IST on d0
    const early = session(videoId, 0, { at: Date.parse(`${d0}T19:00:00Z`) }); // 00:30 IST on d1
    expect((await post(viewer, [...late.events, ...early.events])).status).toBe(202);
    await waitFor(async () => (await views(d0, d1)) === 2, { what: 'both plays stored' });
    expect(await views(d0, d0)).toBe(1);
    expect(await views(d1, d1)).toBe(1);
    // The daily figures put one play on each IST day (in UTC both would fall on d0).
    const after = await daily();
    expect(after.map(([day]) => day)).toEqual([d0, d1]);
    expect(after.map(([, v], i) => Number(v) - Number(before[i]![1]))).toEqual([1, 1]);
  });

  it('checks the date range', async () => {
    const admin = await adminToken();
    expect((await api('GET', '/analytics/overview?from=2026-02-01&to=2026-01-01', { token: admin })).status).toBe(400);
    expect((await api('GET', '/analytics/overview?from=yesterday', { token: admin })).status).toBe(400);
    const ok = await api('GET', '/analytics/overview?from=2026-01-01&to=2026-01-01', { token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.data.days).toHaveLength(1);
    // Left out: the last 30 days up to today in IST.
    const fallback = await api('GET', '/analytics/overview', { token: admin });
    expect(fallback.status).toBe(200);
    expect(fallback.body.data.days).toHaveLength(30);
    expect([dateIn(new Date(), 'Asia/Kolkata'), dateIn(new Date(Date.now() - 60_000), 'Asia/Kolkata')]).toContain(
      fallback.body.data.to,
    );
  });
});
