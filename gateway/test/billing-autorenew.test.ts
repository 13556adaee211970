import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  BillingEvents,
  BillingMessages,
  type EventEnvelope,
  type SubscriptionEvent,
  type MyPaymentsReply,
  type PaymentReply,
  type Plan,
  type UserSubscription,
  type Video,
} from '@streamhub/contracts';
import {
  allAccessEvent,
  advanceSandboxClock,
  api,
  apiData,
  closeRpc,
  closeTestKafka,
  createVideo,
  DEMO_ADMIN,
  failSandboxCharges,
  mailsTo,
  payInSandbox,
  publishEvent,
  sandboxApi,
  sandboxInvoices,
  signInAs,
  subscribeInSandbox,
  unique,
  waitFor,
  waitForEvent,
  webhookSignature,
  type CaughtMail,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';
import {
  createPlan,
  mine,
  newViewer,
  onlySubscription,
  order,
  subscribeRecurring,
  useSandboxClock,
  videoAccess,
  waitForOnlySubscription,
  webhook,
} from './billing-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_S = 24 * 60 * 60;
// Billing's default (npm test leaves it as it is).
const GRACE_MS = Number(process.env.RENEWAL_GRACE_HOURS ?? 120) * 60 * 60 * 1000;

let admin: string;
let monthly: Plan;
let video: Video;
let episodeName: string;

// This file moves the sandbox's clock, which is every subscription's: files that do hold it in turn.
useSandboxClock();

beforeAll(async () => {
  admin = (await signInAs(DEMO_ADMIN)).token;
  monthly = await createPlan(admin, { price: 199, scope: 'all', durationDays: 30, recurring: true });
  episodeName = unique('AUTORENEW ').toUpperCase();
  video = await createVideo({ videoTitle: `${episodeName} 1`, genre: 'drama', episodeName, episodeSeq: 1 });
});

afterAll(async () => {
  await closeRpc();
  await closeTestKafka();
});

const confirm = (token: string, body: unknown) => api('POST', '/subscriptions/auto-renew/confirm', { token, body });

/** Catalog hears of a grant through Kafka: access follows within moments. */
const accessGranted = (token: string) =>
  waitFor(() => videoAccess(token, video._id), { what: 'access to the catalogue' });

const mailsMatching = async (email: string, subject: RegExp): Promise<CaughtMail[]> =>
  (await mailsTo(email)).filter((m) => subject.test(m.subject));

describe('recurring plans', () => {
  it('carry recurring and trialDays; trial days only on recurring plans, and a recurring plan lasts a week or more', async () => {
    expect(monthly).toMatchObject({ recurring: true, trialDays: 0 });
    const trial = await createPlan(admin, { price: 49, durationDays: 7, recurring: true, trialDays: 5 });
    expect(trial).toMatchObject({ recurring: true, trialDays: 5 });
    const plain = await createPlan(admin, { price: 49, durationDays: 7 });
    expect(plain).toMatchObject({ recurring: false, trialDays: 0 });

    const body = { code: unique('BAD_').toUpperCase(), title: 'Bad', price: 49, durationDays: 7 };
    expectError(
      await api('POST', '/subscriptions/plans', { token: admin, body: { ...body, trialDays: 7 } }),
      400,
      BillingMessages.trialNeedsRecurring,
    );
    expectError(
      await api('POST', '/subscriptions/plans', { token: admin, body: { ...body, recurring: true, trialDays: 91 } }),
      400,
      BillingMessages.invalidTrialDays,
    );
    expectError(
      await api('POST', '/subscriptions/plans', { token: admin, body: { ...body, recurring: true, durationDays: 3 } }),
      400,
      BillingMessages.recurringTooShort,
    );
  });

  it('refuse coupons with a clear 400, and a forged Checkout signature', async () => {
    const viewer = await newViewer();
    const withCoupon = await api('POST', '/subscriptions/order/by-episode-name', {
      token: viewer.token,
      body: { planCode: monthly.code, episodeName: 'all', couponCode: 'WELCOME20' },
    });
    expectError(withCoupon, 400, BillingMessages.couponNotForRecurring);
    const preview = await api('POST', '/subscriptions/order/preview', {
      token: viewer.token,
      body: { planCode: monthly.code, couponCode: 'WELCOME20' },
    });
    expectError(preview, 400, BillingMessages.couponNotForRecurring);

    const reply = await order(viewer.token, monthly.code, 'all');
    const paid = await subscribeInSandbox(reply.subscription!.id);
    const forged = {
      ...paid,
      razorpay_signature: paid.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    expectError(await confirm(viewer.token, forged), 400, BillingMessages.invalidSignature);
    // Someone else's subscription, even correctly signed, is not theirs to confirm.
    const other = await newViewer();
    expectError(await confirm(other.token, paid), 400, BillingMessages.unknownOrder);
    expect(await mine(other.token)).toHaveLength(0);
    // The genuine relay is answered with the buyer's subscription (or the sandbox's webhook got there first).
    const genuine = await apiData<PaymentReply>('POST', '/subscriptions/auto-renew/confirm', {
      token: viewer.token,
      body: paid,
    });
    expect(genuine.subscription).toMatchObject({ recurring: true, plan: { code: monthly.code } });
    expect(await mine(viewer.token)).toHaveLength(1);
  });
});

describe('auto-renew', () => {
  it('charges at checkout and again on each renewal over an advanced clock: the period grows by one plan period per charge, with a receipt mail each', async () => {
    const buyer = await subscribeRecurring(monthly);
    expect(buyer.reply.order).toBeNull();
    expect(buyer.reply.subscription).toMatchObject({ amount: 19_900, currency: 'INR', trialEndsAt: null });
    expect(buyer.subscriptionId).toMatch(/^sub_/);
    const first = buyer.subscription;
    expect(first).toMatchObject({ recurring: true, autoRenew: 'on', nextChargeAmount: 199, trialEndsAt: null });
    const end1 = Date.parse(first.endAt);
    expect(end1 - Date.parse(first.startAt)).toBe(30 * DAY_MS);
    expect(first.nextChargeAt).toBe(first.endAt);
    await accessGranted(buyer.token);
    // The provider has one plan for this plan and price, and the subscription carries our ids.
    const atProvider = await sandboxApi<{ status: string; notes: Record<string, string>; plan_id: string }>(
      'GET',
      `/v1/subscriptions/${buyer.subscriptionId}`,
    );
    expect(atProvider).toMatchObject({ status: 'active', notes: { userId: buyer.userId, planCode: monthly.code } });

    await advanceSandboxClock(30 * DAY_S + 60);
    await waitForOnlySubscription(buyer.token, 'the first renewal', (s) => Date.parse(s.endAt) === end1 + 30 * DAY_MS);
    await advanceSandboxClock(30 * DAY_S);
    const renewed = await waitForOnlySubscription(
      buyer.token,
      'the second renewal',
      (s) => Date.parse(s.endAt) === end1 + 60 * DAY_MS,
    );
    expect(renewed).toMatchObject({ status: 'active', autoRenew: 'on', amount: 3 * 199 });
    expect(renewed.nextChargeAt).toBe(renewed.endAt);

    const invoices = await sandboxInvoices(buyer.subscriptionId);
    expect(invoices.map((i) => i.status)).toEqual(['paid', 'paid', 'paid']);
    const receipts = await waitFor(
      async () => {
        const mails = await mailsMatching(buyer.email, /^Your StreamHub receipt /);
        return mails.length === 3 ? mails : undefined;
      },
      { timeoutMs: 20_000, what: 'three receipt mails' },
    );
    for (const invoice of invoices) {
      expect(receipts.filter((m) => (m.text ?? '').includes(`Payment ID: ${invoice.payment_id}`))).toHaveLength(1);
    }
    const { payments } = await apiData<MyPaymentsReply>('GET', '/subscriptions/payments', { token: buyer.token });
    const periods = payments
      .map((p) => [Date.parse(p.periodStart) - end1, Date.parse(p.periodEnd) - end1])
      .sort((a, b) => a[0]! - b[0]!);
    expect(periods.slice(1)).toEqual([
      [0, 30 * DAY_MS],
      [30 * DAY_MS, 60 * DAY_MS],
    ]);

    // A charge already counted, delivered again under another event id, extends nothing.
    const raw = JSON.stringify({
      event: 'subscription.charged',
      payload: {
        subscription: { entity: { id: buyer.subscriptionId, status: 'active' } },
        payment: { entity: { id: invoices[2]!.payment_id, amount: 19_900, currency: 'INR', status: 'captured' } },
      },
    });
    const res = await webhook(raw, {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(raw),
      'x-razorpay-event-id': unique('evt_replay_'),
    });
    expect(res.status).toBe(200);
    expect(Date.parse((await onlySubscription(buyer.token)).endAt)).toBe(end1 + 60 * DAY_MS);
  });

  it('failed charges leave access while retried (pending), then halt it: access gone and a mail says why', async () => {
    const buyer = await subscribeRecurring(monthly);
    await accessGranted(buyer.token);
    await failSandboxCharges(buyer.subscriptionId);

    await advanceSandboxClock(30 * DAY_S + 60);
    const pending = await waitForOnlySubscription(buyer.token, 'auto-renew pending', (s) => s.autoRenew === 'pending');
    expect(pending.status).toBe('active');
    expect(await videoAccess(buyer.token, video._id)).toBe(true);

    // Three retries, a day apart on the sandbox clock, fail too.
    await advanceSandboxClock(4 * DAY_S);
    const halted = await waitForOnlySubscription(buyer.token, 'auto-renew halted', (s) => s.autoRenew === 'halted');
    expect(halted).toMatchObject({ status: 'expired', nextChargeAt: null });
    expect(Date.parse(halted.endAt)).toBeLessThanOrEqual(Date.now());
    await waitFor(async () => !(await videoAccess(buyer.token, video._id)), { what: 'access gone after the halt' });

    const mail = await waitFor(async () => (await mailsMatching(buyer.email, /has stopped: payment failed$/))[0], {
      what: 'the halted mail',
    });
    expect(mail.text).toContain('We could not charge your payment method');
    expect(mail.text).toMatch(new RegExp(`https?://\\S+/subscriptions\\?renew=${monthly.code}`));
    const invoices = await sandboxInvoices(buyer.subscriptionId);
    expect(invoices.map((i) => i.status)).toEqual(['paid', 'issued', 'issued', 'issued', 'issued']);
    expect((await sandboxApi<{ status: string }>('GET', `/v1/subscriptions/${buyer.subscriptionId}`)).status).toBe(
      'halted',
    );
  });

  it("keeps a renewing plan's access through a grace past its period, and takes the grace back when auto-renew is turned off", async () => {
    const buyer = await subscribeRecurring(monthly);
    const endAt = Date.parse(buyer.subscription.endAt);
    expect(Date.parse(buyer.subscription.accessUntil!)).toBe(endAt + GRACE_MS);
    const activated = await waitForEvent<SubscriptionEvent>(
      BillingEvents.subscriptionActivated,
      (e) => e.payload.subscriptionId === buyer.subscription._id,
    );
    expect(activated.payload).toMatchObject({
      endAt: buyer.subscription.endAt,
      accessUntil: new Date(endAt + GRACE_MS).toISOString(),
    });

    const off = await apiData<{ subscription: UserSubscription }>(
      'POST',
      `/subscriptions/${buyer.subscription._id}/cancel-auto-renew`,
      { token: buyer.token },
    );
    expect(off.subscription).toMatchObject({ autoRenew: 'off', endAt: buyer.subscription.endAt, accessUntil: null });
    const revised = await waitForEvent<SubscriptionEvent>(
      BillingEvents.subscriptionActivated,
      (e) => e.payload.subscriptionId === buyer.subscription._id && e.payload.accessUntil === undefined,
    );
    expect(revised.payload.endAt).toBe(buyer.subscription.endAt);
  });

  it('catalog opens a subscription whose period has ended while its grace runs, and closes it when the grace is taken back', async () => {
    const viewer = await newViewer();
    const base = allAccessEvent(viewer.userId);
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    const retried: EventEnvelope<SubscriptionEvent> = {
      ...base,
      payload: { ...base.payload, endAt: at(-60_000), accessUntil: at(DAY_MS) },
    };
    await publishEvent(retried);
    await waitFor(() => videoAccess(viewer.token, video._id), { what: 'access in the grace' });
    await publishEvent({
      ...retried,
      id: randomUUID(),
      occurredAt: at(1_000),
      payload: { ...retried.payload, accessUntil: undefined },
    });
    await waitFor(async () => !(await videoAccess(viewer.token, video._id)), { what: 'access gone without the grace' });
  });

  it('Cancel auto-renew stops at the cycle end: access to the period end, no further charge', async () => {
    const buyer = await subscribeRecurring(monthly);
    const other = await newViewer();
    expectError(
      await api('POST', `/subscriptions/${buyer.subscription._id}/cancel-auto-renew`, { token: other.token }),
      404,
      BillingMessages.subscriptionNotFound,
    );
    const cancelled = await apiData<{ subscription: UserSubscription }>(
      'POST',
      `/subscriptions/${buyer.subscription._id}/cancel-auto-renew`,
      { token: buyer.token },
    );
    expect(cancelled.subscription).toMatchObject({
      autoRenew: 'off',
      status: 'active',
      endAt: buyer.subscription.endAt,
      nextChargeAt: null,
    });
    expect(
      (await sandboxApi<{ status: string }>('GET', `/v1/subscriptions/${buyer.subscriptionId}`)).status,
      'cancelled at the cycle end: still active there until then',
    ).toBe('active');
    await advanceSandboxClock(30 * DAY_S + 60);
    await waitFor(
      async () =>
        (await sandboxApi<{ status: string }>('GET', `/v1/subscriptions/${buyer.subscriptionId}`)).status ===
        'cancelled',
      { what: 'cancelled at the cycle end' },
    );
    expect((await sandboxInvoices(buyer.subscriptionId)).map((i) => i.status)).toEqual(['paid']);
    expect(await onlySubscription(buyer.token)).toMatchObject({ autoRenew: 'off', endAt: buyer.subscription.endAt });
    await accessGranted(buyer.token);
    // Asked again once the provider holds it ended: already off, truthfully.
    expectError(
      await api('POST', `/subscriptions/${buyer.subscription._id}/cancel-auto-renew`, { token: buyer.token }),
      400,
      BillingMessages.autoRenewAlreadyOff,
    );
  });
});

describe('trials', () => {
  it('a first subscription gets the trial: access at once, the first charge at its end; cancelled in the trial it is never charged and ends at the trial end', async () => {
    const trialPlan = await createPlan(admin, {
      price: 99,
      scope: 'all',
      durationDays: 7,
      recurring: true,
      trialDays: 2,
    });
    const buyer = await subscribeRecurring(trialPlan);
    const trialEndsAt = buyer.reply.subscription!.trialEndsAt!;
    expect(Date.parse(trialEndsAt) - Date.now()).toBeGreaterThan(2 * DAY_MS - 60_000);
    expect(buyer.subscription).toMatchObject({
      autoRenew: 'on',
      trialEndsAt,
      endAt: trialEndsAt,
      nextChargeAt: trialEndsAt,
      nextChargeAmount: 99,
      amount: 0,
    });
    expect((await sandboxApi<{ status: string }>('GET', `/v1/subscriptions/${buyer.subscriptionId}`)).status).toBe(
      'authenticated',
    );
    await accessGranted(buyer.token);

    const cancelled = await apiData<{ subscription: UserSubscription }>(
      'POST',
      `/subscriptions/${buyer.subscription._id}/cancel-auto-renew`,
      { token: buyer.token },
    );
    expect(cancelled.subscription).toMatchObject({ autoRenew: 'off', endAt: trialEndsAt, nextChargeAt: null });

    // A second buyer keeps the trial running: charged when it ends.
    const keeps = await subscribeRecurring(trialPlan);
    const keepsEnd = Date.parse(keeps.subscription.endAt);

    await advanceSandboxClock(3 * DAY_S);
    await waitForOnlySubscription(keeps.token, 'the first charge at the trial end', (s) => s.trialEndsAt === null);
    expect(await onlySubscription(keeps.token)).toMatchObject({ amount: 99, autoRenew: 'on' });
    expect(Date.parse((await onlySubscription(keeps.token)).endAt)).toBe(keepsEnd + 7 * DAY_MS);
    expect((await sandboxInvoices(keeps.subscriptionId)).map((i) => i.status)).toEqual(['paid']);

    // The cancelled trial: no charge at the provider, no receipt, access until the trial's end.
    expect(await sandboxInvoices(buyer.subscriptionId)).toEqual([]);
    const atProvider = await sandboxApi<{ status: string; paid_count: number }>(
      'GET',
      `/v1/subscriptions/${buyer.subscriptionId}`,
    );
    expect(atProvider).toMatchObject({ status: 'cancelled', paid_count: 0 });
    expect(await onlySubscription(buyer.token)).toMatchObject({ endAt: trialEndsAt, autoRenew: 'off', amount: 0 });
    expect((await apiData<MyPaymentsReply>('GET', '/subscriptions/payments', { token: buyer.token })).payments).toEqual(
      [],
    );
    expect(await videoAccess(buyer.token, video._id)).toBe(true);

    // A second subscription of the same plan gets no trial.
    const again = await order(buyer.token, trialPlan.code, 'all');
    expect(again.subscription).toMatchObject({ trialEndsAt: null, amount: 9_900 });

    // Renewal reminders skip recurring plans: a 3-day episode pass of the same buyer, ending after
    // the trial (so reminded in the same pass or a later one), gets its reminder; the trial gets none.
    const control = await createPlan(admin, { price: 29, scope: 'episode', durationDays: 3 });
    await payInSandbox((await order(buyer.token, control.code, episodeName)).order!.id);
    await waitFor(
      async () => (await mailsMatching(buyer.email, / ends on /)).some((m) => (m.text ?? '').includes(control.title)),
      { timeoutMs: 20_000, what: "the 3-day plan's reminder" },
    );
    const reminders = await mailsMatching(buyer.email, / ends on /);
    expect(reminders.filter((m) => (m.text ?? '').includes(trialPlan.title))).toEqual([]);
  });
});
