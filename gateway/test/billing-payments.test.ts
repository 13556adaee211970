import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingMessages, type AdminSubscription, type Plan, type Video } from '@streamhub/contracts';
import {
  api,
  closeRpc,
  createVideo,
  DEMO_ADMIN,
  payInSandbox,
  relayedCapture,
  sandboxOrder,
  signInAs,
  testEnv,
  unique,
  waitFor,
  webhookSignature,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';
import { createPlan as planOf, episodeAccess, mine, newPaidOrder, newViewer, order, webhook } from './billing-helpers';

const createPlan = (over: Record<string, unknown>) => planOf(admin, over);

let admin: string;
let episodePlan: Plan;
let allPlan: Plan;
let show: { name: string; part: Video };
let otherShow: { name: string; part: Video };
let billingDb: Connection;

beforeAll(async () => {
  billingDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_billing' }).asPromise();
  admin = (await signInAs(DEMO_ADMIN)).token;
  episodePlan = await createPlan({ price: 79.5, scope: 'episode' });
  allPlan = await createPlan({ price: 199, scope: 'all' });
  const name = unique('Paid Series ').toUpperCase();
  const other = unique('Other Series ').toUpperCase();
  show = {
    name,
    part: await createVideo({ videoTitle: `${name} 1`, genre: 'drama', episodeName: name, episodeSeq: 1 }),
  };
  otherShow = {
    name: other,
    part: await createVideo({ videoTitle: `${other} 1`, genre: 'drama', episodeName: other, episodeSeq: 1 }),
  };
});

afterAll(async () => {
  await billingDb.close();
  await closeRpc();
});

describe('orders', () => {
  it('needs a signed-in caller and an episode for an episode plan', async () => {
    expect((await api('POST', '/subscriptions/order', { body: { planCode: episodePlan.code } })).status).toBe(401);
    const { token } = await newViewer();
    for (const episodeName of [undefined, '', '  ', 'all']) {
      const res = await api('POST', '/subscriptions/order/by-episode-name', {
        token,
        body: { planCode: episodePlan.code, episodeName },
      });
      expectError(res, 400, BillingMessages.selectEpisode);
    }
    expectError(
      await api('POST', '/subscriptions/order', { token, body: { planCode: unique('NOPE_') } }),
      404,
      BillingMessages.planNotFound,
    );
  });

  it('creates a Razorpay order through the SDK for rupees × 100 paise in INR, with the plan and episode in its notes', async () => {
    const { token } = await newViewer();
    const reply = await order(token, episodePlan.code, show.name.toLowerCase());
    expect(reply).toMatchObject({
      alreadyActive: false,
      displayAmountRupees: '79.50',
      order: { amount: 7950, currency: 'INR' },
    });
    expect(reply.keyId).toMatch(/^rzp_/);
    const held = await sandboxOrder(reply.order!.id);
    expect(held).toMatchObject({
      amount: 7950,
      currency: 'INR',
      notes: { planCode: episodePlan.code, episodeName: show.name },
    });
  });
});

describe('admin subscription list', () => {
  it('pages on the server: each page holds its own rows, total and summary count them all', async () => {
    const pagedPlan = await createPlan({ price: 25, scope: 'all' });
    const buyers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { token, email } = await newViewer();
      const paid = await payInSandbox((await order(token, pagedPlan.code, 'all')).order!.id, { webhook: false });
      expect((await webhook(relayedCapture(paid, 2500))).status).toBe(200);
      buyers.push(email);
    }
    const page = async (n: number) => {
      const res = await api('GET', `/admin/subscriptions?q=${pagedPlan.code}&page=${n}&limit=2`, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { subscriptions: AdminSubscription[]; total: number; page: number; limit: number };
    };
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.subscriptions).toHaveLength(2);
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.subscriptions).toHaveLength(1);
    expect(third.subscriptions).toHaveLength(0);
    const seen = [...first.subscriptions, ...second.subscriptions].map((row) => row.userEmail);
    expect(seen.sort()).toEqual([...buyers].sort());
  });
});

describe('payments', () => {
  it('grants access through catalog after a verified capture, only for the episode bought; a renewal while active is a new order', async () => {
    const { token, email } = await newViewer();
    expect(await episodeAccess(token, show.name)).toBe(false);
    const reply = await order(token, episodePlan.code, show.name);
    const paid = await payInSandbox(reply.order!.id, { webhook: false });
    const confirmed = await webhook(relayedCapture(paid, 7950));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.outcome).toBe('subscribed');

    await waitFor(() => episodeAccess(token, show.name), { what: 'access after payment' });
    expect(await episodeAccess(token, otherShow.name)).toBe(false);
    const video = await api('GET', `/videos/${show.part._id}/access`, { token });
    expect(video.body.data.hasAccess).toBe(true);

    const again = await api('POST', '/subscriptions/order/by-episode-name', {
      token,
      body: { planCode: episodePlan.code, episodeName: show.name },
    });
    expect(again.body).toMatchObject({
      message: BillingMessages.orderCreated,
      data: { alreadyActive: false, order: { amount: 7950 } },
    });

    const subs = await mine(token);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'active', amount: 79.5, plan: { code: episodePlan.code } });

    const list = await api('GET', `/admin/subscriptions?q=${encodeURIComponent(email)}`, { token: admin });
    expect(list.status).toBe(200);
    const rows = list.body.data.subscriptions as AdminSubscription[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userEmail: email,
      userName: 'Test Viewer',
      planCode: episodePlan.code,
      price: 79.5,
      status: 'Active',
    });

    expectError(
      await api('DELETE', `/subscriptions/plans/${episodePlan.code}`, { token: admin }),
      409,
      BillingMessages.planHasSubscriptions,
    );
  });

  it('creates one subscription however often the same capture arrives (client relay and signed webhook)', async () => {
    const { token, paid } = await newPaidOrder(allPlan.code, 'all');
    const relayed = relayedCapture(paid, 19900);
    const raw = JSON.stringify({ ...relayed, razorpay_signature: undefined });
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(relayed)),
      webhook(raw, { 'x-razorpay-signature': webhookSignature(raw) }),
    ]);
    for (const res of replies) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(replies.filter((r) => r.body.data.outcome === 'subscribed')).toHaveLength(1);
    await waitFor(() => episodeAccess(token, otherShow.name), { what: 'all-scope access' });
    expect(await mine(token)).toHaveLength(1);
  });

  it('refuses forged or mismatched relayed reports with 400, acknowledges a signed mismatch without granting', async () => {
    const { token, paid } = await newPaidOrder(episodePlan.code, show.name);
    const { razorpay_signature: _signature, ...unsigned } = relayedCapture(paid, 7950);
    expectError(await webhook(unsigned), 400, BillingMessages.invalidSignature);
    expectError(
      await webhook(relayedCapture(paid, 7950, { signature: 'f'.repeat(64) })),
      400,
      BillingMessages.invalidSignature,
    );

    const raw = JSON.stringify(unsigned);
    expectError(
      await webhook(raw, { 'x-razorpay-signature': webhookSignature(raw, 'not-the-webhook-secret') }),
      400,
      BillingMessages.invalidSignature,
    );
    // Signed correctly, but re-serialised: the signature is over other bytes.
    expectError(
      await webhook(JSON.stringify(unsigned, null, 2), { 'x-razorpay-signature': webhookSignature(raw) }),
      400,
      BillingMessages.invalidSignature,
    );
    const cheap = JSON.stringify(relayedCapture(paid, 100));
    const signedCheap = await webhook(cheap, { 'x-razorpay-signature': webhookSignature(cheap) });
    expect(signedCheap.status).toBe(200);
    expect(signedCheap.body.data.outcome).toBe('ignored');
    expectError(await webhook(relayedCapture(paid, 100)), 400, BillingMessages.amountMismatch);
    expectError(await webhook(relayedCapture(paid, 7950, { currency: 'USD' })), 400, BillingMessages.amountMismatch);
    expectError(await webhook('{"event":42}'), 400, BillingMessages.malformedNotification);
    expect((await webhook('not json')).status).toBe(400);
    expect(await mine(token)).toEqual([]);
    expect(await episodeAccess(token, show.name)).toBe(false);
  });

  it("grants from the sandbox's own signed webhook alone, when the client never reports back", async () => {
    const { token } = await newViewer();
    const reply = await order(token, episodePlan.code, otherShow.name);
    await payInSandbox(reply.order!.id);
    await waitFor(() => episodeAccess(token, otherShow.name), { what: 'access from the webhook' });
    expect(await episodeAccess(token, show.name)).toBe(false);
    expect(await mine(token)).toHaveLength(1);
  });

  it('takes access away once the subscription has ended and billing has written its expiry', async () => {
    const { token, paid } = await newPaidOrder(episodePlan.code, otherShow.name);
    expect((await webhook(relayedCapture(paid, 7950))).status).toBe(200);
    await waitFor(() => episodeAccess(token, otherShow.name), { what: 'access after payment' });

    // Time passes: the period ends (catalog still holds the end it was told at activation).
    const ended = await billingDb
      .collection('subscriptions')
      .updateOne({ paymentId: paid.razorpay_payment_id }, { $set: { endAt: new Date(Date.now() - 1000) } });
    expect(ended.modifiedCount).toBe(1);
    await waitFor(async () => !(await episodeAccess(token, otherShow.name)), {
      timeoutMs: 30_000,
      what: 'access revoked',
    });
    const stored = await billingDb.collection('subscriptions').findOne({ paymentId: paid.razorpay_payment_id });
    expect(stored?.status).toBe('expired');
    expect((await mine(token)).map((s) => s.status)).toEqual(['expired']);
  });
});
