// Mixed traffic for the chaos runs (bench/chaos/run.mjs): every request is recorded with its time,
// status and duration, and every acknowledged write is kept for the audit after the run.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminToken,
  api,
  createPlan,
  makeTestClip,
  newViewer,
  payInSandbox,
  unique,
  uploadForm,
  uploadVideo,
} from '@streamhub/testkit';
import { gatewayUrl } from '../lib.mjs';

const VIEWERS = 6;

/** One request's outcome: status 0 means no answer (refused, reset, timed out). */
function record(log, kind, started, status) {
  log.push({ kind, at: started, ms: Date.now() - started, status });
}

async function timedStatus(fn) {
  try {
    return await fn();
  } catch {
    return 0;
  }
}

/** The catalogue's titles once it lists at least `least` of them (a fresh stack is still encoding its demo titles). */
async function playableTitles(least, waitMs) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const list = await api('GET', '/videos?limit=48');
    const ids = (list.body?.data?.videos ?? []).map((video) => video._id);
    if (ids.length >= least) return ids;
    if (Date.now() > deadline)
      throw new Error(`chaos: the catalogue has ${ids.length} videos after ${waitMs / 1000} s; start the demo stack`);
    console.log(`chaos: the catalogue has ${ids.length} playable titles, waiting for ${least}`);
    await new Promise((done) => setTimeout(done, 10_000));
  }
}

/** What every scenario's traffic needs: viewers, a plan, a subscriber, the catalogue's video ids and a stream. */
export async function prepareTraffic() {
  const admin = await adminToken();
  const viewers = await Promise.all(Array.from({ length: VIEWERS }, newViewer));
  const plan = await createPlan(admin, { price: 49, scope: 'all', title: unique('Chaos pass ') });
  // A freshly started stack publishes each demo title once the media pipeline has made it playable.
  const videoIds = await playableTitles(4, 15 * 60_000);
  // One viewer pays once (through the sandbox, as every payment of the runs) and streams.
  const subscriber = viewers[0];
  const paid = await pay(subscriber, plan.code);
  if (!paid) throw new Error('chaos: the setup payment failed');
  const deadline = Date.now() + 60_000;
  let playable;
  while (!playable && Date.now() < deadline) {
    for (const id of videoIds) {
      const stream = await openStream(subscriber, id);
      if (stream) {
        playable = id;
        await closeStream(subscriber, stream);
        break;
      }
    }
    if (!playable) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  if (!playable) throw new Error('chaos: no video the subscriber can stream');
  const clip = await makeTestClip(join(tmpdir(), `${unique('chaos-clip')}.mp4`), {
    width: 320,
    height: 240,
    seconds: 6,
  });
  return { admin, viewers, plan, videoIds, subscriber, streamVideoId: playable, clip };
}

/**
 * Opens a stream of `videoId` as the player does (GET /videos/{id}: signed sources and this device's
 * stream session): { hlsUrl, sessionId, heartbeatSeconds, beat }, or undefined when it cannot be played.
 */
async function openStream(viewer, videoId) {
  const res = await api('GET', `/videos/${videoId}`, { token: viewer.token });
  const hls = res.body?.data?.video?.sources?.find((source) => source.type === 'hls');
  const session = res.body?.data?.session;
  if (!hls || !session?.id) return undefined;
  // Source URLs are relative to the API host.
  return {
    hlsUrl: new URL(hls.url, gatewayUrl).toString(),
    sessionId: session.id,
    heartbeatSeconds: session.heartbeatSeconds ?? 30,
    // Each heartbeat sends the beat the last reply gave.
    beat: session.beat,
  };
}

/** Ends a stream session (the player closed), so it does not hold one of the plan's screens. */
async function closeStream(viewer, stream) {
  await api('DELETE', `/playback/sessions/${stream.sessionId}`, { token: viewer.token }).catch(() => undefined);
}

/** An order for `planCode` paid in the sandbox (its webhook on): resolves to the payment, or undefined. */
async function pay(viewer, planCode) {
  const order = await api('POST', '/subscriptions/order', { token: viewer.token, body: { planCode } });
  const orderId = order.body?.data?.order?.id;
  if (order.status !== 200 || !orderId) return undefined;
  const paid = await payInSandbox(orderId);
  return { orderId, paymentId: paid.razorpay_payment_id, token: viewer.token, userId: viewer.userId };
}

function absolute(base, path) {
  return new URL(path, base).toString();
}

/**
 * Starts the traffic; `stop()` ends it and resolves to { log, writes }: every request, and the
 * acknowledged writes (watchlist states, captured payments, uploads) for the audit.
 */
export function startTraffic(ctx) {
  let running = true;
  const log = [];
  const writes = { watchlist: new Map(), uncertain: new Set(), payments: [], uploads: [] };
  const loops = [];
  const loop = (kind, fn) =>
    loops.push(
      (async () => {
        while (running) {
          const started = Date.now();
          const status = await timedStatus(fn);
          record(log, kind, started, status);
          if (status === 0 || status >= 500) await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })(),
    );

  // Browse: guests' list pages and a title page.
  for (let i = 0; i < 2; i++) {
    loop('browse', async () => {
      const id = ctx.videoIds[Math.floor(Math.random() * ctx.videoIds.length)];
      const path = Math.random() < 0.5 ? '/videos?limit=24' : `/videos/${id}`;
      return (await api('GET', path)).status;
    });
  }
  // Watchlist writes: each loop owns its viewers, so a pair's operations never overlap.
  for (let w = 0; w < 2; w++) {
    const owned = ctx.viewers.filter((_, i) => i % 2 === w);
    let n = 0;
    loop('watchlist', async () => {
      const viewer = owned[n % owned.length];
      const videoId = ctx.videoIds[Math.floor(n / owned.length) % ctx.videoIds.length];
      n++;
      const key = `${ctx.viewers.indexOf(viewer)}:${videoId}`;
      const add = writes.watchlist.get(key) !== true;
      const res = add
        ? await api('POST', '/watchlist', { token: viewer.token, body: { videoId } })
        : await api('DELETE', `/watchlist/${videoId}`, { token: viewer.token });
      if (res.status === 200 || res.status === 201) {
        writes.watchlist.set(key, add);
        writes.uncertain.delete(key);
      } else writes.uncertain.add(key); // may or may not have been applied
      return res.status;
    });
  }
  // Sign-ins.
  let s = 0;
  loop('signin', async () => {
    const viewer = ctx.viewers[s++ % ctx.viewers.length];
    return (await api('POST', '/auth/signin', { body: { email: viewer.email, password: viewer.password } })).status;
  });
  // Payments: a new buyer each time, paid in the sandbox; captured ones must end in a subscription.
  loop('payment', async () => {
    const buyer = await newViewer();
    const paid = await pay(buyer, ctx.plan.code);
    if (!paid) return 503;
    writes.payments.push(paid);
    return 200;
  });
  // A viewer streaming as the player does: a stream session kept alive by its heartbeat, the HLS
  // master, a rendition's playlist, then its segments in turn. Any refusal of a media request is a
  // failure of playback (the player would stop); the stream is then opened again.
  let stream;
  let segments = [];
  let next = 0;
  let beatAt = 0;
  loop('stream', async () => {
    if (!stream) {
      stream = await openStream(ctx.subscriber, ctx.streamVideoId);
      if (!stream) return 503;
      segments = [];
      beatAt = Date.now();
    }
    if (Date.now() - beatAt >= stream.heartbeatSeconds * 1000) {
      // A beat that fails is retried on the next request; one that says the session ended reopens it.
      const beat = await api('POST', `/playback/sessions/${stream.sessionId}/heartbeat`, {
        token: ctx.subscriber.token,
        body: { beat: stream.beat },
      });
      if (beat.status === 200) {
        beatAt = Date.now();
        stream.beat = beat.body.data.beat;
      }
      if (beat.status === 409) {
        stream = undefined;
        return 409;
      }
    }
    const played = stream;
    let status;
    if (segments.length === 0) {
      const master = await fetch(played.hlsUrl);
      if (!master.ok) status = master.status;
      else {
        const variant = (await master.text()).split('\n').find((line) => line && !line.startsWith('#'));
        const playlistUrl = absolute(played.hlsUrl, variant);
        const playlist = await fetch(playlistUrl);
        status = playlist.status;
        if (playlist.ok)
          segments = (await playlist.text())
            .split('\n')
            .filter((line) => line && !line.startsWith('#'))
            .map((line) => absolute(playlistUrl, line));
      }
    } else {
      const res = await fetch(segments[next++ % segments.length]);
      await res.arrayBuffer();
      status = res.status;
    }
    if (status === 403 || status === 401) stream = undefined;
    return status;
  });

  return {
    /** Uploads a clip as the admin (during a fault); the audit checks it reaches ready. */
    async upload() {
      const started = Date.now();
      const res = await timedStatus(async () => {
        const form = uploadForm(
          { videoTitle: unique('CHAOS '), genre: 'documentary', videoType: 'movie' },
          { file: { data: ctx.clip, name: 'clip.mp4', type: 'video/mp4' } },
        );
        const uploaded = await uploadVideo(form, ctx.admin);
        if (uploaded.status === 201) writes.uploads.push(uploaded.body.data.video._id);
        return uploaded.status;
      });
      record(log, 'upload', started, res);
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      if (stream) await closeStream(ctx.subscriber, stream);
      return { log, writes };
    },
  };
}

/** After a run: every acknowledged write is there, and nothing twice. */
export async function audit(ctx, writes, { grantWaitMs = 120_000, uploadWaitMs = 240_000 } = {}) {
  // Watchlists: an acknowledged add is listed, an acknowledged remove is not, no title twice.
  let watchlistLost = 0;
  let duplicated = 0;
  let checked = 0;
  for (const [index, viewer] of ctx.viewers.entries()) {
    const res = await api('GET', '/watchlist', { token: viewer.token });
    const ids = (res.body?.data?.videos ?? res.body?.data?.watchlist ?? []).map((v) => v._id ?? v.videoId ?? v);
    duplicated += ids.length - new Set(ids).size;
    for (const [key, present] of writes.watchlist) {
      const [owner, videoId] = key.split(':');
      if (Number(owner) !== index || writes.uncertain.has(key)) continue;
      checked++;
      if (ids.includes(videoId) !== present) watchlistLost++;
    }
  }
  // Payments: every captured payment grants a subscription (the webhook, or the reconciler).
  const deadline = Date.now() + grantWaitMs;
  let pending = [...writes.payments];
  while (pending.length > 0 && Date.now() < deadline) {
    const still = [];
    for (const payment of pending) {
      const res = await api('GET', '/subscriptions/mine', { token: payment.token });
      const subscriptions = res.body?.data?.subscriptions ?? [];
      if (!subscriptions.some((sub) => sub.status === 'active')) still.push(payment);
      else if (subscriptions.filter((sub) => sub.status === 'active').length > 1) duplicated++;
    }
    pending = still;
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  // Uploads acknowledged (201) reach ready.
  const uploadDeadline = Date.now() + uploadWaitMs;
  let notReady = [...writes.uploads];
  while (notReady.length > 0 && Date.now() < uploadDeadline) {
    const still = [];
    for (const id of notReady) {
      const res = await api('GET', `/videos/${id}`, { token: ctx.admin });
      if (res.body?.data?.video?.status !== 'active') still.push(id);
    }
    notReady = still;
    if (notReady.length > 0) await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return {
    watchlistChecked: checked,
    watchlistLost,
    paymentsCaptured: writes.payments.length,
    paidNotGranted: pending.length,
    uploads: writes.uploads.length,
    uploadsLost: notReady.length,
    duplicated,
  };
}

export { gatewayUrl };
