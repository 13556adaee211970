import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillingMessages,
  BillingPatterns,
  type BillingCustomer,
  type AdminSubscriptionsReply,
  type MandateReport,
  type OrderReply,
  type PaymentReply,
  type Plan,
  type Video,
} from '@streamhub/contracts';
import {
  advanceSandboxClock,
  api,
  apiData,
  closeRpc,
  createVideo,
  DEMO_ADMIN,
  failSandboxCharges,
  mailsTo,
  payInSandbox,
  refuseSandboxCancels,
  rpc,
  sandboxApi,
  sandboxInvoices,
  signInAs,
  subscribeInSandbox,
  unique,
  waitFor,
  webhookSignature,
  withholdSandboxWebhooks,
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
  type RecurringBuyer,
} from './billing-helpers';

// Money effects follow the provider (issue 43): refunds and lost disputes of any charge, admin
// refunds and closed accounts end or shorten access and stop the mandate at the provider.

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_S = 24 * 60 * 60;
// How long an unauthorised recurring checkout lives (scripts/test.sh sets it short).
const ABANDON_MS = Number(process.env.PENDING_MANDATE_ABANDON_MS ?? 30_000);

let admin: string;
let weekly: Plan;
let trialPlan: Plan;
let video: Video;

// This file moves the sandbox's clock, which is every subscription's: files that do hold it in turn.
useSandboxClock();

beforeAll(async () => {
  admin = (await signInAs(DEMO_ADMIN)).token;
  weekly = await createPlan(admin, { price: 10, scope: 'all', durationDays: 7, recurring: true });
  trialPlan = await createPlan(admin, { price: 12, scope: 'all', durationDays: 7, recurring: true, trialDays: 3 });
  video = await createVideo({ videoTitle: unique('Mandates '), genre: 'drama' });
});

afterAll(async () => {
  await closeRpc();
});

/** A new viewer's mandate for `plan`, authorised and relayed, with access to the catalogue. */
const subscribe = (plan: Plan) => subscribeRecurring(plan, { accessTo: video._id });

const providerStatus = async (subscriptionId: string) =>
  (await sandboxApi<{ status: string }>('GET', `/v1/subscriptions/${subscriptionId}`)).status;

const mandateCancelled = (subscriptionId: string) =>
  waitFor(async () => (await providerStatus(subscriptionId)) === 'cancelled', {
    timeoutMs: 20_000,
    what: 'the mandate cancelled at the provider',
  });

const accessGone = (token: string) =>
  waitFor(async () => !(await videoAccess(token, video._id)), { what: 'access taken back' });

/** Advances the sandbox clock past a renewal and waits until billing counted the charge. */
async function renewOnce(buyer: RecurringBuyer) {
  const end1 = Date.parse(buyer.subscription.endAt);
  await advanceSandboxClock(7 * DAY_S + 60);
  await waitForOnlySubscription(buyer.token, 'the renewal counted', (s) => Date.parse(s.endAt) === end1 + 7 * DAY_MS);
  const invoices = await sandboxInvoices(buyer.subscriptionId);
  expect(invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
  return { end1, invoices };
}

const receiptsTo = async (email: string) =>
  (await mailsTo(email)).filter((m) => /^Your StreamHub receipt /.test(m.subject));

describe('money given back', () => {
  it('a refund of the first charge at the provider ends access, stops the mandate and says why; nothing is charged after', async () => {
    const buyer = await subscribe(weekly);
    await sandboxApi('POST', `/v1/payments/${buyer.paid.razorpay_payment_id}/refund`, {});

    const sub = await waitForOnlySubscription(buyer.token, 'cancelled by the refund', (s) => s.status === 'cancelled');
    expect(sub).toMatchObject({ autoRenew: 'off', refundedAmount: 10, nextChargeAt: null });
    await mandateCancelled(buyer.subscriptionId);
    await accessGone(buyer.token);
    // The owner is told: the refund (amount, when it arrives) and the mandate's cancellation.
    const mails = await waitFor(
      async () => {
        const all = await mailsTo(buyer.email);
        const refund = all.find((m) => m.subject === `Refund of ₹10.00 for ${weekly.title}`);
        const cancelled = all.find((m) => m.subject === `Auto-renew of ${weekly.title} is cancelled`);
        return refund && cancelled ? { refund, cancelled } : undefined;
      },
      { timeoutMs: 20_000, what: 'the refund and cancellation mails' },
    );
    expect(mails.refund.text).toContain('5–7 working days');
    expect(mails.cancelled.text).toContain('nothing more will be charged');

    // The period it would have renewed in passes: nothing taken.
    await advanceSandboxClock(8 * DAY_S);
    expect((await sandboxInvoices(buyer.subscriptionId)).map((i) => i.status)).toEqual(['paid']);
    expectError(
      await api('POST', `/subscriptions/${sub._id}/cancel-auto-renew`, { token: buyer.token }),
      400,
      BillingMessages.autoRenewAlreadyOff,
    );
    const rows = await apiData<AdminSubscriptionsReply>('GET', `/admin/subscriptions?q=${weekly.code}&limit=100`, {
      token: admin,
    });
    expect(rows.subscriptions.find((r) => r._id === sub._id)).toMatchObject({ refunded: true, autoRenew: 'off' });
  });

  it('a refund of a renewal charge takes back that period only: access to the end of the period before, no further charge', async () => {
    const buyer = await subscribe(weekly);
    const { end1, invoices } = await renewOnce(buyer);
    await sandboxApi('POST', `/v1/payments/${invoices[1]!.payment_id}/refund`, {});

    const sub = await waitForOnlySubscription(buyer.token, 'the renewal taken back', (s) => s.refundedAmount === 10);
    expect(sub).toMatchObject({ status: 'active', autoRenew: 'off', amount: 20, nextChargeAt: null });
    expect(Date.parse(sub.endAt)).toBe(end1);
    await mandateCancelled(buyer.subscriptionId);
    expect(await videoAccess(buyer.token, video._id)).toBe(true);

    await advanceSandboxClock(8 * DAY_S);
    expect(await sandboxInvoices(buyer.subscriptionId)).toHaveLength(2);
    // The same refund's second webhook (refund.processed, then payment.refunded) took nothing more.
    expect(Date.parse((await onlySubscription(buyer.token)).endAt)).toBe(end1);
  });

  it('a lost dispute on the second charge takes its period back, and a refund of the first then ends access', async () => {
    const buyer = await subscribe(weekly);
    const { end1, invoices } = await renewOnce(buyer);
    await sandboxApi('POST', `/v1/sandbox/payments/${invoices[1]!.payment_id}/dispute-lost`, {});

    const disputed = await waitForOnlySubscription(
      buyer.token,
      'the disputed charge taken back',
      (s) => s.refundedAmount === 10,
    );
    expect(disputed).toMatchObject({ status: 'active', autoRenew: 'off' });
    expect(Date.parse(disputed.endAt)).toBe(end1);
    await mandateCancelled(buyer.subscriptionId);

    await sandboxApi('POST', `/v1/payments/${invoices[0]!.payment_id}/refund`, {});
    const ended = await waitForOnlySubscription(
      buyer.token,
      'both charges given back',
      (s) => s.status === 'cancelled',
    );
    expect(ended.refundedAmount).toBe(20);
    await accessGone(buyer.token);
  });
});

describe('accounts that end stop paying', () => {
  it('deleting one’s own account during a trial cancels the mandate: no charge when the trial ends', async () => {
    const buyer = await subscribe(trialPlan);
    expect(buyer.subscription.trialEndsAt).not.toBeNull();
    const res = await api('POST', '/auth/account/deletion', { token: buyer.token, body: { password: buyer.password } });
    expect(res.status).toBe(201);
    await mandateCancelled(buyer.subscriptionId);
    await advanceSandboxClock(4 * DAY_S);
    expect(await sandboxInvoices(buyer.subscriptionId)).toEqual([]);
  });

  it('an admin deleting an account after its first charge cancels the mandate: nothing more is taken, no receipt after', async () => {
    const buyer = await subscribe(weekly);
    await waitFor(async () => (await receiptsTo(buyer.email)).length === 1, { what: 'the first receipt' });
    expect((await api('DELETE', `/auth/users/${buyer.userId}`, { token: admin })).status).toBe(200);
    await mandateCancelled(buyer.subscriptionId);
    await advanceSandboxClock(8 * DAY_S);
    expect((await sandboxInvoices(buyer.subscriptionId)).map((i) => i.status)).toEqual(['paid']);
    expect(await receiptsTo(buyer.email)).toHaveLength(1);
  });

  it('deactivating an account cancels its mandate, also after a renewal', async () => {
    const buyer = await subscribe(weekly);
    await renewOnce(buyer);
    const off = await api('PUT', `/auth/user-status/${buyer.userId}`, { token: admin, body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    await mandateCancelled(buyer.subscriptionId);
    await advanceSandboxClock(8 * DAY_S);
    expect(await sandboxInvoices(buyer.subscriptionId)).toHaveLength(2);
  });

  it('a charge that races the closed account is refunded at the provider, extends nothing and gets no receipt', async () => {
    const buyer = await subscribe(weekly);
    await waitFor(async () => (await receiptsTo(buyer.email)).length === 1, { what: 'the first receipt' });
    const end1 = Date.parse(buyer.subscription.endAt);
    // The provider is away when the account closes: the mandate's cancellation fails there.
    await refuseSandboxCancels(buyer.subscriptionId);
    const off = await api('PUT', `/auth/user-status/${buyer.userId}`, { token: admin, body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    // A closed account cannot sign in: its subscription is read as admins see it.
    const asAdmin = async () => {
      const reply = await apiData<AdminSubscriptionsReply>(
        'GET',
        `/admin/subscriptions?q=${encodeURIComponent(buyer.email)}`,
        { token: admin },
      );
      expect(reply.subscriptions).toHaveLength(1);
      return reply.subscriptions[0]!;
    };
    await waitFor(async () => (await asAdmin()).autoRenew === 'off', {
      timeoutMs: 20_000,
      what: 'auto-renew off for the closed account',
    });
    expect(await providerStatus(buyer.subscriptionId)).toBe('active');

    // The renewal charge is taken before the cancellation gets through.
    await advanceSandboxClock(7 * DAY_S + 60);
    const invoices = await sandboxInvoices(buyer.subscriptionId);
    expect(invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
    const raced = invoices[1]!.payment_id;
    await waitFor(
      async () => (await sandboxApi<{ status: string }>('GET', `/v1/payments/${raced}`)).status === 'refunded',
      { timeoutMs: 30_000, what: 'the raced charge refunded at the provider' },
    );
    const sub = await asAdmin();
    expect(Date.parse(sub.expiryDate)).toBe(end1);
    expect(sub.price).toBe(10);
    expect(await receiptsTo(buyer.email)).toHaveLength(1);

    // Once the provider is back, the mandate job's retry cancels the mandate.
    await refuseSandboxCancels(buyer.subscriptionId, false);
    await mandateCancelled(buyer.subscriptionId);
  });
});

describe('webhooks are hints, the provider is the truth', () => {
  it('a correctly signed subscription.halted arriving after a successful renewal changes nothing', async () => {
    const buyer = await subscribe(weekly);
    const { end1 } = await renewOnce(buyer);
    const raw = JSON.stringify({
      event: 'subscription.halted',
      payload: { subscription: { entity: { id: buyer.subscriptionId, status: 'halted' } } },
    });
    const res = await webhook(raw, {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(raw),
      'x-razorpay-event-id': unique('evt_stale_'),
    });
    expect(res.status).toBe(200);
    const sub = await onlySubscription(buyer.token);
    expect(sub).toMatchObject({ status: 'active', autoRenew: 'on' });
    expect(Date.parse(sub.endAt)).toBe(end1 + 7 * DAY_MS);
    expect(await providerStatus(buyer.subscriptionId)).toBe('active');
    expect(await videoAccess(buyer.token, video._id)).toBe(true);
  });
});

describe('the reconciler covers due renewals', () => {
  // Billing's clock stays a week behind the sandbox's here: only asking the provider finds these.
  const RECONCILED_MS = 60_000;

  it('a renewal charge taken while its webhooks were lost is counted by the reconciler, with its receipt', async () => {
    const buyer = await subscribe(weekly);
    const end1 = Date.parse(buyer.subscription.endAt);
    await withholdSandboxWebhooks(buyer.subscriptionId);
    await advanceSandboxClock(7 * DAY_S + 60);
    expect((await sandboxInvoices(buyer.subscriptionId)).map((i) => i.status)).toEqual(['paid', 'paid']);

    const sub = await waitForOnlySubscription(
      buyer.token,
      'the renewal counted by the reconciler',
      (s) => Date.parse(s.endAt) === end1 + 7 * DAY_MS,
      RECONCILED_MS,
    );
    expect(sub).toMatchObject({ status: 'active', autoRenew: 'on', amount: 20 });
    await waitFor(async () => (await receiptsTo(buyer.email)).length === 2, { what: 'a receipt per charge' });
  });

  it('a mandate halted at the provider while its webhooks were lost ends access through the reconciler', async () => {
    const buyer = await subscribe(weekly);
    await withholdSandboxWebhooks(buyer.subscriptionId);
    await failSandboxCharges(buyer.subscriptionId);
    await advanceSandboxClock(7 * DAY_S + 60);
    await waitForOnlySubscription(buyer.token, 'auto-renew pending', (s) => s.autoRenew === 'pending', RECONCILED_MS);
    // Three retries, a day apart on the sandbox clock, fail too: the provider halts the mandate.
    await advanceSandboxClock(4 * DAY_S);
    expect(await providerStatus(buyer.subscriptionId)).toBe('halted');
    const sub = await waitForOnlySubscription(
      buyer.token,
      'auto-renew halted',
      (s) => s.autoRenew === 'halted',
      RECONCILED_MS,
    );
    expect(sub.status).toBe('expired');
    await accessGone(buyer.token);
  });
});

describe('pre-debit notice', () => {
  it('is mailed at least 24 h before the charge on the sandbox clock, and its one-click link stops the mandate', async () => {
    const buyer = await subscribe(trialPlan);
    const mail = await waitFor(
      async () => (await mailsTo(buyer.email)).find((m) => /^Upcoming charge of ₹12\.00 for /.test(m.subject)),
      { timeoutMs: 20_000, what: 'the pre-debit notice' },
    );
    // When it arrived, the charge lay more than a day ahead on the provider's clock.
    const [sub, clock] = await Promise.all([
      sandboxApi<{ charge_at: number }>('GET', `/v1/subscriptions/${buyer.subscriptionId}`),
      fetch(`${process.env.RAZORPAY_API_URL}/sandbox/clock`).then((r) => r.json() as Promise<{ now: number }>),
    ]);
    expect(sub.charge_at - clock.now).toBeGreaterThanOrEqual(DAY_S);
    expect(mail.text).toContain(trialPlan.title);
    const link = /(https?:\/\/\S+\/subscriptions\/auto-renew\/stop\?token=\S+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeDefined();
    const apiLink = link!.replace(/^https?:\/\/[^/]+\/api\/v1/, process.env.GATEWAY_URL! + '/api/v1');

    // Opening the link (as a mail scanner would) changes nothing; its button does.
    const page = await fetch(apiLink);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    expect(await providerStatus(buyer.subscriptionId)).toBe('authenticated');
    const forged = await fetch(apiLink.replace(/token=[^.]+/, 'token=0123456789abcdef01234567'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
    });
    expect(forged.status).toBe(400);
    const stopped = await fetch(apiLink, { method: 'POST', headers: { 'content-type': 'text/plain' } });
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain('Auto-renew stopped');
    await mandateCancelled(buyer.subscriptionId);
    expect(await onlySubscription(buyer.token)).toMatchObject({ autoRenew: 'off', nextChargeAt: null });
    await advanceSandboxClock(4 * DAY_S);
    expect(await sandboxInvoices(buyer.subscriptionId)).toEqual([]);
  });
});

describe('mails about a mandate', () => {
  it('mails each failed charge attempt, the first and its retry', async () => {
    const buyer = await subscribe(weekly);
    await failSandboxCharges(buyer.subscriptionId);
    const failedMails = async () =>
      (await mailsTo(buyer.email)).filter((m) => m.subject === `Payment of ₹10.00 for ${weekly.title} failed`);
    await advanceSandboxClock(7 * DAY_S + 60);
    const [first] = await waitFor(async () => ((await failedMails()).length === 1 ? failedMails() : undefined), {
      timeoutMs: 60_000,
      what: 'the failed charge mail',
    });
    expect(first!.text).toContain('It is retried');
    expect(first!.text).toContain('Profile → Subscriptions');
    // The retry a day later fails too: one more mail (the provider sends no webhook for it).
    await advanceSandboxClock(DAY_S);
    await waitFor(async () => (await failedMails()).length === 2, {
      timeoutMs: 60_000,
      what: 'the retry failure mail',
    });
    expect((await sandboxInvoices(buyer.subscriptionId)).filter((i) => i.status === 'issued')).toHaveLength(2);
  });
});

// Below, the cases that never move the sandbox clock, each with viewers (and plans) of its own, run
// at the same time (consecutive `describe.concurrent` blocks run side by side): most of their time
// is waiting for a server-side timer (the abandoned-checkout sweeper, the reconciler, the erasure
// job), the longest first. Every case above moves the clock, which is every subscription's, so
// those run one after another, and before these. A new case that moves the clock goes above.
describe.concurrent('one mandate per viewer and plan', () => {
  it(
    'a checkout never authorised is cancelled at the provider once abandoned, and the next checkout gets a new one',
    async () => {
      const viewer = await newViewer();
      const abandoned = (await order(viewer.token, weekly.code, 'all')).subscription!.id;
      expect(await providerStatus(abandoned)).toBe('created');
      // PENDING_MANDATE_ABANDON_MS after the checkout (npm test: 30 s) the sweeper cancels it there.
      await waitFor(async () => (await providerStatus(abandoned)) === 'cancelled', {
        timeoutMs: ABANDON_MS + 60_000,
        intervalMs: 1_000,
        what: 'the abandoned checkout cancelled at the provider',
      });
      // Checkout left open can no longer set up the mandate.
      await expect(subscribeInSandbox(abandoned)).rejects.toThrow(/not in created state/);
      const next = (await order(viewer.token, weekly.code, 'all')).subscription!.id;
      expect(next).not.toBe(abandoned);
      expect(await providerStatus(next)).toBe('created');
    },
    ABANDON_MS + 120_000,
  );

  it('two checkouts of one recurring plan at once make one provider subscription, handed out again while pending; once paid another is refused', async () => {
    const viewer = await newViewer();
    const attempt = () =>
      api('POST', '/subscriptions/order/by-episode-name', {
        token: viewer.token,
        body: { planCode: weekly.code, episodeName: 'all' },
      });
    const ids = new Set<string>();
    for (const res of await Promise.all([attempt(), attempt(), attempt()])) {
      if (res.status === 409) {
        expect(res.body.message).toBe(BillingMessages.autoRenewCheckoutInProgress);
        continue;
      }
      expect(res.status).toBe(200);
      ids.add((res.body.data as OrderReply).subscription!.id);
    }
    expect(ids.size).toBe(1);
    const [subscriptionId] = [...ids];
    // The pending checkout (a retried Checkout, another tab) gets the same provider subscription.
    expect((await order(viewer.token, weekly.code, 'all')).subscription!.id).toBe(subscriptionId);

    const paid = await subscribeInSandbox(subscriptionId!);
    await apiData<PaymentReply>('POST', '/subscriptions/auto-renew/confirm', { token: viewer.token, body: paid });
    expectError(await attempt(), 409, BillingMessages.alreadyAutoRenewing);
    expect(await mine(viewer.token)).toHaveLength(1);
    expect(await providerStatus(subscriptionId!)).toBe('active');
  });
});

describe.concurrent('webhooks are hints, the provider is the truth', () => {
  it('a first charge captured while the confirm and every webhook were lost is granted by the reconciler', async () => {
    const viewer = await newViewer();
    const reply = await order(viewer.token, weekly.code, 'all');
    await subscribeInSandbox(reply.subscription!.id, { webhook: false });
    // No relay, no webhook: only the reconciler (PAYMENT_RECONCILE_AFTER_MS after the checkout) can grant it.
    const sub = await waitFor(async () => (await mine(viewer.token))[0], {
      timeoutMs: 60_000,
      what: 'the subscription granted by the reconciler',
    });
    expect(sub).toMatchObject({ status: 'active', recurring: true, autoRenew: 'on', amount: 10 });
    await waitFor(() => videoAccess(viewer.token, video._id), { what: 'access to the catalogue' });
    await waitFor(async () => (await receiptsTo(viewer.email)).length === 1, { what: 'its receipt' });
  });

  it('a trial authorised while the confirm and every webhook were lost is started by the reconciler', async () => {
    const viewer = await newViewer();
    const reply = await order(viewer.token, trialPlan.code, 'all');
    await subscribeInSandbox(reply.subscription!.id, { webhook: false });
    const sub = await waitFor(async () => (await mine(viewer.token))[0], {
      timeoutMs: 60_000,
      what: 'the trial started by the reconciler',
    });
    expect(sub).toMatchObject({ status: 'active', amount: 0, trialEndsAt: reply.subscription!.trialEndsAt });
  });
});

describe.concurrent('trials once per person', () => {
  /** A new viewer whose customer record billing holds (the trial decision reads its mobile number). */
  async function knownViewer(mobile?: string) {
    const viewer = await newViewer(mobile ? { mobile } : {});
    await waitFor(
      async () =>
        (await rpc<BillingCustomer>(BillingPatterns.getCustomer, { userId: viewer.userId })).email === viewer.email,
      { what: 'billing to know the customer' },
    );
    return viewer;
  }

  it('a second account with the same mobile number gets no trial, also after the first account was erased', async () => {
    const plan = await createPlan(admin, { price: 15, scope: 'all', durationDays: 7, recurring: true, trialDays: 3 });
    const first = await knownViewer();
    expect((await order(first.token, plan.code, 'all')).subscription).toMatchObject({
      trialEndsAt: expect.any(String),
    });

    const second = await knownViewer(`+91${first.mobile}`);
    expect((await order(second.token, plan.code, 'all')).subscription).toMatchObject({
      trialEndsAt: null,
      amount: 1500,
    });

    // The first account is deleted and erased; the number signs up again: still no trial.
    const res = await api('POST', '/auth/account/deletion', { token: first.token, body: { password: first.password } });
    expect(res.status).toBe(201);
    await waitFor(
      async () => {
        const c = await rpc<BillingCustomer>(BillingPatterns.getCustomer, { userId: first.userId });
        return c.deleted && c.email === '';
      },
      { timeoutMs: 30_000, what: 'the first account erased' },
    );
    const third = await knownViewer(first.mobile);
    expect((await order(third.token, plan.code, 'all')).subscription).toMatchObject({ trialEndsAt: null });
    // Another number still gets it.
    const other = await knownViewer();
    expect((await order(other.token, plan.code, 'all')).subscription!.trialEndsAt).not.toBeNull();
  });
});

describe.concurrent('no paying twice for the same access', () => {
  it("a pass holder's auto-renew of the same scope is refused until the pass ends, saying until when", async () => {
    const pass = await createPlan(admin, { price: 20, scope: 'all', durationDays: 30 });
    const viewer = await newViewer();
    await payInSandbox((await order(viewer.token, pass.code, 'all')).order!.id);
    const [held] = await waitFor(
      async () => {
        const list = await mine(viewer.token);
        return list.length === 1 ? list : undefined;
      },
      { what: 'the pass granted' },
    );
    const until = new Date(held!.endAt).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    for (const plan of [weekly, trialPlan]) {
      expectError(
        await api('POST', '/subscriptions/order/by-episode-name', {
          token: viewer.token,
          body: { planCode: plan.code, episodeName: 'all' },
        }),
        409,
        BillingMessages.passCoversUntil(until),
      );
    }
    expect(await mine(viewer.token)).toHaveLength(1);
  });
});

describe.concurrent('mandate mismatch report', () => {
  it('lists a subscription whose provider state differs from ours, with both states, and not one that agrees', async () => {
    const healthy = await subscribe(weekly);
    const viewer = await newViewer();
    const reply = await order(viewer.token, weekly.code, 'all');
    const subscriptionId = reply.subscription!.id;
    const paid = await subscribeInSandbox(subscriptionId, { webhook: false });
    await apiData<PaymentReply>('POST', '/subscriptions/auto-renew/confirm', { token: viewer.token, body: paid });
    // Cancelled at the provider while its webhook is lost: renewing here, cancelled there.
    await sandboxApi('POST', `/v1/subscriptions/${subscriptionId}/cancel`, {});
    expect((await api('POST', '/admin/subscriptions/mandate-report', { token: viewer.token })).status).toBe(403);

    const report = await apiData<MandateReport>('POST', '/admin/subscriptions/mandate-report', { token: admin });
    expect(report.checked).toBeGreaterThan(0);
    const [sub] = await mine(viewer.token);
    expect(report.mismatches.find((m) => m.subscriptionId === sub!._id)).toMatchObject({
      providerSubscriptionId: subscriptionId,
      ours: { status: 'active', autoRenew: 'on' },
      provider: 'cancelled',
      problem: expect.stringContaining('no charge will come'),
    });
    expect(report.mismatches.find((m) => m.subscriptionId === healthy.subscription._id)).toBeUndefined();
  });
});

describe.concurrent('money given back', () => {
  it("an admin's refund of a recurring subscription refunds its latest charge at the provider, ends access and stops the mandate", async () => {
    const buyer = await subscribe(weekly);
    const refund = (body: unknown) =>
      api('POST', `/admin/subscriptions/${buyer.subscription._id}/refund`, { token: admin, body });
    expectError(await refund({}), 400, BillingMessages.refundReasonRequired);
    const res = await refund({ reason: 'charged for nothing' });
    expect(res.status).toBe(200);
    expect(res.body.data.subscription).toMatchObject({ refunded: true, status: 'Expired' });

    const payment = await sandboxApi<{ status: string }>('GET', `/v1/payments/${buyer.paid.razorpay_payment_id}`);
    expect(payment.status).toBe('refunded');
    expect(await providerStatus(buyer.subscriptionId)).toBe('cancelled');
    expect(await onlySubscription(buyer.token)).toMatchObject({
      status: 'cancelled',
      autoRenew: 'off',
      refundedAmount: 10,
    });
    await accessGone(buyer.token);
    expectError(await refund({ reason: 'again' }), 409, BillingMessages.alreadyRefunded);
  });
});

describe.concurrent('mails about a mandate', () => {
  const inIndia = (iso: string) =>
    new Date(iso).toLocaleString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
  const mandateMail = (email: string, title: string) =>
    waitFor(async () => (await mailsTo(email)).find((m) => m.subject === `Auto-renew of ${title} is set up`), {
      timeoutMs: 20_000,
      what: 'the mandate set-up mail',
    });

  it('says the mandate is set up: amount, frequency, first charge date and how to cancel', async () => {
    const trial = await subscribe(trialPlan);
    const trialMail = await mandateMail(trial.email, trialPlan.title);
    expect(trialMail.text).toContain('Amount: ₹12.00, charged every 7 days.');
    expect(trialMail.text).toContain(
      `First charge: ₹12.00 on ${inIndia(trial.subscription.trialEndsAt!)} (IST), when your free trial ends`,
    );
    expect(trialMail.text).toContain('Profile → Subscriptions (Cancel auto-renew)');

    const paying = await subscribe(weekly);
    const payingMail = await mandateMail(paying.email, weekly.title);
    expect(payingMail.text).toContain('Amount: ₹10.00, charged every 7 days.');
    expect(payingMail.text).toContain(`the next on ${inIndia(paying.subscription.endAt)} (IST)`);
    expect(payingMail.text).toContain('Profile → Subscriptions (Cancel auto-renew)');
  });
});
