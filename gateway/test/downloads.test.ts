import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillingEvents,
  DEVICE_ID_HEADER,
  DownloadMessages,
  MediaMessages,
  type DeviceSessionList,
  type DownloadLicence,
  type DownloadLicenceList,
  type DownloadOptions,
  type EventEnvelope,
  type HouseholdReply,
  type SelectProfileReply,
  type SubscriptionEvent,
  type Video,
} from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  allAccessEvent,
  api,
  closeTestKafka,
  createPlan,
  makeTestClip,
  newViewer,
  payInSandbox,
  publishEvent,
  signInAs,
  signUpVerifiedUser,
  unique,
  waitFor,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';
import { order } from './billing-helpers';
import { uploadTranscodedVideo } from './media-helpers';

/*
 * Download licences (docs/offline.md) on the real stack: the plan's allowance of titles and devices,
 * the title's checks (a cancelled subscription, a kids profile), expiry after the first play and
 * renewal, revocation by a device's sign-out, and the keys of a protected title's offline copy.
 * The play window is the stack's DOWNLOAD_PLAY_WINDOW_SECONDS (scripts/test.sh makes it seconds).
 */

const PASSWORD = 'secret123';
const DAY_MS = 24 * 3600 * 1000;
const PLAY_WINDOW_SECONDS = Number(process.env.DOWNLOAD_PLAY_WINDOW_SECONDS ?? 48 * 3600);

let dir: string;
let admin: string;
/** A protected 360p title (rated U/A 16+, above a kids profile) and a clear one (rated U). */
let protectedTitle: Video;
let clearTitle: Video;

interface Viewer {
  token: string;
  userId: string;
  email: string;
  subscriptionId: string;
}

/** A verified viewer whose all-access plan allows `downloads` titles on `downloadDevices` devices. */
async function viewerWithPlan(downloads: number, downloadDevices: number): Promise<Viewer> {
  const email = `${unique('downloads')}@test.local`;
  const viewer = await signUpVerifiedUser({ name: 'Download Viewer', email, mobile: '9876543210', password: PASSWORD });
  const event = allAccessEvent(viewer.userId, 'TEST_DOWNLOADS');
  await publishEvent({ ...event, payload: { ...event.payload, downloads, downloadDevices } });
  await waitFor(
    async () => {
      const res = await api('GET', `/downloads/options/${clearTitle._id}`, { token: viewer.token });
      return res.body?.code === 'SUBSCRIPTION_REQUIRED' ? undefined : true;
    },
    { timeoutMs: 20_000, what: 'the subscription to reach the access check' },
  );
  return { ...viewer, email, subscriptionId: event.payload.subscriptionId };
}

/** Billing's cancellation of the viewer's subscription, as catalog receives it. */
async function cancel(viewer: Viewer): Promise<void> {
  const start = allAccessEvent(viewer.userId, 'TEST_DOWNLOADS');
  const cancelled: EventEnvelope<SubscriptionEvent> = {
    ...start,
    id: randomUUID(),
    type: BillingEvents.subscriptionCancelled,
    key: viewer.subscriptionId,
    payload: { ...start.payload, subscriptionId: viewer.subscriptionId, endAt: new Date().toISOString() },
  };
  await publishEvent(cancelled);
}

const device = () => ({ [DEVICE_ID_HEADER]: `dl-${randomUUID()}` });

const download = (token: string, headers: Record<string, string>, videoId: string, quality = 'saver') =>
  api('POST', '/downloads', { token, headers, body: { videoId, quality } });

const mine = async (token: string, headers: Record<string, string> = {}) => {
  const res = await api('GET', '/downloads', { token, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as DownloadLicenceList).downloads;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-downloads-test-'));
  admin = (await signInAs(DEMO_ADMIN)).token;
  const clip = await makeTestClip(join(dir, 'clip.mp4'), { width: 640, height: 360, seconds: 1 });
  const clear = (title: string) => ({ videoTitle: unique(title), genre: 'drama', ageRating: 'U', protection: 'clear' });
  [protectedTitle, clearTitle] = await Promise.all([
    uploadTranscodedVideo({ videoTitle: unique('Offline '), genre: 'drama', ageRating: 'U/A 16+' }, clip, admin),
    uploadTranscodedVideo(clear('Offline clear '), clip, admin),
  ]);
}, 300_000);

afterAll(async () => {
  await closeTestKafka();
  await rm(dir, { recursive: true, force: true });
});

/**
 * A new viewer who bought, through the sandbox's checkout, an all-access plan the admin made with
 * this allowance; resolves once the subscription reaches the download checks.
 */
async function buyerOfPlan(allowance: { downloads: number; downloadDevices: number }): Promise<string> {
  const plan = await createPlan(admin, { price: 49, scope: 'all', durationDays: 30, ...allowance });
  expect(plan).toMatchObject(allowance);
  const buyer = await newViewer();
  await payInSandbox((await order(buyer.token, plan.code, 'all')).order!.id);
  await waitFor(
    async () => {
      const res = await api('GET', `/downloads/options/${clearTitle._id}`, { token: buyer.token });
      return res.body?.code === 'SUBSCRIPTION_REQUIRED' ? undefined : true;
    },
    { timeoutMs: 30_000, what: 'the bought subscription to reach the download checks' },
  );
  return buyer.token;
}

describe("a plan's download allowance, set by the admin", () => {
  it('lets the buyer of a one-title plan download one title and refuses the second', async () => {
    const token = await buyerOfPlan({ downloads: 1, downloadDevices: 2 });
    const phone = device();
    const first = await download(token, phone, clearTitle._id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expectError(
      await download(token, phone, protectedTitle._id),
      403,
      DownloadMessages.titleLimit(1),
      'DOWNLOAD_LIMIT',
    );
  });

  it('refuses every download to the buyer of a plan without downloads', async () => {
    const token = await buyerOfPlan({ downloads: 0, downloadDevices: 1 });
    expectError(
      await download(token, device(), clearTitle._id),
      403,
      DownloadMessages.notAllowed,
      'DOWNLOADS_NOT_IN_PLAN',
    );
  });
});

describe('download licences', () => {
  it("answers the qualities with the plan's renditions and estimated sizes", async () => {
    const viewer = await viewerWithPlan(2, 1);
    const res = await api('GET', `/downloads/options/${clearTitle._id}`, { token: viewer.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { options } = res.body.data as DownloadOptions;
    expect(options.map((o) => o.quality)).toEqual(['saver', 'standard', 'high']);
    for (const option of options) {
      expect(option.height).toBeGreaterThan(0);
      expect(option.height).toBeLessThanOrEqual(360);
      expect(option.sizeBytes).toBeGreaterThan(0);
    }
    expect(options[0]!.sizeBytes).toBeLessThanOrEqual(options[2]!.sizeBytes);
  });

  it("refuses a download past the plan's titles until one is removed", async () => {
    const viewer = await viewerWithPlan(1, 2);
    const phone = device();
    const first = await download(viewer.token, phone, clearTitle._id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const licence = first.body.data as DownloadLicence;
    expect(licence).toMatchObject({ videoId: clearTitle._id, quality: 'saver', current: true, keys: null });
    expect(new Date(licence.expiresAt).getTime() - new Date(licence.issuedAt).getTime()).toBe(30 * DAY_MS);
    // The same title again on the same device is the same licence issued afresh, not a second one.
    const again = await download(viewer.token, phone, clearTitle._id, 'high');
    expect(again.status).toBe(201);
    expect((again.body.data as DownloadLicence).id).toBe(licence.id);
    expect(await mine(viewer.token, phone)).toHaveLength(1);
    // A second title, on this device or another: past the plan's one title, until the first is removed.
    for (const where of [phone, device()]) {
      expectError(
        await download(viewer.token, where, protectedTitle._id),
        403,
        DownloadMessages.titleLimit(1),
        'DOWNLOAD_LIMIT',
      );
    }
    const removed = await api('DELETE', `/downloads/${licence.id}`, { token: viewer.token, headers: phone });
    expect(removed.status).toBe(200);
    expect((removed.body.data as DownloadLicenceList).downloads).toEqual([]);
    expect((await download(viewer.token, device(), protectedTitle._id)).status).toBe(201);
  });

  it('refuses every download on a plan without downloads', async () => {
    const viewer = await viewerWithPlan(0, 1);
    expectError(
      await download(viewer.token, device(), clearTitle._id),
      403,
      DownloadMessages.notAllowed,
      'DOWNLOADS_NOT_IN_PLAN',
    );
  });

  it('refuses to download, play or renew once the subscription is cancelled', async () => {
    const viewer = await viewerWithPlan(5, 2);
    const phone = device();
    const granted = await download(viewer.token, phone, clearTitle._id);
    expect(granted.status).toBe(201);
    const id = (granted.body.data as DownloadLicence).id;
    await cancel(viewer);
    const renewed = await waitFor(
      async () => {
        const res = await api('POST', `/downloads/${id}/renew`, { token: viewer.token, headers: phone });
        return res.status === 200 ? undefined : res;
      },
      { timeoutMs: 20_000, what: 'the cancellation to reach the access check' },
    );
    expectError(renewed, 403, MediaMessages.subscriptionRequired, 'SUBSCRIPTION_REQUIRED');
    expectError(
      await api('POST', `/downloads/${id}/play`, { token: viewer.token, headers: phone }),
      403,
      MediaMessages.subscriptionRequired,
      'SUBSCRIPTION_REQUIRED',
    );
    expectError(
      await download(viewer.token, phone, protectedTitle._id),
      403,
      MediaMessages.subscriptionRequired,
      'SUBSCRIPTION_REQUIRED',
    );
  });

  it('refuses a kids profile a title above its limit, and downloads what it may watch', async () => {
    const viewer = await viewerWithPlan(5, 2);
    const created = await api('POST', '/profiles', { token: viewer.token, body: { name: 'Little One', kids: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const kid = (created.body.data as HouseholdReply).profiles.find((p) => p.name === 'Little One')!;
    const selected = await api('POST', `/profiles/${kid.id}/select`, { token: viewer.token, body: {} });
    const kidsHeaders = { ...device(), 'x-profile-token': (selected.body.data as SelectProfileReply).profileToken };
    const refused = await download(viewer.token, kidsHeaders, protectedTitle._id);
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body.code).toBe('PROFILE_LIMIT');
    const allowed = await download(viewer.token, kidsHeaders, clearTitle._id);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
  });

  it('expires a licence a play window after its first play, and renewal issues it afresh', async () => {
    expect(PLAY_WINDOW_SECONDS, 'scripts/test.sh sets DOWNLOAD_PLAY_WINDOW_SECONDS to a few seconds').toBeLessThan(30);
    const viewer = await viewerWithPlan(5, 2);
    const phone = device();
    const granted = await download(viewer.token, phone, clearTitle._id);
    const id = (granted.body.data as DownloadLicence).id;
    const played = await api('POST', `/downloads/${id}/play`, { token: viewer.token, headers: phone });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    const first = played.body.data as DownloadLicence;
    expect(first.firstPlayedAt).not.toBeNull();
    expect(new Date(first.expiresAt).getTime() - new Date(first.firstPlayedAt!).getTime()).toBe(
      PLAY_WINDOW_SECONDS * 1000,
    );
    // Another device's licence is not played here.
    expectError(
      await api('POST', `/downloads/${id}/play`, { token: viewer.token, headers: device() }),
      404,
      DownloadMessages.notFound,
    );
    const expired = await waitFor(
      async () => {
        const res = await api('POST', `/downloads/${id}/play`, { token: viewer.token, headers: phone });
        return res.status === 200 ? undefined : res;
      },
      { timeoutMs: (PLAY_WINDOW_SECONDS + 20) * 1000, intervalMs: 500, what: 'the play window to end' },
    );
    expectError(expired, 403, DownloadMessages.expired, 'DOWNLOAD_EXPIRED');
    const renewed = await api('POST', `/downloads/${id}/renew`, { token: viewer.token, headers: phone });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const fresh = renewed.body.data as DownloadLicence;
    expect(fresh.firstPlayedAt).toBeNull();
    expect(new Date(fresh.expiresAt).getTime() - new Date(fresh.issuedAt).getTime()).toBe(30 * DAY_MS);
    expect((await api('POST', `/downloads/${id}/play`, { token: viewer.token, headers: phone })).status).toBe(200);
  });

  it("revokes a signed-out device's licences and frees its place", async () => {
    const viewer = await viewerWithPlan(5, 1);
    const phone = device();
    expect((await download(viewer.token, phone, clearTitle._id)).status).toBe(201);
    const laptop = device();
    expectError(
      await download(viewer.token, laptop, clearTitle._id),
      403,
      DownloadMessages.deviceLimit(1),
      'DOWNLOAD_LIMIT',
    );
    // The laptop signs in on its own and signs the phone out.
    const laptopToken = (await signInAs({ email: viewer.email, password: PASSWORD })).token;
    const sessions = await api('GET', '/auth/sessions', { token: laptopToken });
    const phoneSession = (sessions.body.data as DeviceSessionList).sessions.find((s) => !s.current)!;
    expect((await api('DELETE', `/auth/sessions/${phoneSession.id}`, { token: laptopToken })).status).toBe(200);
    expect((await api('GET', '/downloads', { token: viewer.token, headers: phone })).status).toBe(401);
    expect(await mine(laptopToken, laptop)).toEqual([]);
    expect((await download(laptopToken, laptop, clearTitle._id)).status).toBe(201);
  });

  it("gives a protected title's offline copy the keys of its audio and kept rendition only", async () => {
    const viewer = await viewerWithPlan(5, 2);
    const res = await download(viewer.token, device(), protectedTitle._id, 'high');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const licence = res.body.data as DownloadLicence;
    expect(licence.height).toBe(360);
    // AUDIO and SD: a 360p copy needs no HD key.
    expect(licence.keys).toHaveLength(2);
    for (const key of licence.keys!) {
      expect(key.kty).toBe('oct');
      expect(Buffer.from(key.k, 'base64url')).toHaveLength(16);
    }
    const listed = await mine(viewer.token);
    expect(listed[0]!.keys).toBeNull();
  });

  it('answers 400 for a bad video id or quality and 404 for an unknown licence', async () => {
    const viewer = await viewerWithPlan(5, 2);
    const bad = await download(viewer.token, device(), 'nope');
    expect(bad.status).toBe(400);
    const quality = await download(viewer.token, device(), clearTitle._id, 'ultra');
    expect(quality.status).toBe(400);
    expectError(
      await api('POST', `/downloads/${randomUUID()}/renew`, { token: viewer.token }),
      404,
      DownloadMessages.notFound,
    );
    expectError(await api('POST', '/downloads/x/play', { token: viewer.token }), 404, DownloadMessages.notFound);
  });
});
