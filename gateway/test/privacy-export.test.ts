import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport, Grievance, MyPaymentsReply, Plan, Video } from '@streamhub/contracts';
import { adminToken, api, apiData, closeRpc, createVideo, payInSandbox, unique, waitFor } from '@streamhub/testkit';
import { createPlan, mine, newViewer, order } from './billing-helpers';

/*
 * "Download my data" (docs/privacy.md): one machine-readable archive of what every service holds
 * about the account and its profiles, gathered over RPC from each service.
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

describe('download my data', () => {
  it('holds the records of every service for the account, and none of another account or any secret', async () => {
    const viewer = await newViewer();
    const other = await newViewer();
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

    expect(archive).toMatchObject({ format: 'streamhub-data-export/1', accountId: viewer.userId });
    expect(archive.services.map((s) => s.service).sort()).toEqual([
      'analytics',
      'auth',
      'billing',
      'catalog',
      'support',
    ]);

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
    expect(analytics.playbackEvents).toEqual([expect.objectContaining({ id: events[0]!.id, video_id: video._id })]);

    // Nothing of anyone else, and no secret: no password hash, code or token anywhere.
    const text = JSON.stringify(archive);
    expect(text).not.toContain(other.userId);
    expect(text).not.toMatch(/passwordHash|codeHash|pinHash|tokenVersion|"outbox"/);
  });

  it('is the account holder’s own: no session, no archive', async () => {
    expect((await api('GET', '/privacy/export')).status).toBe(401);
  });
});
