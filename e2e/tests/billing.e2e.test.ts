import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Plan, UserSubscription, Video } from '@streamhub/contracts';
import {
  api,
  closeRpc,
  DEMO_ADMIN,
  makeTestClip,
  payInSandbox,
  relayedCapture,
  signInAs,
  testEnv,
  unique,
  uploadForm,
  uploadVideo,
  waitFor,
  waitUntilTranscoded,
  createPlan,
} from '@streamhub/testkit';
import type { AuthResult } from '@streamhub/contracts';
import { createVerifiedAccount, signInNewViewer } from '../src/accounts';
import { ADMIN_URL, launchBrowser, pagePerTest, seedSession, WEB_URL } from '../src/browser';
import { choosePlanFromWatchPage, waitUntilPlayingPast } from '../src/ui';

/*
 * Buying a plan in the viewer app against the real stack; the payments sandbox stands in for
 * Razorpay Checkout (its window has Pay and Cancel buttons). The paid episode is a real clip,
 * transcoded by the media worker, so the purchase ends with the video playing.
 */

const UI_TIMEOUT = 15_000;
/** The first segments of a freshly transcoded clip, on a loaded machine. */
const PLAYBACK_TIMEOUT = 30_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let adminToken: string;
let adminSession: AuthResult;
let plan: Plan;
let show: { name: string; part: Video };
let clipDir: string;
let billingDb: Connection;

async function mySubscriptions(token: string): Promise<UserSubscription[]> {
  const res = await api('GET', '/subscriptions/mine', { token });
  return res.body.data.subscriptions;
}

const dialog = () => page.getByRole('dialog', { name: 'Subscription Required' });
const checkout = () => page.getByRole('dialog', { name: 'Sandbox checkout' });
const subscribeButton = () => dialog().getByRole('button', { name: /^Subscribe/ });

/** After a payment that did not go through: Subscribe can be pressed again and nothing was bought. */
async function expectNothingBought(token: string): Promise<void> {
  await expect(subscribeButton().isEnabled()).resolves.toBe(true);
  expect(await mySubscriptions(token)).toEqual([]);
}

async function openPlanDialogFromWatchPage(): Promise<void> {
  await choosePlanFromWatchPage(page, show.name, plan.title);
  await expect(dialog().textContent()).resolves.toContain('₹49.00');
  await subscribeButton().click();
  await checkout().waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await signInAs(DEMO_ADMIN);
  adminToken = adminSession.token;
  plan = await createPlan(adminToken, {
    code: unique('E2E_EP_').toUpperCase(),
    title: unique('E2E Pass '),
    price: 49,
    durationDays: 7,
    scope: 'episode',
  });
  const name = unique('E2E PAID ').toUpperCase();
  clipDir = await mkdtemp(join(tmpdir(), 'streamhub-billing-e2e-'));
  const uploaded = await uploadVideo(
    uploadForm(
      { videoTitle: `${name} PART 1`, episodeName: name, genre: 'DRAMA', videoType: 'episode' },
      {
        file: {
          data: await makeTestClip(join(clipDir, 'clip.mp4'), { seconds: 5 }),
          name: 'clip.mp4',
          type: 'video/mp4',
        },
      },
    ),
    adminToken,
  );
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  billingDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_billing' }).asPromise();
  show = { name, part: await waitUntilTranscoded(uploaded.body.data.video._id, adminToken) };
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await billingDb?.close();
  await closeRpc();
  if (clipDir) await rm(clipDir, { recursive: true, force: true });
});

pagePerTest(
  () => browser,
  (p, c) => ([page, context] = [p, c]),
  { timeoutMs: UI_TIMEOUT },
);

describe('buying a plan', () => {
  it('a new user picks a plan, pays in the checkout, and the title they paid for starts playing', async () => {
    const { token } = await signInNewViewer(context, 'e2e-buyer');
    await openPlanDialogFromWatchPage();
    await checkout().getByRole('button', { name: /^Pay/ }).click();

    await page
      .getByRole('status')
      .filter({ hasText: `Successfully subscribed to ${plan.title}!` })
      .waitFor();
    await dialog().waitFor({ state: 'detached' });
    await waitFor(async () => (await mySubscriptions(token)).length === 1, { what: 'the subscription' });

    // No second press of Play Now: the player opens the title that was paid for and starts it.
    await page.waitForURL((url) => url.pathname === `/play/${show.part._id}`);
    await page.getByRole('heading', { name: `${show.name} PART 1` }).waitFor();
    await expect(page.getByRole('heading', { name: 'Subscription Required' }).count()).resolves.toBe(0);
    await waitUntilPlayingPast(page, 1, PLAYBACK_TIMEOUT);

    await page.goto(`${WEB_URL}/profile?tab=subscriptions`);
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    const item = page.getByTestId('subscription-item');
    await item.filter({ hasText: plan.title }).waitFor();
    await expect(item.textContent()).resolves.toMatch(/active/);
  });

  it('a failed payment shows an error and the Subscribe button comes back', async () => {
    const { token } = await signInNewViewer(context, 'e2e-buyer');
    await openPlanDialogFromWatchPage();
    await checkout().getByRole('button', { name: 'Fail payment' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Payment failed. No money was taken; please try again.' })
      .waitFor();
    await expectNothingBought(token);
  });

  it('dismissing the checkout says so and changes nothing', async () => {
    const { token } = await signInNewViewer(context, 'e2e-buyer');
    await openPlanDialogFromWatchPage();
    await checkout().getByRole('button', { name: 'Cancel' }).click();
    await checkout().waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Payment cancelled. You have not been charged.' }).waitFor();
    await subscribeButton().waitFor();
    await expectNothingBought(token);
    const access = await api('GET', `/videos/${show.part._id}/access`, { token });
    expect(access.body.data.hasAccess).toBe(false);
  });
});

describe('renewing from the profile', () => {
  it('an ended subscription shows Renew, which buys the same plan again and opens the episode', async () => {
    const { token } = await signInNewViewer(context, 'e2e-buyer');
    const ordered = await api('POST', '/subscriptions/order/by-episode-name', {
      token,
      body: { planCode: plan.code, episodeName: show.name },
    });
    const paid = await payInSandbox(ordered.body.data.order.id, { webhook: false });
    expect((await api('POST', '/subscriptions/webhook', { body: relayedCapture(paid, 4900) })).status).toBe(200);
    // Its period ends now; billing's expiry job marks it expired and catalog takes access away.
    const endedAt = new Date(Date.now() - 1_000);
    await billingDb
      .collection('subscriptions')
      .updateOne({ paymentId: paid.razorpay_payment_id }, { $set: { endAt: endedAt } });
    await waitFor(async () => (await mySubscriptions(token))[0]?.status === 'expired', {
      timeoutMs: 30_000,
      what: 'the subscription expired',
    });

    await page.goto(`${WEB_URL}/profile?tab=subscriptions`);
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    const ended = page.getByTestId('subscription-item').filter({ hasText: plan.title });
    await expect(ended.textContent()).resolves.toMatch(/expired/);
    await ended.getByRole('button', { name: 'Renew' }).click();
    await dialog().waitFor();
    // The dialog picks the renewed plan once its plans have loaded.
    const renewedPlan = dialog().getByRole('radio', { name: new RegExp(plan.title) });
    await expect.poll(() => renewedPlan.isChecked(), { timeout: 15_000 }).toBe(true);
    await subscribeButton().click();
    await checkout().getByRole('button', { name: /^Pay/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Successfully subscribed to ${plan.title}!` })
      .waitFor();
    await page
      .getByTestId('subscription-item')
      .filter({ hasText: /active/ })
      .waitFor();

    const subscriptions = await mySubscriptions(token);
    expect(subscriptions.map((sub) => sub.status).sort()).toEqual(['active', 'expired']);
    const renewed = subscriptions.find((sub) => sub.status === 'active')!;
    expect(renewed.plan.code).toBe(plan.code);
    expect(renewed.episodeName).toBe(show.name);
    // The renewal starts once the ended period is over (here: at payment, after it).
    expect(new Date(renewed.startAt).getTime()).toBeGreaterThanOrEqual(endedAt.getTime());
    await waitFor(
      async () => (await api('GET', `/videos/${show.part._id}/access`, { token })).body.data.hasAccess === true,
      {
        what: 'access after renewing',
      },
    );
  });
});

describe('managing subscriptions in admin-web', () => {
  it("creates, toggles and deletes a plan, lists a user's subscription, shows it in Manage Users and refunds it", async () => {
    // A purchase made through the API, as a viewer's checkout would.
    const buyer = await createVerifiedAccount('e2e-listed');
    const ordered = await api('POST', '/subscriptions/order/by-episode-name', {
      token: buyer.token,
      body: { planCode: plan.code, episodeName: show.name },
    });
    const paid = await payInSandbox(ordered.body.data.order.id, { webhook: false });
    expect((await api('POST', '/subscriptions/webhook', { body: relayedCapture(paid, 4900) })).status).toBe(200);

    await seedSession(context, adminSession);
    await page.goto(`${ADMIN_URL}/admin/subscriptions`);
    await page.getByRole('heading', { name: 'Manage Subscriptions' }).waitFor();

    const code = unique('E2E_ADMIN_').toUpperCase();
    await page.getByRole('button', { name: '+ Create Plan' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Plan' });
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('status').filter({ hasText: 'Please fill in all required fields' }).waitFor();
    await form.getByLabel('Plan Code').fill(code);
    await form.getByLabel('Plan Title').fill('E2E Admin Pass');
    await form.getByLabel('Price (₹)').fill('129.5');
    await form.getByLabel('Duration (Days)').fill('10');
    await form.getByLabel('Scope').selectOption('all');
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('status').filter({ hasText: 'Plan created successfully' }).waitFor();

    const row = page.locator(`tr[data-plan-code="${code}"]`);
    await expect(row.textContent()).resolves.toMatch(/E2E Admin Pass.*₹129\.50.*10 days.*Full Access.*Active/);
    await row.getByRole('button', { name: `Deactivate ${code}` }).click();
    await page.getByRole('status').filter({ hasText: 'Plan deactivated successfully' }).waitFor();
    await row.getByRole('button', { name: `Activate ${code}` }).waitFor();

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Plan' });
    await confirm.getByText('Are you sure you want to delete this plan?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Plan deleted successfully' }).waitFor();
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'User Subscriptions' }).click();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search.getAttribute('placeholder')).resolves.toBe('Search user subscriptions...');
    await search.fill(buyer.email);
    const listed = page.locator(`tr[data-subscription-email="${buyer.email}"]`);
    await expect(listed.textContent()).resolves.toMatch(new RegExp(`${plan.title}.*₹49\\.00.*Active`));

    // Manage Users → View shows the buyer's real plan (auth's projection of billing's events).
    await waitFor(
      async () => {
        const users = await api('GET', `/auth/users?search=${encodeURIComponent(buyer.email)}`, { token: adminToken });
        return users.body.data.users[0]?.subscriptionStatus === 'active';
      },
      { what: "the buyer's subscription in the user list" },
    );
    await page.goto(`${ADMIN_URL}/admin/users`);
    await page.getByRole('searchbox', { name: 'Search users' }).fill(buyer.email);
    await page.getByRole('button', { name: `View ${buyer.email}` }).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await expect(details.textContent()).resolves.toMatch(
      new RegExp(`Subscription\\s*active · ${plan.title} \\(${show.name}\\) · until`),
    );
    await details.getByRole('button', { name: 'Close' }).first().click();

    // Refund from Manage Subscriptions: a reason is required, access ends at once.
    await page.goto(`${ADMIN_URL}/admin/subscriptions`);
    await page.getByRole('tab', { name: 'User Subscriptions' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(buyer.email);
    await page.getByRole('button', { name: `Refund ${buyer.email}` }).click();
    const refund = page.getByRole('dialog', { name: 'Refund Payment' });
    await refund.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('status').filter({ hasText: 'Please give a reason for the refund' }).waitFor();
    await refund.getByLabel('Reason').fill('Bought by mistake');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment refunded and subscription cancelled' }).waitFor();
    await expect
      .poll(() => page.locator(`tr[data-subscription-email="${buyer.email}"]`).textContent(), { timeout: UI_TIMEOUT })
      .toMatch(/Refunded/);
    await waitFor(
      async () =>
        (await api('GET', `/videos/${show.part._id}/access`, { token: buyer.token })).body.data.hasAccess === false,
      { timeoutMs: 2_000, what: 'access ended by the refund' },
    );

    await page.goto(`${ADMIN_URL}/admin`);
    await page.getByRole('heading', { name: 'User Growth' }).waitFor();
    await page.getByRole('heading', { name: 'Revenue Overview' }).waitFor();
    await expect(page.getByTestId('card-Active Subscriptions').textContent()).resolves.toMatch(/\d/);
    // Quick Actions go to real screens.
    await page.getByLabel('Quick Actions').getByRole('link', { name: 'Subscription Plans' }).click();
    await page.getByRole('heading', { name: 'Manage Subscriptions' }).waitFor();
  });
});
