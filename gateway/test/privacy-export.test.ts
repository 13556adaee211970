import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport, DataExportJob, Grievance, MyPaymentsReply, Plan, Video } from '@streamhub/contracts';
import {
  adminToken,
  api,
  apiData,
  closeRpc,
  createVideo,
  mailsTo,
  payInSandbox,
  unique,
  waitFor,
} from '@streamhub/testkit';
import { createPlan, mine, newViewer, order } from './billing-helpers';

/*
 * "Download my data" (docs/privacy.md): one machine-readable archive of what every service holds
 * about the account and its profiles, gathered over RPC from each service; asked for, it is
 * prepared in the background, stored privately and mailed as a signed link that expires
 * (PRIVACY_EXPORT_LINK_TTL_SECONDS, short in the test stack: scripts/test.sh).
 */

let plan: Plan;
let video: Video;

beforeAll(async () => {
  const admin = await adminToken();
  plan = await createPlan(admin, { price: 49, scope: 'all', durationDays: 1 });
  video = await createVideo({ videoTitle: unique('export'), genre: 'drama', videoType: 'movie', ageRating: 'U' });
});

afterAll(async () => {
  await closeRpc();
});

const recordsOf = (archive: DataExport, service: string) => {
  const found = archive.services.find((s) => s.service === service);
  expect(found, `the ${service} service's records`).toBeDefined();
  return found!.records as Record<string, Record<string, unknown>[]>;
};

type Viewer = Awaited<ReturnType<typeof newViewer>>;
/** The account with something in every service, filled by the first test, and its records. */
let viewer: Viewer;
let other: Viewer;
let expected: { subject: string; grievance: Grievance; eventId: string };

describe('download my data', () => {
  it('holds the records of every service for the account, and none of another account or any secret', async () => {
    viewer = await newViewer();
    other = await newViewer();
    const { token } = viewer;
    // Something in each service: a paid plan (billing), a watchlist entry and history (catalog),
    // a query and a grievance (support), a play (analytics); the account, profiles and consents are auth's.
    const paid = await payInSandbox((await order(token, plan.code, 'all')).order!.id);
    expect(paid).toBeTruthy();
    await waitFor(async () => (await mine(token)).length === 1, { what: 'the subscription granted' });
    await waitFor(
      async () => (await apiData<MyPaymentsReply>('GET', '/subscriptions/payments', { token })).payments.length === 1,
      { what: 'a receipt issued' },
    );
    expect((await api('POST', '/watchlist', { token, body: { videoId: video._id } })).status).toBe(201);
    expect(
      (await api('PUT', `/history/${video._id}`, { token, body: { positionSeconds: 30, durationSeconds: 100 } }))
        .status,
    ).toBeLessThan(300);
    const subject = unique('Export probe ');
    const query = await api('POST', '/queries', {
      token,
      body: { name: 'Test Viewer', email: viewer.email, subject, message: 'Where is my data, please?' },
    });
    expect(query.status, JSON.stringify(query.body)).toBe(201);
    const filed = await api('POST', '/grievances', {
      token,
      body: { category: 'privacy', name: 'Test Viewer', email: viewer.email, text: unique('Please show me my data ') },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const grievance = filed.body.data.grievance as Grievance;
    const events = [
      {
        id: randomUUID(),
        sessionId: randomUUID(),
        videoId: video._id,
        type: 'start',
        at: Date.now(),
        position: 0,
        duration: 100,
        startupMs: 300,
      },
    ];
    expect((await api('POST', '/playback/events', { token, body: { events } })).status).toBe(202);

    const archive = await waitFor(
      async () => {
        const res = await api('GET', '/privacy/export', { token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const data = res.body.data as DataExport;
        const stored = recordsOf(data, 'analytics').playbackEvents ?? [];
        return stored.length > 0 ? data : undefined;
      },
      { what: 'the play stored by analytics' },
    );

    expected = { subject, grievance, eventId: events[0]!.id };
    expectEveryServicesRecords(archive);
  });

  it('is prepared in the background, mailed as a link only the owner can use, and the link expires', async () => {
    const { token } = viewer;
    const asked = await api('POST', '/privacy/exports', { token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const job = asked.body.data.export as DataExportJob;
    expect(job).toMatchObject({ status: 'preparing', servicesTotal: 5, readyAt: null, expiresAt: null });

    // The Privacy tab polls the request (by id, or the latest) until it is ready.
    const ready = await waitFor(
      async () => {
        const res = await api('GET', `/privacy/exports/${job.id}`, { token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const state = res.body.data.export as DataExportJob;
        expect(state.status).not.toBe('failed');
        return state.status === 'ready' ? state : undefined;
      },
      { what: 'the archive prepared' },
    );
    expect(ready).toMatchObject({ id: job.id, servicesDone: 5, servicesTotal: 5 });
    expect(Date.parse(ready.expiresAt!)).toBeGreaterThan(Date.parse(ready.readyAt!));
    expect((await apiData<{ export: DataExportJob }>('GET', '/privacy/exports/latest', { token })).export?.id).toBe(
      job.id,
    );

    // The link arrives by mail, to the account holder.
    const mail = await waitFor(
      async () => (await mailsTo(viewer.email)).find((m) => m.subject === 'Your StreamHub data is ready to download'),
      { what: 'the download link mailed' },
    );
    const link = new URL(/https?:\/\/\S+\/privacy\/download\/\S+/.exec(mail.text ?? '')![0]);
    expect(link.pathname).toBe(`/privacy/download/${job.id}`);
    const download = `/privacy/exports/${job.id}/download${link.search}`;

    // The owner, signed in, gets the archive with every service's records.
    const got = await api('GET', download, { token });
    expect(got.status, JSON.stringify(got.body).slice(0, 300)).toBe(200);
    expect(got.headers.get('content-disposition')).toContain('attachment');
    expectEveryServicesRecords(got.body as DataExport);

    // Another account, no session, a forged signature or expiry: nothing.
    expect((await api('GET', download, { token: other.token })).status).toBe(404);
    expect((await api('GET', `/privacy/exports/${job.id}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', download)).status).toBe(401);
    const forged = new URLSearchParams(link.search);
    forged.set('expires', String(Number(forged.get('expires')) + 3600));
    expect((await api('GET', `/privacy/exports/${job.id}/download?${forged}`, { token })).status).toBe(404);
    const bad = await api('GET', `/privacy/exports/${job.id}/download?expires=x&signature=%3C`, { token });
    expect(bad.status).toBe(400);

    // Once the link's time is over it is refused, with a code the web can explain.
    await waitFor(async () => Date.now() > Date.parse(ready.expiresAt!), {
      what: 'the link to expire',
      timeoutMs: 60_000,
    });
    const expired = await api('GET', download, { token });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ success: false, code: 'EXPORT_LINK_EXPIRED' });
  });

  it('is limited per account per day', async () => {
    const { token } = await newViewer();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await api('POST', '/privacy/exports', { token })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('is the account holder’s own: no session, no archive', async () => {
    expect((await api('GET', '/privacy/export')).status).toBe(401);
    expect((await api('POST', '/privacy/exports')).status).toBe(401);
  });
});

/** The archive holds each service's records of `viewer` (all made in the first test), nothing of `other`, no secret. */
function expectEveryServicesRecords(archive: DataExport): void {
  const { subject, grievance, eventId } = expected;
  expect(archive).toMatchObject({ format: 'streamhub-data-export/1', accountId: viewer.userId });
  expect(archive.services.map((s) => s.service).sort()).toEqual(['analytics', 'auth', 'billing', 'catalog', 'support']);

  const auth = recordsOf(archive, 'auth');
  expect(auth.account).toEqual([expect.objectContaining({ _id: viewer.userId, email: viewer.email })]);
  expect(auth.profiles?.[0]).toMatchObject({ _id: viewer.userId, profiles: expect.any(Array) });
  expect(auth.consents).toEqual([expect.objectContaining({ userId: viewer.userId, source: 'signup' })]);

  const catalog = recordsOf(archive, 'catalog');
  expect(catalog.watchlist).toEqual([expect.objectContaining({ videoId: video._id, userId: viewer.userId })]);
  expect(catalog.history).toEqual([expect.objectContaining({ videoId: video._id, positionSeconds: 30 })]);

  const billing = recordsOf(archive, 'billing');
  expect(billing.subscriptions).toEqual([expect.objectContaining({ userId: viewer.userId, planCode: plan.code })]);
  expect(billing.orders?.length).toBeGreaterThanOrEqual(1);
  expect(billing.receipts).toEqual([expect.objectContaining({ userId: viewer.userId })]);
  expect(billing.customer).toEqual([expect.objectContaining({ userId: viewer.userId })]);

  const support = recordsOf(archive, 'support');
  expect(support.queries).toEqual([expect.objectContaining({ subject })]);
  expect(support.grievances).toEqual([expect.objectContaining({ reference: grievance.reference })]);

  const analytics = recordsOf(archive, 'analytics');
  expect(analytics.playbackEvents).toEqual([expect.objectContaining({ id: eventId, video_id: video._id })]);

  // Nothing of anyone else, and no secret: no password hash, code or token anywhere.
  const text = JSON.stringify(archive);
  expect(text).not.toContain(other.userId);
  expect(text).not.toMatch(/passwordHash|codeHash|pinHash|tokenVersion|"outbox"/);
}
